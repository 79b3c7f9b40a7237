// The puzzles' storage (issue 42) on a real database (SQLite here, PostgreSQL in api-postgres): adding puzzles
// once, the shipped set loaded at start (idempotent, a bad set refused), the daily puzzle, choosing near a rating,
// by theme and untried, and an answer settled once with the ratings it moves (both ways, capped) and the streak.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PUZZLE_RATING_CAP } from '../../contract/puzzles';
import { puzzleSetJson, type Puzzle } from '../../engine';
import { findPuzzles, withRatings } from '../../tests/kits/puzzles';
import { openTestDb } from '../../tests/kits/testHarness';
import { loadShippedSet, PuzzleSetError } from '../puzzles/shippedSet';
import type { Db } from './connect';
import { purgeExpired } from './sessions';
import {
  openAttempt,
  playerRating,
  puzzleDashboard,
  settleAnswer,
  SIGNED_OUT_ATTEMPT_MS,
  type NewAttempt,
} from './puzzleAttempts';
import {
  addPuzzles,
  choosePuzzle,
  dailyIndex,
  dailyPuzzle,
  puzzleOf,
  puzzleRow,
  themeCounts,
} from './puzzles';

const NOW = 1_800_000_000_000;
const PUZZLES = findPuzzles(12);

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

const setFile = (puzzles: readonly Puzzle[], text = puzzleSetJson(puzzles)) => {
  const file = join(mkdtempSync(join(tmpdir(), 'puzzle-set-')), 'puzzles.json');
  writeFileSync(file, text);
  return file;
};
const count = async (table: 'puzzles' | 'puzzle_themes' | 'puzzle_sets') =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('storing puzzles', () => {
  test('a puzzle added twice is stored once, reads back as it was, and keeps its first source', async () => {
    expect(await addPuzzles(db.kysely, PUZZLES.slice(0, 5), { shipped: false, now: NOW })).toBe(5);
    const again = PUZZLES.slice(0, 6).map((p) => ({
      ...p,
      source: { kind: 'game' as const, gameId: 'g1', turn: p.position.turn },
    }));
    expect(await addPuzzles(db.kysely, again, { shipped: false, now: NOW })).toBe(1);
    expect(await count('puzzles')).toBe(6);
    expect(puzzleOf((await puzzleRow(db.kysely, PUZZLES[0]!.id))!)).toEqual(PUZZLES[0]);
    const themes = PUZZLES.slice(0, 6).flatMap((p) => p.themes);
    expect(await count('puzzle_themes')).toBe(themes.length);
    const counts = await themeCounts(db.kysely);
    expect(counts.find((c) => c.theme === 'lastTurn')?.count).toBe(
      themes.filter((t) => t === 'lastTurn').length,
    );
  });

  test('the shipped set is loaded once: missing puzzles added, a known file not read again, a bad set refused', async () => {
    const first = setFile(PUZZLES.slice(0, 8));
    // One of the set found in a game before: it stays, and becomes one of the set.
    await addPuzzles(db.kysely, [PUZZLES[3]!], { shipped: false, now: NOW });
    expect(await loadShippedSet(db.kysely, first, NOW)).toEqual({ puzzles: 8, added: 7, known: false });
    expect(await loadShippedSet(db.kysely, first, NOW)).toEqual({ puzzles: 8, added: 0, known: true });
    const shipped = await db.kysely.selectFrom('puzzles').select('id').where('shipped', '=', 1).execute();
    expect(shipped).toHaveLength(8);
    // A newer set: only its new puzzles are added; stored ones keep their ratings and counts.
    await db.kysely
      .updateTable('puzzles')
      .set({ rating: 1234, attempts: 3 })
      .where('id', '=', PUZZLES[0]!.id)
      .execute();
    expect(await loadShippedSet(db.kysely, setFile(PUZZLES.slice(0, 10)), NOW)).toMatchObject({ added: 2 });
    expect(await puzzleRow(db.kysely, PUZZLES[0]!.id)).toMatchObject({ rating: 1234, attempts: 3 });

    const before = await count('puzzles');
    const tampered = PUZZLES.slice(10, 12).map((p, i) =>
      i === 1 ? { ...p, solution: { ...p.solution, move: 99 } } : p,
    );
    await expect(loadShippedSet(db.kysely, setFile(tampered), NOW)).rejects.toThrow(PuzzleSetError);
    await expect(loadShippedSet(db.kysely, setFile([], '{not json'), NOW)).rejects.toThrow(/not JSON/);
    await expect(loadShippedSet(db.kysely, '/nonexistent/puzzles.json', NOW)).rejects.toThrow(
      /cannot be read/,
    );
    expect(await count('puzzles')).toBe(before);
  });
});

