// Puzzles from finished games (issue 42): a counted game, once recorded, adds its puzzles in the background, each
// linked to the game and its turn; an uncounted game adds none; a failure is logged and the recording stands.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { replayRecord, type SolvedValues } from '../../engine';
import { finishedAiGame } from '../../tests/kits/storedGames';
import { solvedValues } from '../../tests/kits/puzzles';
import { openTestDb } from '../../tests/kits/testHarness';
import type { Db } from '../db/connect';
import { puzzleOf } from '../db/puzzles';
import { recordTogether } from '../db/recordQueue';
import type { FinishedGame } from '../db/results';
import { puzzlesOfFinishedGame, startPuzzleMining, type MiningLog, type PuzzleMining } from './mining';

const NOW = 1_800_000_000_000;

let db: Db;
let mining: PuzzleMining | undefined;
const logged: { level: string; fields: Record<string, unknown>; message: string }[] = [];
const log: MiningLog = {
  error: (fields, message) => void logged.push({ level: 'error', fields, message }),
  warn: (fields, message) => void logged.push({ level: 'warn', fields, message }),
};
beforeEach(async () => {
  db = await openTestDb();
  logged.length = 0;
});
afterEach(async () => {
  mining?.stop();
  mining = undefined;
  await db.close();
});

/** The first of the engine's AI games (by seed) with a puzzle in it. */
const SEED = (() => {
  for (let seed = 1; seed < 200; seed++)
    if (puzzlesOfFinishedGame(solvedValues(), finishedAiGame('g', seed)).length > 0) return seed;
  throw new Error('no AI game with a puzzle');
})();

/** That game as a room reports it, under the id `id`. */
const gameWithPuzzles = (id: string): FinishedGame => finishedAiGame(id, SEED);

const storedPuzzles = async () =>
  (await db.kysely.selectFrom('puzzles').selectAll().orderBy('id').execute()).map(puzzleOf);

test('a game’s puzzles are its positions, from both sides, each linked to the game and its turn', () => {
  const game = gameWithPuzzles('g-1');
  const replayed = replayRecord({ ...game, result: null });
  if (!replayed.ok) throw new Error(replayed.error);
  const { characters, turns } = replayed.value;
  for (const puzzle of puzzlesOfFinishedGame(solvedValues(), game)) {
    expect(puzzle.source).toEqual({ kind: 'game', gameId: 'g-1', turn: puzzle.position.turn });
    const before = turns[puzzle.position.turn - 1]!;
    const sides = [
      [characters.A, before.fromA, characters.B, before.fromB],
      [characters.B, before.fromB, characters.A, before.fromA],
    ];
    const { solver, opponent } = puzzle.position;
    expect(sides).toContainEqual([solver.letter, solver.square, opponent.letter, opponent.square]);
  }
});

test('a counted game, once recorded, adds its puzzles in the background; an uncounted one adds none', async () => {
  mining = startPuzzleMining(db.kysely, solvedValues(), log, () => NOW);
  // No contest: stored, not counted, not mined.
  const voided = { ...gameWithPuzzles('g-void'), result: { winner: 'none', reason: 'no-contest' } } as const;
  expect((await recordTogether(db.kysely, voided)).written).toBe(true);
  await mining.idle();
  expect(await storedPuzzles()).toEqual([]);

  const game = gameWithPuzzles('g-counted');
  const recorded = await recordTogether(db.kysely, game);
  expect(recorded.written).toBe(true);
  await mining.idle();
  const expected = puzzlesOfFinishedGame(solvedValues(), game).sort((x, y) => (x.id < y.id ? -1 : 1));
  const stored = await storedPuzzles();
  expect(stored.map((p) => p.id)).toEqual(expected.map((p) => p.id));
  expect(stored.every((p) => p.source.kind === 'game' && p.source.gameId === 'g-counted')).toBe(true);
  // Recorded again (a retry): nothing new, nothing twice.
  await recordTogether(db.kysely, game);
  await mining.idle();
  expect(await storedPuzzles()).toHaveLength(stored.length);
  expect(logged).toEqual([]);
});

test('a game whose puzzles cannot be found is logged; its recording stands and mining goes on', async () => {
  let failing = true;
  const values: SolvedValues = {
    value: (...args) => {
      if (failing) throw new Error('table unreadable');
      return solvedValues().value(...args);
    },
  };
  mining = startPuzzleMining(db.kysely, values, log, () => NOW);
  const recorded = await recordTogether(db.kysely, gameWithPuzzles('g-broken'));
  expect(recorded.written).toBe(true);
  await mining.idle();
  expect(logged).toMatchObject([
    {
      level: 'error',
      fields: { gameId: 'g-broken' },
      message: 'the puzzles of a finished game could not be added',
    },
  ]);
  const stored = await db.kysely.selectFrom('games').select('id').execute();
  expect(stored.map((g) => g.id)).toEqual(['g-broken']);
  expect(await storedPuzzles()).toEqual([]);
  // The next game is mined.
  failing = false;
  await recordTogether(db.kysely, gameWithPuzzles('g-next'));
  await mining.idle();
  const sources = (await storedPuzzles()).map((p) => (p.source.kind === 'game' ? p.source.gameId : ''));
  expect(sources.length).toBeGreaterThan(0);
  expect(new Set(sources)).toEqual(new Set(['g-next']));
});
