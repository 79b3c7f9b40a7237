// One load run: fresh database and sessions, server process(es) pinned to core 0, bot processes pinned to core
// 1 (tests/bench/loadBots.ts; the spectator run's spectators: tests/bench/loadSpectators.ts), the server's CPU and
// memory read from /proc over the measuring window; optionally one server process signalled mid-window
// (tests/bench/loadFault.ts). Every child is killed when the run ends, fails or times out, and when this process is
// interrupted.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BotGame, BotJob, BotResult } from './loadBots';
import type { BotKind } from './botKinds';
import { FaultInjector, type Fault, type FaultReport } from './loadFault';
import type { SpectatorJob, SpectatorResult } from './loadSpectators';
import { bundleServer } from '../../server/serverBuild';
import { prepare, type Records } from './loadSetup';

/** One product process on SQLite, the bare room, or two (or `processes`) product processes on PostgreSQL + Redis. */
export type ServerKind = 'octoduel' | 'bare' | 'two' | 'many';

export interface LoadOptions {
  readonly kind: ServerKind;
  /** Games at once: twice as many bots. */
  readonly games: number;
  /** The bots join over this long, then play; the window opens `settleMs` later and lasts `measureMs`. */
  readonly rampMs: number;
  readonly settleMs: number;
  readonly measureMs: number;
  /** After the window: how long the games in progress have to finish before they count as lost. */
  readonly drainMs: number;
  /** A shorter reveal for the servers (the small-scale test); RULES.md's 3 s by default. */
  readonly revealMs?: number;
  /** Bots per bot process. */
  readonly botsPerProcess?: number;
  /** How the bots decode (tests/bench/loadBots.ts): as the browser does, or lightened (the default). */
  readonly bots?: BotKind;
  /** Product processes of a `many` run (two for `two`). */
  readonly processes?: number;
  /** One process (the last) signalled mid-window. */
  readonly fault?: Fault;
  /** Spectators watching one more game (played by a pair of their own) besides the `games`. */
  readonly spectators?: number;
}

/** The spectator run's spectators and the game they watched. */
export interface SpectatorReport {
  readonly joined: number;
  readonly joinErrors: number;
  readonly firstError?: string;
  /** Spectators' reveal latency (receive − the state's serverTime), ms, in the window. */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly samples: number;
  /** The watched game's reveals in the window, its process, its pace, whether it finished, how it was stored. */
  readonly reveals: number;
  readonly address: string;
  readonly turnDelayMs: number;
  readonly finished: boolean;
  readonly stored: string | undefined;
  readonly loopP99: number;
  readonly loopMax: number;
}

export interface LoadResult {
  readonly kind: ServerKind;
  readonly games: number;
  /** Reveal latencies (ms) seen by every client in the window, ascending. */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly revealsPerSecond: number;
  /** What the bots received in the window, by kind (`state`: patches applied; each message type), per second. */
  readonly receivedPerSecond: Record<string, number>;
  /**
   * Games that started, finished (every player told the result) and lost: did not finish, and (runs on PostgreSQL)
   * no record of it is stored either.
   */
  readonly started: number;
  readonly finished: number;
  readonly lost: number;
  /** Games that did not finish but are stored (PostgreSQL runs: the drained or killed process's). */
  readonly unfinishedStored?: number;
  /** Up to five lost games as the bots saw them (for the report when a game is lost). */
  readonly lostGames: readonly BotGame[];
  readonly results: Record<string, number>;
  /** Games that started, by the address of the server process they lived on. */
  readonly gamesPerProcess: Record<string, number>;
  readonly joinErrors: number;
  /** Joins asked again quietly, as the web client does (web/src/game/net/seekRetry.ts): not join errors. */
  readonly quietRetries: number;
  readonly roomErrors: number;
  /** The first join or room error a bot saw, if any. */
  readonly firstError?: string;
  /** What a server process logged of the first request it failed (a 500's cause), if any. */
  readonly firstServerFault?: string;
  /** Server CPU (user + system, every server process) over the window, % of one core. */
  readonly cpuPercent: number;
  /** The same for each server process (two for the two-process run: both must have worked). */
  readonly cpuPerProcess: readonly number[];
  /** The bot processes' CPU over the window, % of one core (all on core 1: near 100, latencies include their queue). */
  readonly botCpuPercent: number;
  /** The bot processes' event-loop delay in the window (ms, the worst process's p99 and max). */
  readonly botLoopP99: number;
  readonly botLoopMax: number;
  /** Server resident memory above idle at the end of the window, per game (MB). */
  readonly mbPerGame: number;
  /** Games stored in the database (not for the bare room). */
  readonly stored?: number;
  readonly fault?: FaultReport;
  readonly spectator?: SpectatorReport;
}

