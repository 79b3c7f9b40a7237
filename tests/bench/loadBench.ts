// Live load: bots playing public games at full pace against the product server and a bare Colyseus room, the
// server pinned to core 0 and the bots to core 1, at several sizes; and 500 games across two processes on
// Redis and PostgreSQL. At 1,000 games Octoduel and the bare room run LOAD_CPU_RUNS times (3) for the CPU ratio.
// LOAD_SIZES (e.g. `50,100`), LOAD_TWO_GAMES and LOAD_MEASURE_S make a quick run. LOAD_BOTS (`heavy,light` by
// default) says which bots play each size, the first the main figure (tests/bench/loadBots.ts: heavy bots decode as
// the browser does, light ones lightened).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { BOT_KINDS, type BotKind } from './botKinds';
import { guardChildren, killChildren, runLoad, type LoadOptions, type LoadResult } from './loadRun';
import type { Bench } from './types';

export const numbers = (value: string | undefined, fallback: number[]) =>
  value === undefined || value.trim() === ''
    ? fallback
    : value
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);

const SIZES = numbers(process.env.LOAD_SIZES, [500, 1000, 2000, 3000]);
const TWO_GAMES = numbers(process.env.LOAD_TWO_GAMES, [500])[0] ?? 500;
export const MEASURE_S = numbers(process.env.LOAD_MEASURE_S, [60])[0] ?? 60;
/** How many times the CPU_GAMES-game Octoduel and bare-room runs are made, one after the other, for the CPU ratio. */
const CPU_RUNS = numbers(process.env.LOAD_CPU_RUNS, [3])[0] ?? 3;
/** The size of the CPU comparison (the goal's: 1,000 games; LOAD_CPU_GAMES for a quick try). */
const CPU_GAMES = numbers(process.env.LOAD_CPU_GAMES, [1000])[0] ?? 1000;
/** The bots each size is measured with, the main figure first (LOAD_BOTS, e.g. `light` or `heavy,light`). */
const BOTS: readonly BotKind[] = (() => {
  const asked = (process.env.LOAD_BOTS ?? '').split(',').map((b) => b.trim());
  const kinds = BOT_KINDS.filter((k) => asked.includes(k)).sort(
    (a, b) => asked.indexOf(a) - asked.indexOf(b),
  );
  return kinds.length > 0 ? kinds : BOT_KINDS;
})();
const MAIN_BOTS = BOTS[0]!;
const SERVER_MODULE =
  process.env.LOAD_SERVER_MODULE === undefined || process.env.LOAD_SERVER_MODULE === ''
    ? 'server/startServer.ts, bundled with it'
    : `\`${process.env.LOAD_SERVER_MODULE}\` (LOAD_SERVER_MODULE)`;
/** A game at full pace: start, choose and place at once, then 10 turns of a 3 s reveal. */
export const GAME_MS = 35_000;

/** The run's phases for `games` games: 200 bots join per second, 10 s to settle, the window, a game to finish. */
export function options(kind: LoadOptions['kind'], games: number, bots: BotKind = 'light'): LoadOptions {
  return {
    kind,
    games,
    bots,
    rampMs: Math.max(5000, games * 10),
    settleMs: 10_000,
    measureMs: MEASURE_S * 1000,
    drainMs: GAME_MS + 25_000,
  };
}

