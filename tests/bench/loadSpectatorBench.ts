// `npm run bench -- load-spectators`: 500 games played at full pace and one more game watched by 1,000
// spectators (tests/bench/loadSpectators.ts), across three product processes on Redis + PostgreSQL (issue 27).
// LOAD_SPECTATOR_GAMES (500), LOAD_SPECTATORS (1000), LOAD_SPECTATOR_PROCESSES (3) and LOAD_MEASURE_S (60) make a
// smaller run.
import { cpus } from 'node:os';
import { MEASURE_S, measure, ms, numbers, ok, options, row, verdict } from './loadBench';
import { guardChildren, type LoadOptions } from './loadRun';
import type { Bench } from './types';

const GAMES = numbers(process.env.LOAD_SPECTATOR_GAMES, [500])[0] ?? 500;
const SPECTATORS = numbers(process.env.LOAD_SPECTATORS, [1000])[0] ?? 1000;
const PROCESSES = numbers(process.env.LOAD_SPECTATOR_PROCESSES, [3])[0] ?? 3;

const n = (v: number) => v.toLocaleString('en-US');

export const loadSpectatorBench: Bench = {
  id: 'load-spectators',
  title: 'Live load: one game watched by 1,000 spectators beside 500 played',
  async run() {
    guardChildren();
    const o: LoadOptions = {
      ...options('many', GAMES),
      processes: PROCESSES,
      spectators: SPECTATORS,
      // The spectators join over the players' ramp too.
      rampMs: Math.max(5000, (2 * GAMES + SPECTATORS) * 5),
    };
    const r = await measure(o);
    const w = ok(r) ? r.spectator : undefined;
    const pinned = cpus().length > 1 ? 'all pinned to core 0 (`taskset -c 0`)' : 'not pinned (one core)';
    const spectatorRow =
      w === undefined
        ? `| failed: ${typeof r === 'string' ? r : 'no spectator report'} | | | | | |`
        : `| ${n(w.joined)} / ${w.joinErrors}${w.firstError ? ` (first: ${w.firstError})` : ''} | ${ms(w.p50)} / ${ms(w.p99)} / ${ms(w.max)} | ${n(w.samples)} | ${w.reveals} | ${w.address.split(':')[1]}, ${(w.turnDelayMs / 1000).toFixed(1)} s | ${w.finished ? 'yes' : 'no'}, stored: ${w.stored ?? 'no'} | ${ms(w.loopP99)} / ${ms(w.loopMax)} |`;
    return [
      `The live load's method (section "Live load" above: the bots, the window, reveal latency, CPU, memory, lost) with ${n(GAMES)} games played at once across ${PROCESSES} product processes on PostgreSQL (a schema of its own) and Redis (database 8, emptied first), ${pinned}, and one more game watched by ${n(SPECTATORS)} spectators (the product's cap, \`spectatorsPerRoom\`, is 1,000; tests/bench/loadServer.ts raises it for larger runs). The watched game is played by a pair of bots of its own (tests/bench/loadSpectators.ts, one process on core 1 beside the bots' processes) that join \`others\` one after the other 8 s before the bots start, so the second is seated in the first's room; they play as the bots do but wait in each move phase before sending move + hit + set, so that the game's ten turns last until 3 s after the window (at most 8 s a turn; the wait is in the table). The spectators are signed-in users with full profiles who join that game by id (\`joinById(roomId, { spectate: true })\`, docs/PROTOCOL.md "Spectators") through the processes' addresses in turn, spread over the players' ramp (${(o.rampMs / 1000).toFixed(0)} s: 200 joins a second, players and spectators), on colyseus.js given the state's class and decoding lightly like the players (tests/bench/lightDecoding.ts), and watch until the game ends. **Players' reveal latency**: as for the load, every player of the ${n(GAMES)} games and the watched game's two. **Spectators' reveal latency**: for each reveal of the watched game each spectator sees in the window (the first state in which \`lastReveal.turn\` changes), the spectator's \`Date.now()\` when colyseus.js delivered it minus the state's \`serverTime\`. The bots' CPU in the first table is the players' processes' only (the spectators' process is not counted).`,
      '',
      '| run | games at once | players: reveal p50 / p99 / max ms | reveals/s seen | server CPU, % of a core | MB per game | bots: CPU / event-loop delay p99 / max ms | games finished / lost |',
      '|---|---:|---|---:|---:|---:|---|---|',
      row(o, r, `${PROCESSES} processes, ${n(SPECTATORS)} spectators on one more game`),
      '',
      "| spectators joined / join errors | spectators' reveal p50 / p99 / max ms | spectator reveals measured | the watched game's reveals in the window | its process (port), wait per turn | finished (both players told), stored | spectators' process: event-loop delay p99 / max ms |",
      '|---|---|---:|---:|---|---|---|',
      spectatorRow,
      '',
      'Goals:',
      `- Players' reveal p99 under 25 ms: ${ok(r) ? `${verdict(r.p99 < 25)} (p99 ${ms(r.p99)} ms)` : `**missed** (${r})`}.`,
      `- Spectators' reveal p99 under 100 ms: ${w === undefined ? `**missed** (${typeof r === 'string' ? r : 'no spectator report'})` : `${verdict(w.samples > 0 && w.p99 < 100 && w.joined === SPECTATORS)} (p99 ${ms(w.p99)} ms over ${n(w.samples)} reveals seen by ${n(w.joined)} spectators)`}.`,
      ...(MEASURE_S < 60 ? [`(A shortened window: ${MEASURE_S} s.)`] : []),
    ].join('\n');
  },
};
