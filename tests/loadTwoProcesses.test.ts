// The load benchmark's two-process run at the smallest useful scale: 4 public games at full pace through two
// server processes sharing PostgreSQL and Redis, joined through both addresses; every game finishes with a
// result. The full multi-process load (500 games) is measured by `npm run bench` (tests/bench/loadBench.ts).
import { afterAll, expect, test } from 'vitest';
import { killChildren, runLoad, type LoadResult } from './bench/loadRun';

afterAll(() => {
  killChildren();
});

const GAMES = 4;

/** One small two-process run (Redis database 9). */
const run = () =>
  runLoad(
    {
      kind: 'two',
      games: GAMES,
      rampMs: 400,
      settleMs: 300,
      measureMs: 1000,
      drainMs: 20_000,
      // Each turn's reveal lasts 200 ms instead of 3 s, so a game takes about 2 s.
      revealMs: 200,
    },
    9,
  );

test('four games at full pace across two processes all finish, each with a result, and are stored', async () => {
  let r: LoadResult = await run();
  // A join that loses the known cross-process join race (issue 27) leaves a game unstarted in the window: run
  // once more rather than fail on that race (what is asserted below is unchanged).
  if (r.started < GAMES || Object.keys(r.gamesPerProcess).length < 2) r = await run();
  // No message was refused. (A matchmaking call that fails is retried by its bot a second later, and the bench
  // reports how many did; what counts here is that every game that started finished.)
  expect(r.roomErrors, r.firstError).toBe(0);
  expect(r.started).toBeGreaterThanOrEqual(GAMES);
  expect(r.lost).toBe(0);
  expect(r.finished).toBe(r.started);
  // Every player of every game was told the game's result (all draws: the bots never hit each other).
  expect(r.results).toEqual({ draw: 2 * r.started });
  expect(r.stored).toBe(r.started);
  // Matchmaking placed games on both processes.
  const perProcess = Object.values(r.gamesPerProcess);
  expect(perProcess).toHaveLength(2);
  expect(perProcess.every((n) => n > 0)).toBe(true);
  expect(r.p99).toBeGreaterThanOrEqual(0);
}, 90_000);
