// The crash watch on a real database (SQLite here) and timers driven by hand: the heartbeat, the sweep of a dead
// process's games (once across two survivors, only when the second sign says gone), a restarted process's first
// sweep, a clean stop, and the lease: a process that cannot renew its heartbeat stops hosting before STALE_MS.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PHASE_DURATIONS_MS } from '../../engine';
import { openTestDb } from '../kits/testHarness';
import type { Db } from '../../api/db/connect';
import { noteStarted } from '../../api/db/hostedGames';
import {
  CrashWatch,
  HEARTBEAT_MS,
  LEASE_MS,
  STALE_MS,
  SWEEP_MS,
  type WatchTimers,
} from '../../rooms/scaleOut/crashWatch';
import type { HostCheck } from '../../rooms/scaleOut/hostAlive';
import { crashStore } from '../../rooms/store/crashStore';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.close();
});

/** Timers the test runs by hand; `every` remembers each loop's period and whether it was stopped. */
function handTimers(clock = { elapsed: 0 }) {
  const loops: { ms: () => number; run: () => void; stopped: boolean }[] = [];
  const timers: WatchTimers = {
    elapsed: () => clock.elapsed,
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

/** The second sign: the processes in `alive` answer on the presence, every other is gone. */
const answering = (...alive: string[]): HostCheck & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    gone: (id) => {
      asked.push(id);
      return Promise.resolve(!alive.includes(id));
    },
  };
};

const heartbeats = async () =>
  (await db.kysely.selectFrom('live_processes').select('process_id').orderBy('process_id').execute()).map(
    (r) => r.process_id,
  );

/** Process `processId`'s heartbeat as stamped `agoMs` before now (the database's clock is this machine's). */
async function lastSeen(processId: string, agoMs: number): Promise<void> {
  await db.kysely
    .insertInto('live_processes')
    .values({ process_id: processId, seen_at: Date.now() - agoMs })
    .onConflict((oc) => oc.column('process_id').doUpdateSet({ seen_at: Date.now() - agoMs }))
    .execute();
}

async function started(id: string, processId: string): Promise<void> {
  await noteStarted(db.kysely, processId, {
    id,
    mode: 'h1a1',
    seed: 'aa'.repeat(32),
    salt: 's',
    seedCommitment: 'c',
    durations: PHASE_DURATIONS_MS,
    startedAt: Date.now() - 60_000,
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
  const watch = new CrashWatch(crashStore(db.kysely, 'me'), answering('me'), timers);
  await watch.start();
  expect(await heartbeats()).toEqual(['me']);
  await watch.sweep();
  expect(await reasons()).toEqual(['old-1 no-contest']);
  // A heartbeat every HEARTBEAT_MS; sweeps every SWEEP_MS ± 1 s.
  expect(loops[0]!.ms()).toBe(HEARTBEAT_MS);
  for (let i = 0; i < 20; i++) expect(Math.abs(loops[1]!.ms() - SWEEP_MS)).toBeLessThanOrEqual(1000);
  await watch.stop();
});

test('a process stale by the database’s clock and silent on the presence: its games are recorded once though two survivors sweep at once', async () => {
  await started('g1', 'dying');
  await started('g2', 'dying');
  const s1 = new CrashWatch(crashStore(db.kysely, 's1'), answering('s1', 's2'), handTimers().timers);
  const s2 = new CrashWatch(crashStore(db.kysely, 's2'), answering('s1', 's2'), handTimers().timers);
  await Promise.all([s1.start(), s2.start()]);
  // Seen just under STALE_MS ago: still alive.
  await lastSeen('dying', STALE_MS - 1000);
  expect([await s1.sweep(), await s2.sweep()]).toEqual([0, 0]);
  await lastSeen('dying', STALE_MS + 1000);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const counts = await Promise.all([s1.sweep(), s2.sweep()]);
  expect(counts[0] + counts[1]).toBe(2);
  expect(await reasons()).toEqual(['g1 no-contest', 'g2 no-contest']);
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(/games of a stopped process recorded as no contest/),
  );
  await Promise.all([s1.stop(), s2.stop()]);
});

