// The product server for the load benchmark (bundled by tests/bench/loadRun.ts's serverScript and run by node): server/startServer.ts's
// startServer as `npm start` runs it, with the budgets a thousand bots on one address need raised (they have no
// environment variables of their own). Reads DATABASE_URL, PORT, HOST, REDIS_URL, PUBLIC_ADDRESS like
// server/main.ts (server/config.ts); LOAD_DRAIN_MS is the SIGTERM drain's DRAIN_MS (0, no drain, by default); LOAD_REVEAL_MS shortens the reveal (the small-scale test only), LOAD_SERVER_MODULE swaps the
// server module (below); LOAD_ARENA_WAVES=<file> appends each arena pairing wave's timing to that file (below).
// Prints `listening <url>`.
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LIMITS, type RoomLimits } from '../../rooms/limits/limits';
import { loadServerConfig, serverOptions } from '../../server/config';
import type { WaveTiming } from '../../rooms/arena/director';
import { closeOnSignals } from '../../server/signals';
import { exitWithParent } from './exitWithParent';

exitWithParent();

const MANY = 1_000_000;

/** Every per-IP and per-user budget out of the way: all bots share 127.0.0.1. */
export const LOAD_LIMITS: RoomLimits = {
  ...DEFAULT_LIMITS,
  matchmakePerMinute: { ip: MANY, user: MANY },
  createPerMinute: { ip: MANY, user: MANY },
  joinByCodePerMinute: { ip: MANY, user: MANY },
  liveRoomsPerUser: 1000,
  // The spectator run's one game watched by 1,000 (the product admits 50).
  spectatorsPerRoom: 5000,
};

/**
 * The server module: server/startServer.ts (bundled with this file) by default; LOAD_SERVER_MODULE names another build
 * of it (e.g. compiled JavaScript, `dist/server/startServer.js`) exporting the same startServer.
 */
type ServerModule = typeof import('../../server/startServer');
const entry = process.env.LOAD_SERVER_MODULE;
const { startServer } = (await (entry === undefined || entry === ''
  ? import('../../server/startServer')
  : import(pathToFileURL(resolve(entry)).href))) as ServerModule;

const reveal = Number(process.env.LOAD_REVEAL_MS ?? 0);
// The arena bench (LOAD_ARENA_WAVES=<file>): every pairing wave this process's directors make, one JSON line each
// ({t, arena, ms, matchMs, pairs, free}: when, which arena, the wave's time, the matching's alone, the pairs written,
// the free players it had).
const waves = process.env.LOAD_ARENA_WAVES;
const server = await startServer({
  ...serverOptions(loadServerConfig(process.env)),
  logger: false,
  services: {
    limits: LOAD_LIMITS,
    ...(reveal > 0 ? { durations: { reveal } } : {}),
  },
  ...(waves === undefined || waves === ''
    ? {}
    : {
        arenas: {
          onWave: (arena: string, timing: WaveTiming) => {
            appendFileSync(waves, `${JSON.stringify({ t: Date.now(), arena, ...timing })}\n`);
          },
        },
      }),
});
// SIGTERM stops at once (no drain): the run's games are over by then, and a stuck one must not hold the bench.
// LOAD_DRAIN_MS (the SIGTERM run) drains as DRAIN_MS does in production.
closeOnSignals(server, Number(process.env.LOAD_DRAIN_MS ?? 0) || 0);
console.log(`listening ${server.url}`);

// Diagnostics (LOAD_DIAG=<file>): every second, the event loop's utilisation and delay (p50/p99/max ms) and the time spent in
// garbage collection, appended as JSON lines, to tell a stalled loop from a slow path.
const diag = process.env.LOAD_DIAG;
if (diag !== undefined && diag !== '') {
  const { monitorEventLoopDelay, performance, PerformanceObserver } = await import('node:perf_hooks');
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let elu = performance.eventLoopUtilization();
  let gcMs = 0;
  let gcMax = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcMs += e.duration;
      gcMax = Math.max(gcMax, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    appendFileSync(
      diag,
      JSON.stringify({
        t: Date.now(),
        elu: Math.round(100 * performance.eventLoopUtilization(elu).utilization),
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
        gcMs: Math.round(gcMs),
        gcMax: Math.round(gcMax),
      }) + '\n',
    );
    elu = performance.eventLoopUtilization();
    delay.reset();
    gcMs = 0;
    gcMax = 0;
  }, 1000).unref();
}