const DIR = join(tmpdir(), 'octoduel-bench');
const SERVER_START_MS = 60_000;

/** Every child this process started and has not seen exit. */
const children = new Set<ChildProcess>();

/** Kills every child still running (SIGKILL: a stuck server must not outlive the run). */
export function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
}

let guarded = false;
/** Kills the children when this process exits or is interrupted (Ctrl-C, SIGTERM). */
export function guardChildren(): void {
  if (guarded) return;
  guarded = true;
  process.on('exit', killChildren);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      killChildren();
      process.exit(130);
    });
}

const pinnable = cpus().length > 1;

/**
 * Starts a process on `core` (taskset; not pinned on a one-core machine). The one place that says how a server or
 * bot process is run: servers run as JavaScript bundled like `npm start`'s (`serverScript`), bots through tsx.
 */
export function spawnNode(
  core: number,
  script: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const profile = process.env.LOAD_CPU_PROF;
  const node = script.endsWith('.js')
    ? [
        process.execPath,
        '--enable-source-maps',
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
        ...(process.env.LOAD_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        script,
        ...args,
      ]
    : [
        process.execPath,
        ...(process.env.LOAD_CPU_PROF_BOTS
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF_BOTS}`]
          : []),
        ...(process.env.LOAD_BOT_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        '--import',
        'tsx',
        script,
        ...args,
      ];
  const [cmd, ...rest] = pinnable ? ['taskset', '-c', String(core), ...node] : node;
  const child = spawn(cmd!, rest, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const built = new Map<string, Promise<string>>();

/**
 * A server entry (`tests/bench/loadServer.ts`, `tests/bench/bareRoom.ts`) bundled to `dist/bench/<name>.js` with
 * the settings server/build.ts gives `npm start` (packages external, tsconfig's decorators), once per run: both
 * servers are measured as production runs them, not through a TypeScript loader.
 */
export function serverScript(entry: string): Promise<string> {
  let out = built.get(entry);
  if (out === undefined) {
    out = (async () => {
      const file = join('dist', 'bench', entry.split('/').pop()!.replace(/\.ts$/, '.js'));
      await bundleServer(entry, file);
      return file;
    })();
    built.set(entry, out);
  }
  return out;
}

/** Resolves with the first capture of `pattern` in the child's output, or fails when it exits or after `ms`. */
export function waitFor(child: ChildProcess, pattern: RegExp, ms: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      reject(new Error(`${what}: nothing after ${ms} ms: ${out.slice(-2000)}`));
    }, ms);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}): ${out.slice(-2000)}`));
    });
  });
}

/** CPU time (user + system) of a process so far, ms (/proc/<pid>/stat, clock ticks of 10 ms); NaN once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process, bytes (/proc/<pid>/status VmRSS); 0 once it is gone. */
function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(m?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));

function writeJob(name: string, job: BotJob | SpectatorJob): string {
  const file = join(DIR, `load-${name}-${process.pid}.json`);
  mkdirSync(DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(job));
  return file;
}

/** The first error a bot saw and, when a server failed a request, what it logged (for a test's message). */
export function whatFailed(r: LoadResult): string {
  return [r.firstError, r.firstServerFault].filter(Boolean).join('\nserver: ');
}

/** A server's log from the first request it failed on (its stack), for the report; '' while none failed. */
function keepFirstFault(server: ChildProcess): () => string {
  let log = '';
  let from = -1;
  server.stderr!.on('data', (d: Buffer) => {
    if (from >= 0 && log.length - from > 3000) return;
    log += d.toString();
    if (from < 0) from = log.search(/request failed/);
    if (from < 0) log = log.slice(-200);
  });
  return () => (from < 0 ? '' : log.slice(from, from + 3000));
}

function firstOf(faults: readonly (() => string)[]): { firstServerFault?: string } {
  const first = faults.map((f) => f()).find((f) => f !== '');
  return first === undefined ? {} : { firstServerFault: first };
}

