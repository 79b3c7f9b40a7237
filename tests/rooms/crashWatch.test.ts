// The crash watch on a real database (SQLite here) and timers driven by hand: the heartbeat, the sweep of a dead
// process's games (once across two survivors), a restarted process's first sweep, a clean stop.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PHASE_DURATIONS_MS } from '../../engine';
import { openTestDb } from '../kits/testHarness';
import type { Db } from '../../api/db/connect';
import { noteStarted } from '../../api/db/hostedGames';
import { CrashWatch, HEARTBEAT_MS, STALE_MS, SWEEP_MS, type WatchTimers } from '../../rooms/crashWatch';
import { crashStore } from '../../rooms/store';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.close();
});

const T = 1_800_000_000_000;

/** Timers the test runs by hand; `every` remembers each loop's period and whether it was stopped. */
function handTimers(clock = { now: T }) {
  const loops: { ms: () => number; run: () => void; stopped: boolean }[] = [];
  const timers: WatchTimers = {
    now: () => clock.now,
    every(ms, run) {
      const loop = { ms, run, stopped: false };
      loops.push(loop);
      return () => {
        loop.stopped = true;
      };
    },
  };
  return { timers, loops, clock };
}

const heartbeats = async () =>
  Object.fromEntries(
    (await db.kysely.selectFrom('live_processes').selectAll().execute()).map((r) => [
      r.process_id,
      r.seen_at,
    ]),
  );

async function started(id: string, processId: string): Promise<void> {
  await noteStarted(db.kysely, processId, {
    id,
    mode: 'h1a1',
    seed: 'aa'.repeat(32),
    salt: 's',
    seedCommitment: 'c',
    durations: PHASE_DURATIONS_MS,
    startedAt: T - 60_000,
    players: {
      A: { username: 'ann', name: 'Ann', userId: 'u-ann' },
      B: { username: 'Bot ai', name: 'Bot', aiLevel: 'random' },
    },
  });
}

const reasons = async () =>
  (await db.kysely.selectFrom('games').select(['id', 'reason']).orderBy('id').execute()).map(
    (g) => `${g.id} ${g.reason}`,
  );

test('it beats before anything else, and its first sweep records a previous run’s games (restart)', async () => {
  await started('old-1', 'previous-run');
  const { timers, loops } = handTimers();
  const watch = new CrashWatch(crashStore(db.kysely, 'me'), timers);
  await watch.start();
  expect(await heartbeats()).toEqual({ me: T });
  await watch.sweep();
  expect(await reasons()).toEqual(['old-1 no-contest']);
  // A heartbeat every HEARTBEAT_MS; sweeps every SWEEP_MS ± 1 s.
  expect(loops[0]!.ms()).toBe(HEARTBEAT_MS);
  for (let i = 0; i < 20; i++) expect(Math.abs(loops[1]!.ms() - SWEEP_MS)).toBeLessThanOrEqual(1000);
  await watch.stop();
});

test('a process not seen for STALE_MS: its games are recorded once though two survivors sweep at once', async () => {
  const clock = { now: T };
  const dying = new CrashWatch(crashStore(db.kysely, 'dying'), handTimers(clock).timers);
  await dying.start();
  await started('g1', 'dying');
  await started('g2', 'dying');
  const s1 = new CrashWatch(crashStore(db.kysely, 's1'), handTimers(clock).timers);
  const s2 = new CrashWatch(crashStore(db.kysely, 's2'), handTimers(clock).timers);
  await Promise.all([s1.start(), s2.start()]);
  // Seen STALE_MS ago: still alive.
  clock.now = T + STALE_MS;
  expect([await s1.sweep(), await s2.sweep()]).toEqual([0, 0]);
  clock.now = T + STALE_MS + 1;
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const counts = await Promise.all([s1.sweep(), s2.sweep()]);
  expect(counts[0] + counts[1]).toBe(2);
  expect(await reasons()).toEqual(['g1 no-contest', 'g2 no-contest']);
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(/games of a stopped process recorded as no contest/),
  );
  await Promise.all([s1.stop(), s2.stop()]);
});

test('a clean stop ends its loops and takes its heartbeat away', async () => {
  const { timers, loops } = handTimers();
  const watch = new CrashWatch(crashStore(db.kysely, 'me'), timers);
  await watch.start();
  await watch.stop();
  expect(loops.map((l) => l.stopped)).toEqual([true, true]);
  expect(await heartbeats()).toEqual({});
});

test('a failing database: the sweep and the heartbeat log it and never throw', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = crashStore(db.kysely, 'me');
  const { timers, loops } = handTimers();
  const watch = new CrashWatch(store, timers);
  await watch.start();
  await db.close();
  expect(await watch.sweep()).toBe(0);
  loops[0]!.run();
  await vi.waitFor(() => {
    expect(errors).toHaveBeenCalledTimes(2);
  });
  db = await openTestDb();
});

test('a process that hosted more games than one page: one sweep records them all', async () => {
  const starts = [];
  for (let i = 0; i < 2001; i++) starts.push(started(`g${String(i).padStart(4, '0')}`, 'big-dead'));
  await Promise.all(starts);
  const watch = new CrashWatch(crashStore(db.kysely, 'me'), handTimers().timers);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await watch.start();
  expect(await watch.sweep()).toBe(2001);
  await watch.stop();
});