/** Runs one configuration within a hard time limit; a failed run becomes a row saying why. */
export async function measure(o: LoadOptions): Promise<LoadResult | string> {
  const budget = o.rampMs + o.settleMs + o.measureMs + o.drainMs + 240_000;
  process.stdout.write(
    `  ${label(o)}, ${o.games} games, ${o.bots ?? 'light'} bots${o.fault ? `, ${o.fault.signal}` : ''}…\n`,
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      runLoad(o),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no result within ${Math.round(budget / 1000)} s`));
        }, budget);
      }),
    ]);
  } catch (err) {
    killChildren();
    return err instanceof Error ? err.message.split('\n')[0]! : String(err);
  } finally {
    clearTimeout(timer);
  }
}

export const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(0));
/** A run's name in the tables. */
export function label(o: LoadOptions): string {
  switch (o.kind) {
    case 'octoduel':
      return 'Octoduel';
    case 'bare':
      return 'bare Colyseus';
    case 'two':
    case 'many':
      return `Octoduel, ${o.processes ?? 2} processes (Redis + PostgreSQL)`;
  }
}

/** A run's row of the table; `name` instead of its label. */
export function row(o: LoadOptions, r: LoadResult | string, name = label(o)): string {
  const bots = o.bots ?? 'light';
  if (typeof r === 'string')
    return `| ${name} | ${bots} | ${o.games.toLocaleString('en-US')} | failed: ${r} | | | | | | |`;
  const cpu =
    r.cpuPerProcess.length > 1
      ? `${r.cpuPercent.toFixed(0)} (${r.cpuPerProcess.map((c) => c.toFixed(0)).join(' + ')})`
      : r.cpuPercent.toFixed(0);
  const errors =
    (r.joinErrors + r.roomErrors > 0
      ? `; ${r.joinErrors} join and ${r.roomErrors} room errors (first: ${r.firstError})`
      : '') +
    (r.quietRetries > 0
      ? `; ${r.quietRetries} joins asked again quietly (busy, restarting, or a seat lost to a closing room)`
      : '');
  const received = r.receivedPerSecond;
  const messages = Object.entries(received)
    .filter(([k]) => k !== 'state')
    .reduce((n, [, v]) => n + v, 0);
  return `| ${name} | ${bots} | ${r.games.toLocaleString('en-US')} | ${ms(r.p50)} / ${ms(r.p99)} / ${ms(r.max)} | ${r.revealsPerSecond.toFixed(0)} | ${(received.state ?? 0).toLocaleString('en-US')} / ${messages.toLocaleString('en-US')} | ${cpu} | ${r.mbPerGame.toFixed(2)} | ${r.botCpuPercent.toFixed(0)} % / ${ms(r.botLoopP99)} / ${ms(r.botLoopMax)} | ${r.finished.toLocaleString('en-US')} / ${r.lost}${errors} |`;
}

/** CPU time every process on the machine has used so far, ms (/proc/stat: user, nice, system, irq, softirq). */
export function machineCpuMs(): number {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (f[0]! + f[1]! + f[2]! + f[5]! + f[6]!) * 10;
}

/** CPU time of this process and its children that have exited (every server and bot process), ms. */
export function ownCpuMs(): number {
  const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ').map(Number);
  return (f[11]! + f[12]! + f[13]! + f[14]!) * 10;
}

export const ok = (r: LoadResult | string | undefined): r is LoadResult =>
  r !== undefined && typeof r !== 'string';
export const verdict = (met: boolean) => (met ? '**met**' : '**missed**');

type Pair = readonly [LoadResult | string, LoadResult | string];

/** The CPU goal over every pair of runs at CPU_GAMES: met only if each run's ratio is at most 1.3. */
function cpuGoal(runs: readonly Pair[]): string {
  const each = runs.map(([p, b], i) =>
    ok(p) && ok(b)
      ? `run ${i + 1}: ${(p.cpuPercent / b.cpuPercent).toFixed(2)}× (${p.cpuPercent.toFixed(0)} against ${b.cpuPercent.toFixed(0)} %)`
      : `run ${i + 1}: failed`,
  );
  const met = runs.every(([p, b]) => ok(p) && ok(b) && p.cpuPercent <= 1.3 * b.cpuPercent);
  return `${verdict(met)} over ${runs.length} run${runs.length > 1 ? 's' : ''}, each ratio Octoduel's CPU over the bare room's in the same invocation, the two run one after the other (${each.join('; ')})`;
}

/** The reveal-tail goal: Octoduel's p99 below the bare room's, each pair run with the same bots. */
function tailGoal(runs: readonly Pair[]): string {
  const each = runs.map(([p, b], i) =>
    ok(p) && ok(b) ? `run ${i + 1}: ${ms(p.p99)} against ${ms(b.p99)} ms` : `run ${i + 1}: failed`,
  );
  const met = runs.length > 0 && runs.every(([p, b]) => ok(p) && ok(b) && p.p99 < b.p99);
  return `${verdict(met)} (${each.join('; ')})`;
}

function goals(
  product: Map<number, LoadResult | string>,
  two: LoadResult | string,
  cpuRuns: ReadonlyMap<BotKind, readonly Pair[]>,
): string[] {
  const notRun = (games: number) => `not measured in this run (no ${games.toLocaleString('en-US')}-game row)`;
  const p1000 = product.get(1000);
  const p3000 = product.get(3000);
  const at = CPU_GAMES.toLocaleString('en-US');
  const lines = [
    ...BOTS.map(
      (bots) =>
        `- Reveal p99 at ${at} games below the bare room's, ${bots} bots: ${
          cpuRuns.has(bots) ? tailGoal(cpuRuns.get(bots)!) : notRun(CPU_GAMES)
        }.`,
    ),
    ...BOTS.map(
      (bots) =>
        `- CPU at most 1.3× the bare room's at ${at} games, ${bots} bots: ${
          cpuRuns.has(bots) ? cpuGoal(cpuRuns.get(bots)!) : notRun(CPU_GAMES)
        }.`,
    ),
    `- Reveal p99 under 25 ms with 1,000 games (${MAIN_BOTS} bots): ${ok(p1000) ? `${verdict(p1000.p99 < 25)} (p99 ${ms(p1000.p99)} ms)` : notRun(1000)}.`,
    `- 3,000 games with reveal p99 under 100 ms and none lost (${MAIN_BOTS} bots): ${
      ok(p3000)
        ? `${verdict(p3000.p99 < 100 && p3000.lost === 0 && p3000.started > 0)} (p99 ${ms(p3000.p99)} ms, ${p3000.lost} lost)`
        : notRun(3000)
    }.`,
    `- ${TWO_GAMES} games across two processes, all finishing: ${
      ok(two)
        ? `${verdict(two.lost === 0 && two.started >= TWO_GAMES && Object.keys(two.gamesPerProcess).length === 2)} (${two.finished} finished, ${two.lost} lost, ${two.stored ?? 0} stored; games per process: ${Object.values(two.gamesPerProcess).join(' and ')})`
        : `**missed** (${two})`
    }.`,
  ];
  return lines;
}

export const loadBench: Bench = {
  id: 'load',
  title: 'Live load: reveal latency and CPU with thousands of games at once',
  async run() {
    guardChildren();
    const startLoad = loadavg()[0]!.toFixed(1);
    const [machineFrom, ownFrom, wallFrom] = [machineCpuMs(), ownCpuMs(), Date.now()];
    const rows: string[] = [];
    // The main bots' rows, by size (the goals read them).
    const product = new Map<number, LoadResult | string>();
    const cpuRuns = new Map<BotKind, Pair[]>();
    for (const games of SIZES)
      for (const bots of BOTS) {
        // At CPU_GAMES the pair runs CPU_RUNS times with each kind of bots (the goals are judged on every run).
        const runs = games === CPU_GAMES ? CPU_RUNS : 1;
        for (let n = 1; n <= runs; n++) {
          const pair: (LoadResult | string)[] = [];
          for (const kind of ['octoduel', 'bare'] as const) {
            const o = options(kind, games, bots);
            const r = await measure(o);
            if (n === 1 && kind === 'octoduel' && bots === MAIN_BOTS) product.set(games, r);
            pair.push(r);
            rows.push(row(o, r, runs > 1 ? `${label(o)} (run ${n} of ${runs})` : undefined));
          }
          if (games === CPU_GAMES) cpuRuns.set(bots, [...(cpuRuns.get(bots) ?? []), [pair[0]!, pair[1]!]]);
        }
      }
    const twoOptions = options('two', TWO_GAMES, MAIN_BOTS);
    const two = await measure(twoOptions);
    rows.push(row(twoOptions, two));
    // Everything else on the machine: all CPU used minus this run's own processes (PostgreSQL and Redis, serving
    // the two-process run, count as others).
    const others = (100 * (machineCpuMs() - machineFrom - (ownCpuMs() - ownFrom))) / (Date.now() - wallFrom);
    const pinned = cpus().length > 1 ? 'pinned to core 0 (`taskset -c 0`)' : 'not pinned (one core)';
    return [
      `Each server runs in its own process ${pinned}, bundled to JavaScript with the settings \`npm start\` uses and run by plain \`node\` (tests/bench/loadRun.ts, \`serverScript\`, \`spawnNode\`; the product's server module: ${SERVER_MODULE}); the bots (tests/bench/loadBots.ts, colyseus.js clients, up to 2,000 per process) run on core 1, of two kinds, named in each row's *bots* column: **heavy** bots receive as the web client does (web/src/game/net/gameConnection.ts): colyseus.js's own decoder, the state's classes rebuilt from the handshake's reflection on every join, a handler for every message type the server sends that parses the body at the edge (the engine's \`parseServerMessage\`) and keeps it, the record parsed once (tests/bench/browserMessages.ts); **light** bots are given the state's class, decode schema strings with Node's UTF-8 decoder and skip the reflection (tests/bench/lightDecoding.ts) and keep nothing of the messages they do not act on. Each kind plays against both servers (LOAD_BOTS=${BOTS.join(',')}; ${MAIN_BOTS} is the main figure: the goals read its rows first). *Octoduel* is server/startServer.ts's \`startServer\` on a fresh SQLite file with a signed-in session per bot (users with full profiles, made in the file before the server starts), RULES.md's durations and the matchmaking budgets raised for one address (tests/bench/loadServer.ts: \`RoomLimits\` has no environment variables). *Bare Colyseus* (tests/bench/bareRoom.ts) is a Colyseus 0.16 room with the same messages and a state of the same schema, no rules, accounts or database: it moves on when both players are done and shows each reveal for 3 s. The bots join \`others\` through matchmaking (200 a second), click start, choose, place, and send move + hit + set the moment each phase opens (the Teacher in opposite corners, hitting away: every game lasts its 10 turns, so each turn lasts the 3 s reveal), and start a new game when one ends; the window lasts ${MEASURE_S} s, from 10 s after the last bot joined; then the games in progress finish and any that does not within ${GAME_MS / 1000 + 25} s counts as lost. The two-process run: ${TWO_GAMES} games, two product processes on PostgreSQL (a schema of its own) and Redis (database 8, emptied first), both on core 0, the bots joining through both addresses (bot i through address i mod 2; after a failed join, through the other).${SIZES.includes(CPU_GAMES) && CPU_RUNS > 1 ? ` At ${CPU_GAMES.toLocaleString('en-US')} games Octoduel and the bare room run ${CPU_RUNS} times each with each kind of bots, alternately (Octoduel, bare, Octoduel, bare, …; LOAD_CPU_RUNS), each run as above with fresh processes and database; each run has its row, and the CPU and tail goals are judged on every pair.` : ''}`,
      '',
      '| server | bots | games at once | reveal p50 / p99 / max ms | reveals/s seen | received/s: patches / messages | server CPU, % of a core | MB per game | bots: CPU / event-loop delay p99 / max ms | games finished / lost |',
      '|---|---|---:|---|---:|---:|---:|---:|---|---|',
      ...rows,
      '',
      'Goals:',
      ...goals(product, two, cpuRuns),
      '',
      "**Reveal latency**: for every reveal each client sees (the first state in which `lastReveal.turn` changes), the client's `Date.now()` when colyseus.js delivered the state minus the state's `serverTime`: the server's `Date.now()` when the room last changed the state, which for a reveal is the moment the engine resolved the turn (the second plan arrived). Both processes read the same machine's wall clock (CLOCK_REALTIME), so no offset is involved; both are whole milliseconds, so each value is within 1 ms. It includes the wait for the next patch, the sending, the bot process's own queue and decoding. **Received/s**: over the window, the patches colyseus.js applied (each one `onStateChange`) and the messages, per second, summed over every bot: what the server sent (each is a WebSocket frame and a socket write). **Bots**: the bot processes' CPU over the window (% of core 1) and their event loop's delay (Node's `monitorEventLoopDelay`, the worst process): when its max is near the reveal max, the tail is the bots' own pauses (garbage collection), not the server's. **CPU**: user + system time of the server process(es) from `/proc/<pid>/stat` over the window, as % of one core. **Memory**: resident memory (`VmRSS`) at the end of the window minus the server's idle resident memory before the bots joined, divided by the games. **Lost**: a game that started (both seats taken) in which a player was not told its result (`gameover`) by the end.",
      '',
      Number(startLoad) < 1.5 && others < 10
        ? `The machine was otherwise quiet: load average ${startLoad} at the start; over the run, processes other than the benchmark's used ${others.toFixed(1)} % of a core (on ${cpus().length} cores).`
        : `**The machine was shared** while this ran (load average ${startLoad} at the start; over the run, processes other than the benchmark's used ${others.toFixed(1)} % of a core, on ${cpus().length} cores): latencies are worse than on a quiet machine.`,
    ].join('\n');
  },
};
