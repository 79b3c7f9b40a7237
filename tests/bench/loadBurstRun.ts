// One join burst: fresh PostgreSQL schema and Redis database (tests/bench/loadSetup.ts), `processes` product
// processes pinned to core 0, burst bots (tests/bench/loadBurstBots.ts) pinned to core 1 that all seek within
// `spreadMs`; the servers' CPU read from /proc over the burst. Every child is killed when the run ends or fails.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BurstJob, BurstResult, Join } from './loadBurstBots';
import { cpuMs, serverScript, spawnNode, stop, waitFor } from './loadRun';
import { prepare } from './loadSetup';

export interface BurstOptions {
  readonly bots: number;
  readonly processes: number;
  /** Every bot seeks within this long (ms). */
  readonly spreadMs: number;
  /** Bot processes (all on core 1). */
  readonly botProcesses: number;
  /** The reviewer's client: a request or socket silent this long fails (ms). */
  readonly socketTimeoutMs: number;
  /** A bot not seated with its opponent this long after its first seek has failed (ms). */
  readonly giveUpMs: number;
}

export interface BurstRun {
  readonly joins: readonly Join[];
  /** The servers' addresses (host:port), in the order the bots ask them. */
  readonly addresses: readonly string[];
  /** Each server's CPU over the burst (ms), and the burst's length (ms: first seek to the last bot done). */
  readonly cpuMs: readonly number[];
  readonly wallMs: number;
  /** The bot processes' worst event-loop delay (ms, p99 and max). */
  readonly botLoopP99: number;
  readonly botLoopMax: number;
  /** The machine's 1-minute load average when the burst began. */
  readonly loadAverage: number;
  /** What the servers wrote to stderr during the run (the last 2,000 characters each; '' when nothing). */
  readonly serverLogs: readonly string[];
}

const DIR = join(tmpdir(), 'octoduel-bench');
const SERVER_START_MS = 60_000;
/** The bots' processes start through tsx: they seek this long after being started. */
const BOTS_START_MS = 6000;
/** A Redis database of the burst's own (load-scale uses 8, its test 9). */
export const REDIS_DB = 11;

/** The tail of what a child writes to stderr. */
function stderrTail(child: ChildProcess): () => string {
  let log = '';
  child.stderr!.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-2000);
  });
  return () => log;
}

/** Runs one burst to the end; the children are gone when it returns or throws. */
export async function runBurst(o: BurstOptions): Promise<BurstRun> {
  const prepared = await prepare(
    {
      kind: 'many',
      games: o.bots / 2,
      processes: o.processes,
      rampMs: 0,
      settleMs: 0,
      measureMs: 0,
      drainMs: 0,
    },
    REDIS_DB,
  );
  const started: ChildProcess[] = [];
  try {
    const script = await serverScript(prepared.script);
    const servers = prepared.serverEnv.map((env) => spawnNode(0, script, [], env));
    started.push(...servers);
    const logs = servers.map(stderrTail);
    const urls = await Promise.all(
      servers.map((s) => waitFor(s, /listening (\S+)/, SERVER_START_MS, 'burst server')),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const t0 = Date.now() + BOTS_START_MS;
    mkdirSync(DIR, { recursive: true });
    const bots = Array.from({ length: o.botProcesses }, (_, g) => {
      const from = Math.floor((g * o.bots) / o.botProcesses);
      const to = Math.floor(((g + 1) * o.bots) / o.botProcesses);
      const job: BurstJob = {
        urls,
        tokens: prepared.tokens.slice(from, to),
        first: from,
        total: o.bots,
        t0,
        spreadMs: o.spreadMs,
        socketTimeoutMs: o.socketTimeoutMs,
        giveUpMs: o.giveUpMs,
      };
      const file = join(DIR, `burst-${g}-${process.pid}.json`);
      writeFileSync(file, JSON.stringify(job));
      return spawnNode(1, 'tests/bench/loadBurstBots.ts', [file], {});
    });
    started.push(...bots);
    const results = Promise.all(
      bots.map((b) =>
        waitFor(b, /result (\{.*\})\n/, BOTS_START_MS + o.spreadMs + o.giveUpMs + 60_000, 'burst bots'),
      ),
    );
    results.catch(() => {});
    await new Promise((r) => setTimeout(r, Math.max(0, t0 - Date.now())));
    const loadAverage = loadavg()[0]!;
    const pids = servers.map((s) => s.pid!);
    const cpuFrom = pids.map(cpuMs);
    const out = (await results).map((json) => JSON.parse(json) as BurstResult);
    const cpu = pids.map((pid, i) => cpuMs(pid) - cpuFrom[i]!);
    const wallMs = Date.now() - t0;
    await Promise.all(servers.map((s) => stop(s)));
    return {
      joins: out.flatMap((r) => r.joins).sort((a, b) => a.bot - b.bot),
      addresses: urls.map((u) => new URL(u).host),
      cpuMs: cpu,
      wallMs,
      botLoopP99: Math.max(...out.map((r) => r.loopP99)),
      botLoopMax: Math.max(...out.map((r) => r.loopMax)),
      loadAverage,
      serverLogs: logs.map((l) => l()),
    };
  } finally {
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await prepared.finish().catch(() => undefined);
  }
}