describe('choosing a puzzle', () => {
  test('the daily puzzle: one of the shipped set, chosen by the date, kept once chosen; none without a set', async () => {
    expect(await dailyPuzzle(db.kysely, '2027-01-01')).toBeUndefined();
    await addPuzzles(db.kysely, PUZZLES.slice(0, 2), { shipped: false, now: NOW });
    expect(await dailyPuzzle(db.kysely, '2027-01-01')).toBeUndefined();
    await loadShippedSet(db.kysely, setFile(PUZZLES.slice(2, 12)), NOW);
    const ids = PUZZLES.slice(2, 12)
      .map((p) => p.id)
      .sort();
    const day = await dailyPuzzle(db.kysely, '2027-01-01');
    expect(day?.id).toBe(ids[dailyIndex('2027-01-01', ids.length)]);
    expect((await dailyPuzzle(db.kysely, '2027-01-01'))?.id).toBe(day?.id);
    // A set shipped later does not change a day already chosen.
    await loadShippedSet(db.kysely, setFile(PUZZLES), NOW);
    expect((await dailyPuzzle(db.kysely, '2027-01-01'))?.id).toBe(day?.id);
    // Over a month, days differ.
    const month = await Promise.all(
      Array.from({ length: 30 }, (_, d) =>
        dailyPuzzle(db.kysely, `2027-02-${String(d + 1).padStart(2, '0')}`),
      ),
    );
    expect(new Set(month.map((p) => p?.id)).size).toBeGreaterThan(3);
  });

  test('near a rating, of a theme, untried', async () => {
    const rated = withRatings(
      PUZZLES,
      [900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000],
    );
    await addPuzzles(db.kysely, rated, { shipped: true, now: NOW });
    const first = () => 0;
    expect((await choosePuzzle(db.kysely, { target: 1510, random: first }))?.rating).toBe(1500);
    expect((await choosePuzzle(db.kysely, { target: 1290, random: first }))?.rating).toBe(1300);
    // Whichever is picked among the nearest, it is near.
    for (let i = 0; i < 5; i++) {
      const chosen = await choosePuzzle(db.kysely, { target: 1500 });
      expect(Math.abs(chosen!.rating - 1500)).toBeLessThanOrEqual(500);
    }
    const ofTheme = await choosePuzzle(db.kysely, { target: 1500, theme: 'escape', random: first });
    expect(ofTheme?.themes).toContain('escape');
    const noneOfTheme = rated.every((p) => !p.themes.includes('twoTurn'));
    if (noneOfTheme)
      expect(await choosePuzzle(db.kysely, { target: 1500, theme: 'twoTurn' })).toBeUndefined();
    // Tried puzzles are left out, whatever their rating.
    const at1500 = rated.find((p) => p.rating === 1500)!;
    await openAttempt(db.kysely, attempt('u1', at1500.id));
    expect((await choosePuzzle(db.kysely, { target: 1500, untriedBy: 'u1', random: first }))?.id).not.toBe(
      at1500.id,
    );
    for (const p of rated) await openAttempt(db.kysely, attempt('u1', p.id));
    expect(await choosePuzzle(db.kysely, { target: 1500, untriedBy: 'u1' })).toBeUndefined();
    expect(await choosePuzzle(db.kysely, { target: 1500, untriedBy: 'u2' })).toBeDefined();
  });
});

const attempt = (userId: string | null, puzzleId: string, extra: Partial<NewAttempt> = {}): NewAttempt => ({
  userId,
  puzzleId,
  mode: 'next',
  theme: null,
  rated: userId !== null,
  streak: null,
  now: NOW,
  ...extra,
});

