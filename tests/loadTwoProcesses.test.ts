// The load benchmark's two-process run at small scale: 10 public games at full pace through two server
// processes sharing PostgreSQL and Redis, joined through both addresses; every game finishes with a result.
import { afterAll, expect, test } from 'vitest';
import { killChildren, runLoad } from './bench/loadRun';

afterAll(() => {
  killChildren();
});

test('ten games at full pace across two processes all finish, each with a result, and are stored', async () => {
  const r = await runLoad(
    {
      kind: 'two',
      games: 10,
      rampMs: 1000,
      settleMs: 500,
      measureMs: 1500,
      drainMs: 25_000,
      // Each turn's reveal lasts 200 ms instead of 3 s, so a game takes about 2 s.
      revealMs: 200,
    },
    9,
  );
  // No message was refused. (A matchmaking call that fails is retried by its bot a second later, and the bench
  // reports how many did; what counts here is that every game that started finished.)
  expect(r.roomErrors, r.firstError).toBe(0);
  expect(r.started).toBeGreaterThanOrEqual(10);
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
}, 60_000);