test('a stale heartbeat alone claims nothing: a process that still answers on the presence keeps its games', async () => {
  // Issue 35: its pool held by a flood (or its clock wrong before heartbeats were the database's), it played on.
  await started('g1', 'starved');
  await lastSeen('starved', 60_000);
  const check = answering('me', 'starved');
  const watch = new CrashWatch(crashStore(db.kysely, 'me'), check, handTimers().timers);
  await watch.start();
  expect(await watch.sweep()).toBe(0);
  expect(check.asked).toContain('starved');
  expect(await reasons()).toEqual([]);
  // Fresh heartbeats are never asked about.
  await lastSeen('starved', 0);
  check.asked.length = 0;
  await watch.sweep();
  expect(check.asked).toEqual([]);
  await watch.stop();
});

test('the lease: a process whose heartbeat cannot be renewed ends its games itself, before a survivor could take it for dead', async () => {
  expect(LEASE_MS + HEARTBEAT_MS).toBeLessThan(STALE_MS);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = crashStore(db.kysely, 'me');
  let failing = false;
  const beat = store.beat.bind(store);
  store.beat = () => (failing ? Promise.reject(new Error('the database cannot be reached')) : beat());
  const { timers, loops, clock } = handTimers();
  let fenced = 0;
  const watch = new CrashWatch(store, answering('me'), timers, {
    fenced: () => {
      fenced += 1;
    },
  });
  await watch.start();
  const tick = async () => {
    clock.elapsed += HEARTBEAT_MS;
    loops[0]!.run();
    await vi.waitFor(() => undefined);
    await new Promise((r) => setImmediate(r));
  };
  await tick();
  expect(watch.holdsLease()).toBe(true);
  // The last renewal was sent at 2 s; beats fail from then on.
  failing = true;
  for (let at = 4000; at <= 2000 + LEASE_MS; at += HEARTBEAT_MS) {
    await tick();
    expect(fenced).toBe(0);
  }
  // The first heartbeat after the lease (at most LEASE_MS + HEARTBEAT_MS after the last renewal was sent).
  await tick();
  expect(clock.elapsed - 2000).toBeLessThanOrEqual(LEASE_MS + HEARTBEAT_MS);
  expect(fenced).toBe(1);
  expect(watch.holdsLease()).toBe(false);
  // Once per lapse; renewed, it holds its lease again.
  await tick();
  expect(fenced).toBe(1);
  failing = false;
  await tick();
  expect(watch.holdsLease()).toBe(true);
  expect(errors).toHaveBeenCalledWith(expect.stringMatching(/not renewed within its lease/));
  await watch.stop();
});

test('a pause longer than the lease: the first heartbeat after it ends the games here before beating', async () => {
  const { timers, loops, clock } = handTimers();
  const order: string[] = [];
  const store = crashStore(db.kysely, 'me');
  const beat = store.beat.bind(store);
  store.beat = () => {
    order.push('beat');
    return beat();
  };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const watch = new CrashWatch(store, answering('me'), timers, { fenced: () => order.push('fenced') });
  await watch.start();
  order.length = 0;
  // SIGSTOP for 15 s: the monotonic clock went on.
  clock.elapsed += 15_000;
  loops[0]!.run();
  expect(order).toEqual(['fenced', 'beat']);
  await watch.stop();
});

test('a clean stop ends its loops and takes its heartbeat away', async () => {
  const { timers, loops } = handTimers();
  const watch = new CrashWatch(crashStore(db.kysely, 'me'), answering('me'), timers);
  await watch.start();
  await watch.stop();
  expect(loops.map((l) => l.stopped)).toEqual([true, true]);
  expect(await heartbeats()).toEqual([]);
});

test('a failing database: the sweep and the heartbeat log it and never throw', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = crashStore(db.kysely, 'me');
  const { timers, loops } = handTimers();
  const watch = new CrashWatch(store, answering('me'), timers);
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
  const watch = new CrashWatch(crashStore(db.kysely, 'me'), answering('me'), handTimers().timers);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await watch.start();
  expect(await watch.sweep()).toBe(2001);
  await watch.stop();
});
