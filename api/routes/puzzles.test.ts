// The puzzle routes (issue 42) over the app: the daily puzzle (the same for two players and signed out, solved
// signed out unrated), every refusal (each a code, nothing changed), a rated answer moving the rating both ways
// and capped, only a first try rated, the streak ending at the first miss, choosing by rating and theme, the
// dashboard, the themes and a puzzle's page (never its solution). SQLite here, PostgreSQL in api-postgres.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  PUZZLE_RATING_CAP,
  type DailyPuzzle,
  type PuzzleAnswerResult,
  type PuzzleAttemptStarted,
  type PuzzleDashboard,
  type PuzzlePage,
  type PuzzleThemeCount,
} from '../../contract/puzzles';
import type { Puzzle, PuzzlePlan } from '../../engine';
import {
  findPuzzles,
  outOfRangeHit,
  rightPlan,
  unreachableMove,
  withRatings,
  wrongPlan,
} from '../../tests/kits/puzzles';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';
import { addPuzzles } from '../db/puzzles';
import { STREAK_START, STREAK_STEP } from './puzzles';

const RATINGS = [1000, 1100, 1200, 1300, 1400, 1450, 1500, 1550, 1600, 1700, 1800, 1900, 2000, 2100];
const PUZZLES = withRatings(findPuzzles(RATINGS.length), RATINGS);
const byId = new Map(PUZZLES.map((p) => [p.id, p]));

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  await addPuzzles(api.ctx.db.kysely, PUZZLES, { shipped: true, now: api.clock.now });
});
afterEach(async () => {
  await api.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, who?: SignedIn, payload?: object) =>
  api.app.inject({
    method,
    url,
    ...(who === undefined ? {} : { headers: who.headers }),
    ...(payload ? { payload } : {}),
  });
const refusal = async (res: Awaited<ReturnType<typeof call>>) => [
  res.statusCode,
  res.json<{ code: string }>().code,
];

async function start(who: SignedIn | undefined, body: object): Promise<PuzzleAttemptStarted> {
  const res = await call('POST', '/api/puzzles/attempts', who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PuzzleAttemptStarted>();
}
async function answer(
  who: SignedIn | undefined,
  attemptId: string,
  plan: PuzzlePlan,
): Promise<PuzzleAnswerResult> {
  const res = await call('POST', `/api/puzzles/attempts/${attemptId}/answer`, who, plan);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PuzzleAnswerResult>();
}
const puzzleOf = (started: PuzzleAttemptStarted): Puzzle => byId.get(started.puzzle.id)!;
const dashboard = async (who: SignedIn) =>
  (await call('GET', '/api/puzzles/dashboard', who)).json<PuzzleDashboard>();

describe('the daily puzzle', () => {
  test('the same for two players and signed out, solved signed out without a rating', async () => {
    const ann = await api.signIn('ann');
    const bob = await api.signIn('bob');
    const seen = await Promise.all(
      [ann, bob, undefined].map(async (who) =>
        (await call('GET', '/api/puzzles/daily', who)).json<DailyPuzzle>(),
      ),
    );
    expect(seen[0]!.date).toBe(new Date(api.clock.now).toISOString().slice(0, 10));
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(Object.keys(seen[0]!.puzzle).sort()).toEqual(['id', 'position']);

    const open = await start(undefined, { mode: 'daily' });
    expect(open).toMatchObject({ puzzle: seen[0]!.puzzle, rated: false, yourRating: null, streak: null });
    const puzzle = puzzleOf(open);
    const result = await answer(undefined, open.attemptId, rightPlan(puzzle));
    expect(result).toMatchObject({
      solved: true,
      rating: null,
      solution: puzzle.solution,
      themes: puzzle.themes,
      source: puzzle.source,
      judgement: { solved: true, refutation: null },
    });
    expect(result.judgement.replies.length).toBeGreaterThan(0);
    // Signed in, the daily puzzle is rated (a first try), and the same one.
    const annOpen = await start(ann, { mode: 'daily' });
    expect([annOpen.puzzle.id, annOpen.rated, annOpen.yourRating]).toEqual([seen[0]!.puzzle.id, true, 1500]);
    // The next day has its own.
    api.clock.now += 86_400_000;
    const tomorrow = (await call('GET', '/api/puzzles/daily')).json<DailyPuzzle>();
    expect(tomorrow.date).not.toBe(seen[0]!.date);
  });

  test('a wrong answer shows the refutation and the solution', async () => {
    const open = await start(undefined, { mode: 'daily' });
    const puzzle = puzzleOf(open);
    const result = await answer(undefined, open.attemptId, wrongPlan(puzzle));
    expect(result.solved).toBe(false);
    expect(result.judgement.refutation).not.toBeNull();
    expect(result.solution).toEqual(puzzle.solution);
  });
});

describe('refusals: each a code, nothing changed', () => {
  test('unknown puzzle, unknown attempt, another player’s attempt, signed-out modes', async () => {
    const ann = await api.signIn('ann');
    const bob = await api.signIn('bob');
    expect(await refusal(await call('GET', '/api/puzzles/nope'))).toEqual([404, 'puzzle/unknown']);
    expect(
      await refusal(await call('POST', '/api/puzzles/attempts', ann, { mode: 'id', puzzleId: 'nope' })),
    ).toEqual([404, 'puzzle/unknown']);
    expect(
      await refusal(await call('POST', '/api/puzzles/attempts/nope/answer', ann, { move: 1, hit: 2 })),
    ).toEqual([404, 'puzzle/attempt-unknown']);
    for (const mode of ['next', 'streak', 'theme'])
      expect(
        await refusal(await call('POST', '/api/puzzles/attempts', undefined, { mode, theme: 'escape' })),
      ).toEqual([401, 'auth/signed-out']);
    expect(await refusal(await call('GET', '/api/puzzles/dashboard'))).toEqual([401, 'auth/signed-out']);

    const mine = await start(ann, { mode: 'next' });
    const plan = rightPlan(puzzleOf(mine));
    const url = `/api/puzzles/attempts/${mine.attemptId}/answer`;
    expect(await refusal(await call('POST', url, bob, plan))).toEqual([403, 'puzzle/not-yours']);
    expect(await refusal(await call('POST', url, undefined, plan))).toEqual([401, 'auth/signed-out']);
    // Still Ann's to answer, rated.
    expect((await answer(ann, mine.attemptId, plan)).rating?.change).toBe(PUZZLE_RATING_CAP);
  });

  test('malformed answers, a claimed rating, illegal plans and a second answer', async () => {
    const ann = await api.signIn('ann');
    const open = await start(ann, { mode: 'next' });
    const puzzle = puzzleOf(open);
    const url = `/api/puzzles/attempts/${open.attemptId}/answer`;
    const right = rightPlan(puzzle);
    for (const body of [
      { move: right.move },
      { move: String(right.move), hit: right.hit },
      { move: 64, hit: right.hit },
      { move: right.move, hit: -1 },
      { move: 1.5, hit: right.hit },
      // The client never says what its answer did: a rating, a result, a change are refused.
      { ...right, rating: 3000 },
      { ...right, solved: true },
      { ...right, change: 60 },
    ])
      expect(await refusal(await call('POST', url, ann, body))).toEqual([400, 'request/invalid']);
    expect(await refusal(await call('POST', url, ann, { move: unreachableMove(puzzle), hit: 0 }))).toEqual([
      400,
      'puzzle/bad-move',
    ]);
    expect(
      await refusal(await call('POST', url, ann, { move: right.move, hit: outOfRangeHit(puzzle) })),
    ).toEqual([400, 'puzzle/bad-hit']);
    expect(await dashboard(ann)).toMatchObject({ rating: 1500, attempts: 0 });
    // None of those answered it: it is still open, and answers once.
    const first = await answer(ann, open.attemptId, right);
    expect(first.rating).toEqual({
      before: 1500,
      after: 1500 + PUZZLE_RATING_CAP,
      change: PUZZLE_RATING_CAP,
    });
    expect(await refusal(await call('POST', url, ann, wrongPlan(puzzle)))).toEqual([409, 'puzzle/answered']);
    expect(await dashboard(ann)).toMatchObject({ rating: 1500 + PUZZLE_RATING_CAP, attempts: 1, solved: 1 });
    const page = (await call('GET', `/api/puzzles/${puzzle.id}`)).json<PuzzlePage>();
    expect([page.attempts, page.solved]).toEqual([1, 1]);
    // Mode `theme` needs its theme, mode `id` its puzzle; an unknown mode or theme fails the schema.
    for (const body of [
      { mode: 'theme' },
      { mode: 'id' },
      { mode: 'best' },
      { mode: 'theme', theme: 'nope' },
    ])
      expect(await refusal(await call('POST', '/api/puzzles/attempts', ann, body))).toEqual([
        400,
        'request/invalid',
      ]);
    expect(
      await refusal(await call('POST', '/api/puzzles/attempts', ann, { mode: 'next', rating: 2500 })),
    ).toEqual([400, 'request/invalid']);
  });
});

test('two answers at the same instant: one is settled, the other refused, the rating moved once', async () => {
  const ann = await api.signIn('ann');
  const open = await start(ann, { mode: 'next' });
  const url = `/api/puzzles/attempts/${open.attemptId}/answer`;
  const both = await Promise.all([
    call('POST', url, ann, rightPlan(puzzleOf(open))),
    call('POST', url, ann, wrongPlan(puzzleOf(open))),
  ]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(both.find((r) => r.statusCode === 409)?.json<{ code: string }>().code).toBe('puzzle/answered');
  const settled = both.find((r) => r.statusCode === 200)!.json<PuzzleAnswerResult>();
  expect(await dashboard(ann)).toMatchObject({ attempts: 1, rating: settled.rating!.after });
  const page = (await call('GET', `/api/puzzles/${open.puzzle.id}`)).json<PuzzlePage>();
  expect(page.attempts).toBe(1);
});

describe('rated attempts', () => {
  test('the rating moves up on a solve and down on a miss, capped; the puzzle the other way; a second try unrated', async () => {
    const ann = await api.signIn('ann');
    const first = await start(ann, { mode: 'next' });
    expect([first.rated, first.yourRating]).toEqual([true, 1500]);
    // Near the rating, untried.
    expect(Math.abs(puzzleOf(first).rating - 1500)).toBeLessThanOrEqual(100);
    // Asked again before answering: the same attempt (no skipping a hard puzzle).
    expect((await start(ann, { mode: 'next' })).attemptId).toBe(first.attemptId);
    const up = await answer(ann, first.attemptId, rightPlan(puzzleOf(first)));
    expect(up.rating).toEqual({ before: 1500, after: 1560, change: 60 });
    expect(up.puzzleRating).toBeLessThan(puzzleOf(first).rating);
    api.clock.now += 1000;

    const second = await start(ann, { mode: 'next' });
    expect(second.puzzle.id).not.toBe(first.puzzle.id);
    expect(second.yourRating).toBe(1560);
    const down = await answer(ann, second.attemptId, wrongPlan(puzzleOf(second)));
    expect(down.rating!.change).toBeLessThan(0);
    expect(down.rating!.change).toBeGreaterThanOrEqual(-PUZZLE_RATING_CAP);
    expect(down.rating!.before).toBe(1560);
    expect(down.puzzleRating).toBeGreaterThan(puzzleOf(second).rating);
    api.clock.now += 1000;

    // The same puzzle again (by its id): unrated.
    const again = await start(ann, { mode: 'id', puzzleId: first.puzzle.id });
    expect(again.rated).toBe(false);
    expect((await answer(ann, again.attemptId, rightPlan(puzzleOf(again)))).rating).toBeNull();

    const board = await dashboard(ann);
    expect(board).toMatchObject({ rating: down.rating!.after, attempts: 3, solved: 2, provisional: true });
    expect(board.recent.map((r) => [r.puzzleId, r.solved, r.change])).toEqual([
      [first.puzzle.id, true, null],
      [second.puzzle.id, false, down.rating!.change],
      [first.puzzle.id, true, 60],
    ]);
    const theme = puzzleOf(first).themes[0]!;
    expect(board.themes.find((t) => t.theme === theme)?.attempts).toBeGreaterThanOrEqual(2);
  });

  test('a theme: puzzles of it only', async () => {
    const ann = await api.signIn('ann');
    const theme = PUZZLES[0]!.themes[0]!;
    const open = await start(ann, { mode: 'theme', theme });
    expect([open.theme, open.rated]).toEqual([theme, true]);
    expect(puzzleOf(open).themes).toContain(theme);
    const counts = (await call('GET', '/api/puzzles/themes')).json<PuzzleThemeCount[]>();
    expect(counts.find((c) => c.theme === theme)?.count).toBe(
      PUZZLES.filter((p) => p.themes.includes(theme)).length,
    );
    expect(counts).toHaveLength(8);
  });

  test('the streak: harder after each solve, unrated, over at the first miss with the best kept', async () => {
    const ann = await api.signIn('ann');
    const ratings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const open = await start(ann, { mode: 'streak' });
      expect([open.streak, open.rated]).toEqual([i, false]);
      ratings.push(puzzleOf(open).rating);
      const result = await answer(ann, open.attemptId, rightPlan(puzzleOf(open)));
      expect(result.streak).toEqual({ count: i + 1, best: i + 1, over: false });
      expect(result.rating).toBeNull();
    }
    expect(Math.abs(ratings[0]! - STREAK_START)).toBeLessThanOrEqual(150);
    expect(ratings[2]! - ratings[0]!).toBeGreaterThanOrEqual(2 * STREAK_STEP - 100);
    const miss = await start(ann, { mode: 'streak' });
    expect((await answer(ann, miss.attemptId, wrongPlan(puzzleOf(miss)))).streak).toEqual({
      count: 3,
      best: 3,
      over: true,
    });
    const again = await start(ann, { mode: 'streak' });
    expect(again.streak).toBe(0);
    expect(await dashboard(ann)).toMatchObject({ streakBest: 3, streakCurrent: 0, rating: 1500 });
  });
});

test('a puzzle’s page: position, rating, attempts and source, never its solution or themes', async () => {
  const puzzle = PUZZLES[3]!;
  const res = await call('GET', `/api/puzzles/${puzzle.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.json<PuzzlePage>()).toEqual({
    puzzle: { id: puzzle.id, position: puzzle.position },
    rating: puzzle.rating,
    attempts: 0,
    solved: 0,
    source: puzzle.source,
  });
  expect(res.body).not.toMatch(/solution|hits|themes/);
});
