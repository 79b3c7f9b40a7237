// One load run: fresh database and sessions, server process(es) pinned to core 0, bot processes pinned to core
// 1 (tests/bench/loadBots.ts), the server's CPU and memory read from /proc over the measuring window. Every child
// is killed when the run ends, fails or times out, and when this process is interrupted.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BotJob, BotResult } from './loadBots';
import { bundleServer } from '../../rooms/serverBuild';
import { prepare } from './loadSetup';

export type ServerKind = 'octoduel' | 'bare' | 'two';

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
}

export interface LoadResult {
  readonly kind: ServerKind;
  readonly games: number;
  /** Reveal latencies (ms) seen by every client in the window, ascending. */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly revealsPerSecond: number;
  /** Games that started, finished (every player told the result) and did not finish. */
  readonly started: number;
  readonly finished: number;
  readonly lost: number;
  readonly results: Record<string, number>;
  /** Games that started, by the address of the server process they lived on. */
  readonly gamesPerProcess: Record<string, number>;
  readonly joinErrors: number;
  readonly roomErrors: number;
  /** The first join or room error a bot saw, if any. */
  readonly firstError?: string;
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
function spawnNode(core: number, script: string, args: string[], env: Record<string, string>): ChildProcess {
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
 * the settings rooms/build.ts gives `npm start` (packages external, tsconfig's decorators), once per run: both
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
function waitFor(child: ChildProcess, pattern: RegExp, ms: number, what: string): Promise<string> {
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

/** CPU time (user + system) of a process so far, ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, bytes (/proc/<pid>/status VmRSS). */
function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) * 1024;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Runs one configuration to the end; the children are gone when it returns or throws. */
export async function runLoad(o: LoadOptions, redisDb = 8): Promise<LoadResult> {
  const prepared = await prepare(o, redisDb);
  const started: ChildProcess[] = [];
  let stored: number | undefined;
  try {
    const script = await serverScript(prepared.script);
    const servers = prepared.serverEnv.map((env) => spawnNode(0, script, [], env));
    started.push(...servers);
    const urls = await Promise.all(
      servers.map((s) => waitFor(s, /listening (\S+)/, SERVER_START_MS, `${o.kind} server`)),
    );
    const pids = servers.map((s) => s.pid!);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = pids.reduce((n, pid) => n + rssBytes(pid), 0);

    const t0 = Date.now() + 500;
    const measureFrom = t0 + o.rampMs + o.settleMs;
    const measureTo = measureFrom + o.measureMs;
    const giveUpAt = measureTo + o.drainMs;
    const perProcess = o.botsPerProcess ?? 2000;
    const groups = Math.max(1, Math.ceil(prepared.tokens.length / perProcess));
    const bots = Array.from({ length: groups }, (_, g) => {
      const job: BotJob = {
        urls,
        tokens: prepared.tokens.filter((_, i) => i % groups === g),
        t0,
        rampMs: o.rampMs,
        measureFrom,
        measureTo,
        giveUpAt,
      };
      const file = join(DIR, `load-job-${process.pid}-${g}.json`);
      mkdirSync(DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(job));
      return spawnNode(1, 'tests/bench/loadBots.ts', [file], {});
    });
    started.push(...bots);
    const results = Promise.all(
      bots.map((b) => waitFor(b, /result (\{.*\})\n/, giveUpAt - Date.now() + 60_000, 'bots')),
    );
    results.catch(() => {});

    const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));
    await sleepUntil(measureFrom);
    const cpuFrom = pids.map(cpuMs);
    const botPids = bots.map((b) => b.pid!);
    const botCpuFrom = botPids.map(cpuMs);
    const wallFrom = Date.now();
    await sleepUntil(measureTo);
    const cpu = pids.map((pid, i) => cpuMs(pid) - cpuFrom[i]!);
    const botCpu = botPids.reduce((n, pid, i) => n + cpuMs(pid) - botCpuFrom[i]!, 0);
    const wall = Date.now() - wallFrom;
    const rss = pids.reduce((n, pid) => n + rssBytes(pid), 0);

    const out = (await results).map((json) => JSON.parse(json) as BotResult);
    await Promise.all(servers.map((s) => stop(s)));
    stored = await prepared.finish();
    return summarise(o, out, {
      cpuPercent: (100 * cpu.reduce((a, b) => a + b, 0)) / wall,
      cpuPerProcess: cpu.map((c) => (100 * c) / wall),
      botCpuPercent: (100 * botCpu) / wall,
      botLoopP99: Math.max(...out.map((r) => r.loopP99)),
      botLoopMax: Math.max(...out.map((r) => r.loopMax)),
      mbPerGame: Math.max(0, rss - idleRss) / 2 ** 20 / o.games,
      stored,
    });
  } finally {
    for (const child of started) if (children.has(child)) child.kill('SIGKILL');
    if (stored === undefined) await prepared.finish().catch(() => {});
  }
}

/** SIGTERM (the server ends its games and closes), SIGKILL if it takes more than 20 s. */
function stop(child: ChildProcess): Promise<void> {
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

function summarise(
  o: LoadOptions,
  out: readonly BotResult[],
  server: {
    cpuPercent: number;
    cpuPerProcess: number[];
    botCpuPercent: number;
    botLoopP99: number;
    botLoopMax: number;
    mbPerGame: number;
    stored: number | undefined;
  },
): LoadResult {
  const latencies: number[] = [];
  const results: Record<string, number> = {};
  const games = new Map<string, [number, number]>();
  const gamesPerProcess: Record<string, number> = {};
  let reveals = 0;
  for (const r of out) {
    for (const [ms, n] of Object.entries(r.latencies)) for (let i = 0; i < n; i++) latencies.push(Number(ms));
    for (const [k, n] of Object.entries(r.results)) results[k] = (results[k] ?? 0) + n;
    for (const [id, [seated, over, address]] of Object.entries(r.games)) {
      const g = games.get(id) ?? [0, 0];
      if (g[0] === 0) gamesPerProcess[address] = (gamesPerProcess[address] ?? 0) + 1;
      games.set(id, [g[0] + seated, g[1] + over]);
    }
    reveals += r.reveals;
  }
  latencies.sort((a, b) => a - b);
  const lost = [...games.values()].filter(([seated, over]) => seated < 2 || over < seated).length;
  return {
    kind: o.kind,
    games: o.games,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    revealsPerSecond: reveals / (o.measureMs / 1000),
    started: games.size,
    finished: games.size - lost,
    lost,
    results,
    gamesPerProcess,
    joinErrors: out.reduce((n, r) => n + r.joinErrors, 0),
    roomErrors: out.reduce((n, r) => n + r.roomErrors, 0),
    ...server,
    ...(out.find((r) => r.firstError !== undefined)?.firstError === undefined
      ? {}
      : { firstError: out.find((r) => r.firstError !== undefined)!.firstError }),
    ...(server.stored === undefined ? {} : { stored: server.stored }),
  };
}
