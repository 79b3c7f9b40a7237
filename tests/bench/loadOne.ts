// One load run from the command line, for profiling and quick tries (not part of `npm run bench`):
// `node --import tsx tests/bench/loadOne.ts <octoduel|bare|two|many> <games> [measure s]`, with LOAD_CPU_PROF=<dir> to
// profile the server process(es) and LOAD_DIAG=<file> for their event-loop delay and GC time every 5 s. For `many`:
// LOAD_PROCESSES (3), LOAD_FAULT=SIGTERM|SIGKILL (the last process, mid-window; SIGTERM drains for 45 s) and
// LOAD_SPECTATORS=<n> (one more game watched by n spectators). LOAD_BOTS=heavy for bots that decode as the browser
// does (light by default; tests/bench/loadBots.ts).
import { guardChildren, runLoad, type ServerKind } from './loadRun';

guardChildren();
const [kind = 'octoduel', games = '1000', measure = '30'] = process.argv.slice(2);
const n = Number(games);
const fault = process.env.LOAD_FAULT;
const spectators = Number(process.env.LOAD_SPECTATORS ?? 0);
const result = await runLoad({
  kind: kind as ServerKind,
  games: n,
  rampMs: Math.max(5000, (2 * n + spectators) * 5),
  settleMs: 10_000,
  measureMs: Number(measure) * 1000,
  drainMs: 60_000,
  ...(process.env.LOAD_BOTS_PER_PROCESS ? { botsPerProcess: Number(process.env.LOAD_BOTS_PER_PROCESS) } : {}),
  ...(kind === 'many' ? { processes: Number(process.env.LOAD_PROCESSES ?? 3) } : {}),
  ...(fault === 'SIGTERM' || fault === 'SIGKILL'
    ? { fault: { signal: fault, atMs: (Number(measure) * 1000) / 2, drainMs: 45_000 } }
    : {}),
  ...(spectators > 0 ? { spectators } : {}),
  ...(process.env.LOAD_BOTS === 'heavy' ? { bots: 'heavy' as const } : {}),
});
console.log(JSON.stringify(result, null, 1));
process.exit(0);
