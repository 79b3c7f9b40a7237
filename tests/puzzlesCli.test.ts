// `npm run puzzles` in-process (its `main`) on a few games written to a temp dir: the set it writes parses and is
// the same bytes twice; its summary names the count, the themes and the rate; bad options are refused with exit 2.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generatorRate, main } from '../api/cli/puzzles';
import { SOLVED_DIR, solvedTableFor } from '../api/solved/tableFiles';
import { parsePuzzleSet } from '../engine';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octoduel-puzzles-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(argv: string[]): Promise<{ out: string; err: string; code: number }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
  return { out: out.join('\n'), err: err.join('\n'), code };
}

describe('npm run puzzles', () => {
  test('writes a set that parses, the same bytes on a second run, and says what it found', async () => {
    const file = join(dir, 'set', 'puzzles.json');
    const first = await run(['--games', '18', '--seed', '5', '--out', file]);
    expect(first.code).toBe(0);
    const text = await readFile(file, 'utf8');
    const parsed = parsePuzzleSet(JSON.parse(text));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.length).toBeGreaterThan(0);
    expect(first.out).toContain(`${parsed.value.length} puzzles from 18 games written to ${file}.`);
    expect(first.out).toMatch(/Themes: forcedHit \d+, escape \d+, /);
    expect(first.out).toMatch(/\d+ positions examined in [\d.]+ s: \d+ positions\/s\./);
    expect((await run(['--games', '18', '--seed', '5', '--out', file])).code).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  test.each([[['--games', 'many']], [['--seed', '-1']], [['--games']], [['--out']]])(
    '%j is refused with exit code 2 and the usage',
    async (argv) => {
      const refused = await run(argv);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(/^puzzles: --\w+ needs /);
      expect(refused.err).toContain('usage: npm run puzzles');
    },
  );

  test('reports the generator’s rate for the bench', () => {
    const rate = generatorRate(solvedTableFor(SOLVED_DIR), { games: 6, seed: 1 });
    expect(rate.positions).toBeGreaterThan(0);
    expect(rate.perSecond).toBeCloseTo(rate.positions / rate.seconds, 6);
  });
});
