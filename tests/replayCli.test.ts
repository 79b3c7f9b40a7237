// `npm run replay -- <file>` on game records written to a temp dir: the script's `main`, in-process (the npm
// script as a process is run once, by tests/verifyCli.test.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { advance, recordToJson, type GameRecord, type GameState } from '../engine';
import { play, turnOneGame } from '../engine/testHelpers';
import { main } from '../api/cli/replay';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octoduel-replay-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the replay script on a file holding `text`: its output and exit code. */
async function replay(text: string): Promise<{ stdout: string; stderr: string; code: number }> {
  const file = join(dir, `game-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, text);
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([file], {
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
    env: {},
  });
  return { stdout: out.join(''), stderr: err.join(''), code };
}

/** A game where A (the Undergraduate on d5) hits B (the Cook on a8) in turn 3. */
function record(): GameRecord {
  const turn = (g: GameState, a: [number, number], b: [number, number]): GameState => {
    const next = play(
      g,
      g.deadline! - 1,
      ['A', { type: 'move', square: a[0] }],
      ['A', { type: 'hit', square: a[1] }],
      ['A', { type: 'set' }],
      ['B', { type: 'move', square: b[0] }],
      ['B', { type: 'hit', square: b[1] }],
      ['B', { type: 'set' }],
    );
    return advance(next, next.deadline!);
  };
  const g = turn(turn(turn(turnOneGame(11), [26, 25], [8, 0]), [25, 24], [16, 8]), [24, 16], [16, 17]);
  return { seed: g.seed, mode: g.mode, log: g.log, result: g.result };
}

describe('npm run replay', () => {
  test('prints the game in the notation and says the stored result matches the replay', async () => {
    const out = await replay(recordToJson(record()));
    expect(out.code).toBe(0);
    expect(out.stdout.trim().split('\n')).toEqual([
      'Octoduel seed 11 mode others',
      'A: U d5  B: C a8',
      '1. A: d5>c5 x b5  B: a8>a7 x a8',
      '2. A: c5>b5 x a5  B: a7>a6 x a7',
      '3. A: b5>a5 x a6  B: a6>a6 x b6',
      '(A wins: hit)',
      'Result: (A wins: hit), as stored',
    ]);
  });

  test('a stored result the replay does not give is reported, with exit code 1', async () => {
    const out = await replay(recordToJson({ ...record(), result: { winner: 'B', reason: 'hit' } }));
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('Result: (A wins: hit), but the file stores (B wins: hit)');
  });

  test('a bad file is refused with a clear message and exit code 2, not a stack trace', async () => {
    const out = await replay('{"seed": 1, "mode": "chess", "log": []}');
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('"mode" must be one of others, h1a1, h2a0, h0a2');
    expect(out.stderr).not.toContain('at ');
  });
});
