// `npm run replay -- <file>` on game records written to a temp dir: the script's `main`, in-process (the npm
// script as a process is run once, by tests/verifyCli.test.ts). Under the notation, the analysis against the
// shipped solved table (issue 26; tests/browser/gameRecords.test.ts checks the replay page shows the same).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { advance, applyEvent, recordToJson, type GameRecord, type GameState } from '../engine';
import { must, play, startedGame, turnOneGame } from '../engine/testHelpers';
import { main } from '../api/cli/replay';
import { finishedAiGame, storedGameOf } from './kits/storedGames';

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
      'Against the solved game (winning chance each plan gave away; the best plans):',
      // Every plan here earns its position's value against the other's equilibrium (the hit that landed too:
      // scoring is against the opponent's strategy, not its actual plan), so none gave anything away; every
      // equally good plan is listed. No turn tested a choice (no plan could have been a mistake), so no accuracy.
      '1. A gave away 0.0% (best: any of these: move d6, hit a square they cannot move to; move c5, hit a square they cannot move to; move e5, hit a square they cannot move to; move d4, hit a square they cannot move to)  B gave away 0.0% (best: any of these: move a8, hit a square they cannot move to; move b8, hit a square they cannot move to; move a7, hit a square they cannot move to)',
      '2. A gave away 0.0% (best: any of these: move c6, hit a square they cannot move to; move b5, hit a square they cannot move to; move d5, hit a square they cannot move to; move c4, hit a square they cannot move to)  B gave away 0.0% (best: any of these: move a8, hit a square they cannot move to; move a7, hit a square they cannot move to; move b7, hit a square they cannot move to; move a6, hit a square they cannot move to)',
      '3. A gave away 0.0% (best: any of these: move b6, hit a square they cannot move to; move b6, hit a6; move a5, hit a square they cannot move to; move a5, hit a6; move c5, hit a square they cannot move to; move b4, hit a square they cannot move to)  B gave away 0.0% (best: any of these: move a7, hit a square they cannot move to; move a6, hit a square they cannot move to; move a6, hit b6; move a6, hit a5; move b6, hit a square they cannot move to; move b6, hit b6; and 2 more)',
      'A: No accuracy: fewer than 3 turns tested a choice · no mistakes · gave away 0.0% in all  B: No accuracy: fewer than 3 turns tested a choice · no mistakes · gave away 0.0% in all',
    ]);
  });

  test('a game between AIs: each turn scored for both players with a best plan, then each one’s accuracy', async () => {
    const game = storedGameOf(finishedAiGame('cli-1', 1));
    const out = await replay(JSON.stringify(game));
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    const from = lines.indexOf(
      'Against the solved game (winning chance each plan gave away; the best plans):',
    );
    expect(from).toBeGreaterThan(0);
    const turns = lines.slice(from + 1, -1);
    expect(turns.length).toBeGreaterThan(0);
    const plan =
      'gave away \\d+\\.\\d%(, a mistake)? \\(best: (any of these: )?move [a-h][1-8], hit [^)]+\\)';
    turns.forEach((line, i) => {
      expect(line).toMatch(new RegExp(`^${i + 1}\\. A ${plan}  B ${plan}$`));
    });
    expect(turns.length).toBe(lines.filter((l) => /^\d+\. A: /.test(l)).length);
    const total = lines
      .at(-1)!
      .match(
        /^A: Accuracy (\d+) · [^·]+ · gave away ([\d.]+)% in all {2}B: Accuracy (\d+) · [^·]+ · gave away ([\d.]+)% in all$/,
      );
    expect(total).not.toBeNull();
    // This game's AIs are not perfect: someone gave something away, and accuracy fell below 100.
    expect(Number(total![2]) + Number(total![4])).toBeGreaterThan(0);
    expect(Math.min(Number(total![1]), Number(total![3]))).toBeLessThan(100);
  });

  test('a game that ended before both characters were chosen has nothing to analyse', async () => {
    const g = must(applyEvent(startedGame(5), { type: 'forfeit', seat: 'A' }, 10));
    const out = await replay(recordToJson({ seed: g.seed, mode: g.mode, log: g.log, result: g.result }));
    expect(out.code).toBe(0);
    expect(out.stdout.trim().split('\n').at(-1)).toBe(
      'No analysis: the game ended before both characters were chosen.',
    );
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