/** Runs one configuration to the end; the children are gone when it returns or throws. */
export async function runLoad(o: LoadOptions, redisDb = 8): Promise<LoadResult> {
  const prepared = await prepare(o, redisDb);
  const started: ChildProcess[] = [];
  let stored: number | undefined;
  let injector: FaultInjector | undefined;
  try {
    const script = await serverScript(prepared.script);
    const servers = prepared.serverEnv.map((env) => spawnNode(0, script, [], env));
    started.push(...servers);
    const faults = servers.map(keepFirstFault);
    const urls = await Promise.all(
      servers.map((s) => waitFor(s, /listening (\S+)/, SERVER_START_MS, `${o.kind} server`)),
    );
    const pids = servers.map((s) => s.pid!);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = pids.reduce((n, pid) => n + rssBytes(pid), 0);

    // The spectator run: its pair is seated before the bots start (8 s later), so they play the watched game.
    const t0 = Date.now() + (o.spectators === undefined ? 500 : 8000);
    const measureFrom = t0 + o.rampMs + o.settleMs;
    const measureTo = measureFrom + o.measureMs;
    const giveUpAt = measureTo + o.drainMs;
    const timing = { t0, rampMs: o.rampMs, measureFrom, measureTo, giveUpAt };
    let watching: Promise<string> | undefined;
    if (o.spectators !== undefined) {
      const [a, b, ...tokens] = prepared.extraTokens;
      const job: SpectatorJob = {
        urls,
        pairTokens: [a!, b!],
        tokens,
        ...timing,
        revealMs: o.revealMs ?? 3000,
      };
      const spectators = spawnNode(1, 'tests/bench/loadSpectators.ts', [writeJob('spectators', job)], {});
      started.push(spectators);
      await waitFor(spectators, /watching (\S+)/, Math.max(1000, t0 - Date.now()), 'the watched game');
      watching = waitFor(spectators, /result (\{.*\})\n/, giveUpAt - Date.now() + 60_000, 'spectators');
      watching.catch(() => {});
    }
    const perProcess = o.botsPerProcess ?? 2000;
    const groups = Math.max(1, Math.ceil(prepared.tokens.length / perProcess));
    const bots = Array.from({ length: groups }, (_, g) => {
      const job: BotJob = {
        urls,
        tokens: prepared.tokens.filter((_, i) => i % groups === g),
        bots: o.bots ?? 'light',
        ...timing,
      };
      return spawnNode(1, 'tests/bench/loadBots.ts', [writeJob(`job-${g}`, job)], {});
    });
    started.push(...bots);
    // Each bots process says when it will take SIGUSR2 (tests/bench/loadBots.ts); the fault waits for that.
    const listening = Promise.all(
      bots.map((b) => waitFor(b, /(listening) for SIGUSR2\n/, giveUpAt - Date.now() + 60_000, 'bots')),
    );
    listening.catch(() => {});
    const results = Promise.all(
      bots.map((b) => waitFor(b, /result (\{.*\})\n/, giveUpAt - Date.now() + 60_000, 'bots')),
    );
    results.catch(() => {});

    await sleepUntil(measureFrom);
    const cpuFrom = pids.map(cpuMs);
    const botPids = bots.map((b) => b.pid!);
    const botCpuFrom = botPids.map(cpuMs);
    const wallFrom = Date.now();
    // A signalled process's CPU counts until the signal (its last reading).
    const cpuLast = [...cpuFrom];
    if (o.fault !== undefined) {
      const victim = servers.length - 1;
      injector = new FaultInjector(o.fault, servers[victim]!, new URL(urls[victim]!).host, () =>
        prepared.noContest(),
      );
      await sleepUntil(measureFrom + o.fault.atMs);
      cpuLast[victim] = cpuMs(pids[victim]!);
      injector.fire();
      // The bots stop asking through its address (tests/bench/loadBots.ts: SIGUSR2 takes the last one out).
      await listening;
      for (const b of bots) b.kill('SIGUSR2');
    }
    await sleepUntil(measureTo);
    const cpu = pids.map((pid, i) => {
      const now = cpuMs(pid);
      return (Number.isNaN(now) ? cpuLast[i]! : now) - cpuFrom[i]!;
    });
    const botCpu = botPids.reduce((n, pid, i) => n + cpuMs(pid) - botCpuFrom[i]!, 0);
    const wall = Date.now() - wallFrom;
    const rss = pids.reduce((n, pid) => n + rssBytes(pid), 0);

    const out = (await results).map((json) => JSON.parse(json) as BotResult);
    const watched = watching === undefined ? undefined : (JSON.parse(await watching) as SpectatorResult);
    await Promise.all(servers.map((s) => stop(s)));
    const games = mergeGames(out);
    const records = await prepared.records([
      ...[...games.values()].map((g) => g.gameId),
      ...(watched === undefined ? [] : [watched.gameId]),
    ]);
    stored = await prepared.finish();
    return summarise(o, out, games, records, {
      cpuPercent: (100 * cpu.reduce((a, b) => a + b, 0)) / wall,
      cpuPerProcess: cpu.map((c) => (100 * c) / wall),
      botCpuPercent: (100 * botCpu) / wall,
      botLoopP99: Math.max(...out.map((r) => r.loopP99)),
      botLoopMax: Math.max(...out.map((r) => r.loopMax)),
      mbPerGame: Math.max(0, rss - idleRss) / 2 ** 20 / o.games,
      stored,
      ...(injector === undefined ? {} : { fault: injector.report(out, games, records, measureFrom) }),
      ...(watched === undefined ? {} : { watched }),
      ...firstOf(faults),
    });
  } finally {
    injector?.stop();
    for (const child of started) if (children.has(child)) child.kill('SIGKILL');
    if (stored === undefined) await prepared.finish().catch(() => {});
  }
}

