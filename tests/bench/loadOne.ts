// One load run from the command line, for profiling (not part of `npm run bench`):
// `node --import tsx tests/bench/loadOne.ts <octoduel|bare|two> <games> [measure s]`, with LOAD_CPU_PROF=<dir> to
// profile the server process(es) and LOAD_DIAG=<file> for their event-loop delay and GC time every 5 s.
import { guardChildren, runLoad, type ServerKind } from './loadRun';

guardChildren();
const [kind = 'octoduel', games = '1000', measure = '30'] = process.argv.slice(2);
const n = Number(games);
const result = await runLoad({
  kind: kind as ServerKind,
  games: n,
  rampMs: Math.max(5000, n * 10),
  settleMs: 10_000,
  measureMs: Number(measure) * 1000,
  drainMs: 60_000,
  ...(process.env.LOAD_BOTS_PER_PROCESS ? { botsPerProcess: Number(process.env.LOAD_BOTS_PER_PROCESS) } : {}),
});
console.log(JSON.stringify(result, null, 1));
process.exit(0);