describe('settling an answer', () => {
  test('once: a second answer changes nothing; the puzzle counts it', async () => {
    await addPuzzles(db.kysely, PUZZLES.slice(0, 1), { shipped: true, now: NOW });
    const open = await openAttempt(db.kysely, attempt(null, PUZZLES[0]!.id, { mode: 'daily' }));
    const plan = { move: 1, hit: 2, solved: true };
    const settled = await settleAnswer(db.kysely, open, plan, NOW + 1);
    expect(settled).toMatchObject({ rating: null, streak: null });
    expect(await settleAnswer(db.kysely, open, { ...plan, solved: false }, NOW + 2)).toBe('answered');
    expect(await puzzleRow(db.kysely, PUZZLES[0]!.id)).toMatchObject({ attempts: 1, solved: 1 });
    const row = await db.kysely.selectFrom('puzzle_attempts').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ answered_at: NOW + 1, solved: 1 });
  });

  test('signed-out attempts are purged after a day; players’ attempts stay', async () => {
    await addPuzzles(db.kysely, PUZZLES.slice(0, 1), { shipped: true, now: NOW });
    const id = PUZZLES[0]!.id;
    await openAttempt(db.kysely, attempt(null, id, { mode: 'daily', now: NOW }));
    await openAttempt(db.kysely, attempt(null, id, { mode: 'daily', now: NOW + 1000 }));
    await openAttempt(db.kysely, attempt('ann', id, { now: NOW }));
    await purgeExpired(db.kysely, NOW + SIGNED_OUT_ATTEMPT_MS + 500);
    const left = await db.kysely.selectFrom('puzzle_attempts').select(['user_id', 'started_at']).execute();
    expect(left.sort((x, y) => x.started_at - y.started_at)).toEqual([
      { user_id: 'ann', started_at: NOW },
      { user_id: null, started_at: NOW + 1000 },
    ]);
  });

  test('a rated answer moves the player up when solved and down when missed, capped; the puzzle the other way', async () => {
    await addPuzzles(db.kysely, withRatings(PUZZLES.slice(0, 3), [1500]), { shipped: true, now: NOW });
    const solve = async (userId: string, puzzle: Puzzle, solved: boolean) => {
      const open = await openAttempt(db.kysely, attempt(userId, puzzle.id));
      return settleAnswer(db.kysely, open, { move: 0, hit: 0, solved }, NOW);
    };
    const up = await solve('ann', PUZZLES[0]!, true);
    if (up === 'answered') throw new Error('answered');
    // A newcomer's deviation would move it by far more: the cap holds it.
    expect(up.rating).toEqual({ before: 1500, after: 1500 + PUZZLE_RATING_CAP, change: PUZZLE_RATING_CAP });
    expect(up.puzzleRating).toBeLessThan(1500);
    const down = await solve('ann', PUZZLES[1]!, false);
    if (down === 'answered') throw new Error('answered');
    expect(down.rating?.change).toBeLessThan(0);
    expect(down.rating?.change).toBeGreaterThanOrEqual(-PUZZLE_RATING_CAP);
    expect(down.puzzleRating).toBeGreaterThan(1500);
    expect(Math.round((await playerRating(db.kysely, 'ann')).rating)).toBe(down.rating?.after);
    const board = await puzzleDashboard(db.kysely, 'ann');
    expect(board).toMatchObject({ rating: down.rating?.after, attempts: 2, solved: 1, provisional: true });
    const theme = PUZZLES[0]!.themes[0]!;
    expect(board.themes.find((t) => t.theme === theme)).toMatchObject({
      attempts: [PUZZLES[0]!, PUZZLES[1]!].filter((p) => p.themes.includes(theme)).length,
      solved: 1,
    });
    expect(board.recent.map((r) => r.puzzleId).sort()).toEqual([PUZZLES[0]!.id, PUZZLES[1]!.id].sort());

    // A second answered try of a puzzle is not rated, even opened as rated before the first was answered.
    const early = await openAttempt(db.kysely, attempt('bob', PUZZLES[2]!.id));
    const late = await openAttempt(db.kysely, attempt('bob', PUZZLES[2]!.id));
    expect(await settleAnswer(db.kysely, early, { move: 0, hit: 0, solved: false }, NOW)).toMatchObject({
      rating: { change: expect.any(Number) as number },
    });
    expect(await settleAnswer(db.kysely, late, { move: 0, hit: 0, solved: true }, NOW)).toMatchObject({
      rating: null,
    });
  });

  test('a streak grows with each solve and ends at the first miss, keeping the best', async () => {
    await addPuzzles(db.kysely, PUZZLES.slice(0, 4), { shipped: true, now: NOW });
    const answer = async (i: number, solved: boolean) => {
      const open = await openAttempt(
        db.kysely,
        attempt('cid', PUZZLES[i]!.id, { mode: 'streak', rated: false }),
      );
      return settleAnswer(db.kysely, open, { move: 0, hit: 0, solved }, NOW);
    };
    expect(await answer(0, true)).toMatchObject({ rating: null, streak: { count: 1, best: 1, over: false } });
    expect(await answer(1, true)).toMatchObject({ streak: { count: 2, best: 2, over: false } });
    expect(await answer(2, false)).toMatchObject({ streak: { count: 2, best: 2, over: true } });
    expect(await answer(3, true)).toMatchObject({ streak: { count: 1, best: 2, over: false } });
  });
});