/** SIGTERM (the server ends its games and closes), SIGKILL if it takes more than 20 s; a child of spawnNode. */
export function stop(child: ChildProcess): Promise<void> {
  if (!children.has(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Every game the bot processes saw (a game's two players may be in different bot processes), by room id. */
function mergeGames(out: readonly BotResult[]): Map<string, BotGame> {
  const games = new Map<string, BotGame>();
  for (const r of out)
    for (const [id, g] of Object.entries(r.games)) {
      const seen = games.get(id);
      games.set(
        id,
        seen === undefined
          ? g
          : {
              seated: seen.seated + g.seated,
              over: seen.over + g.over,
              address: seen.address,
              gameId: seen.gameId || g.gameId,
              startedAt: Math.min(seen.startedAt, g.startedAt),
            },
      );
    }
  return games;
}

/** Counts by kind summed over the bot processes, per second of a window `ms` long. */
function perSecond(counts: readonly Record<string, number>[], ms: number): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const c of counts) for (const [k, n] of Object.entries(c)) sum[k] = (sum[k] ?? 0) + n;
  for (const k of Object.keys(sum)) sum[k] = Math.round((1000 * sum[k]!) / ms);
  return sum;
}

/** Latencies (ms → how many) flattened, ascending. */
function sorted(...counts: readonly Record<string, number>[]): number[] {
  const all: number[] = [];
  for (const c of counts)
    for (const [ms, n] of Object.entries(c)) for (let i = 0; i < n; i++) all.push(Number(ms));
  return all.sort((a, b) => a - b);
}

function spectatorReport(w: SpectatorResult, records: Records): SpectatorReport {
  const latencies = sorted(w.latencies);
  return {
    joined: w.joined,
    joinErrors: w.joinErrors,
    ...(w.firstError === undefined ? {} : { firstError: w.firstError }),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    samples: latencies.length,
    reveals: w.reveals,
    address: w.address,
    turnDelayMs: w.turnDelayMs,
    finished: w.finished,
    stored: records.get(w.gameId),
    loopP99: w.loopP99,
    loopMax: w.loopMax,
  };
}

function summarise(
  o: LoadOptions,
  out: readonly BotResult[],
  games: ReadonlyMap<string, BotGame>,
  records: Records,
  server: {
    cpuPercent: number;
    cpuPerProcess: number[];
    botCpuPercent: number;
    botLoopP99: number;
    botLoopMax: number;
    mbPerGame: number;
    stored: number | undefined;
    fault?: FaultReport;
    watched?: SpectatorResult;
    firstServerFault?: string;
  },
): LoadResult {
  const { watched, ...measured } = server;
  // The players' latencies: the bots' and, in the spectator run, the watched game's two players'.
  const latencies = sorted(...out.map((r) => r.latencies), ...(watched ? [watched.playerLatencies] : []));
  const results: Record<string, number> = {};
  const gamesPerProcess: Record<string, number> = {};
  for (const r of out) for (const [k, n] of Object.entries(r.results)) results[k] = (results[k] ?? 0) + n;
  for (const g of games.values()) gamesPerProcess[g.address] = (gamesPerProcess[g.address] ?? 0) + 1;
  const reveals = out.reduce((n, r) => n + r.reveals, 0);
  const unfinished = [...games.values()].filter((g) => g.seated < 2 || g.over < g.seated);
  const unfinishedStored = unfinished.filter((g) => records.has(g.gameId)).length;
  const firstError = out.find((r) => r.firstError !== undefined)?.firstError;
  return {
    kind: o.kind,
    games: o.games,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    revealsPerSecond: reveals / (o.measureMs / 1000),
    receivedPerSecond: perSecond(
      out.map((r) => r.received),
      o.measureMs,
    ),
    started: games.size,
    finished: games.size - unfinished.length,
    lost: unfinished.length - unfinishedStored,
    lostGames: unfinished.filter((g) => !records.has(g.gameId)).slice(0, 5),
    ...(records.size > 0 ? { unfinishedStored } : {}),
    results,
    gamesPerProcess,
    joinErrors: out.reduce((n, r) => n + r.joinErrors, 0),
    quietRetries: out.reduce((n, r) => n + r.quietRetries, 0),
    roomErrors: out.reduce((n, r) => n + r.roomErrors, 0),
    ...measured,
    ...(firstError === undefined ? {} : { firstError }),
    ...(server.stored === undefined ? {} : { stored: server.stored }),
    ...(watched === undefined ? {} : { spectator: spectatorReport(watched, records) }),
  };
}
