// The load benchmark's SIGTERM run at the smallest useful scale: public games at full pace through three server
// processes sharing PostgreSQL and Redis, the last sent SIGTERM mid-window: it drains (exit 0), no game starts on
// it afterwards, no game is lost (each finishes or is stored) and every game is stored. The full run (1,000
// games) is measured by `npm run bench -- load-scale` (tests/bench/loadScaleBench.ts).
import { afterAll, expect, test } from 'vitest';
import { killChildren, runLoad, whatFailed } from './bench/loadRun';

afterAll(() => {
  killChildren();
});

test('a process sent SIGTERM mid-run drains: its games are kept, new games go to the other two', async () => {
  const r = await runLoad(
    {
      kind: 'many',
      processes: 3,
      games: 6,
      rampMs: 400,
      settleMs: 300,
      // 6 s: a clean-clone run on a busy host started only 4 games in a 3 s window.
      measureMs: 6000,
      drainMs: 20_000,
      // Each turn's reveal lasts 200 ms instead of 3 s, so a game takes about 2 s.
      revealMs: 200,
      fault: { signal: 'SIGTERM', atMs: 1000, drainMs: 10_000 },
    },
    // A Redis database of its own (the two-process test uses 9).
    10,
  );
  const f = r.fault!;
  expect(f.exitCode).toBe(0);
  expect(f.exitAfterMs).toBeLessThan(10_000);
  expect(f.startedOnVictimAfter).toBe(0);
  expect(r.roomErrors, whatFailed(r)).toBe(0);
  // The bots stop asking through its address at the signal, as a load balancer would: no join fails.
  expect(r.joinErrors, whatFailed(r)).toBe(0);
  expect(r.started).toBeGreaterThanOrEqual(6);
  expect(r.lost, JSON.stringify({ lost: r.lostGames, fault: f })).toBe(0);
  expect(r.stored).toBe(r.started);
}, 90_000);
