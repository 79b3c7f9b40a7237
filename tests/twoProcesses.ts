// Real server processes (`server/main.ts`, as bundled by tests/setup/buildServer.ts), two or more, sharing
// PostgreSQL (a schema of their own) and Redis, for scale-out tests; stopped and the schema dropped by `close()`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDb, type Db } from '../api/db/connect';
import { signedInPlayer } from './kits/players';
import { TEST_SERVER } from './setup/buildServer';

const PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

/**
 * The Redis databases handed out to groups of processes, one group each: not 0 (a developer's own), 7 (the
 * lease counter's and the in-process tests'), 8 (the benchmark's), 9 and 10 (tests/loadTwoProcesses.test.ts and
 * tests/loadDrain.test.ts, which run beside these: a group leased 9 emptied it under a running load test).
 */
const REDIS_DATABASES = [1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15] as const;

/**
 * A Redis database of this group's own, emptied: test files run side by side in several workers, and two groups
 * on one database share their room listings, so matchmaking in one file could seat its players in a room of
 * another file's processes (seen in CI: a game stored in the other file's schema). The lease is a counter in
 * the TEST_REDIS_URL database, so concurrent workers get different databases.
 */
async function leaseRedis(): Promise<string> {
  const redis = new Redis(REDIS);
  try {
    const n = await redis.incr('octoduel:test:two-processes');
    const db = REDIS_DATABASES[n % REDIS_DATABASES.length]!;
    await redis.select(db);
    await redis.flushdb();
    const url = new URL(REDIS);
    url.pathname = `/${db}`;
    return url.toString();
  } finally {
    redis.disconnect();
  }
}

/** Several server processes on one database and one Redis database. */
export interface Processes {
  readonly ports: readonly number[];
  readonly urls: readonly string[];
  /** The processes, for tests that stop them. */
  readonly children: readonly ChildProcess[];
  /** The database both use. */
  readonly db: Db;
  /** Everything each process printed so far (for a failing test's message). */
  output(): string;
  /** A signed-in player with a full profile: its session token. */
  session(username: string, name?: string): Promise<string>;
  /**
   * Stops what still runs (SIGTERM, then SIGKILL after 30 s; `'kill'`: SIGKILL at once, for a test whose processes
   * have nothing left to drain), closes the database and drops the schema.
   */
  close(how?: 'drain' | 'kill'): Promise<void>;
}

/** Two of them. */
export interface TwoProcesses extends Processes {
  readonly ports: readonly [number, number];
  readonly urls: readonly [string, string];
}

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/** What each started process printed, by process. */
const printed = new WeakMap<ChildProcess, string[]>();

/**
 * Every server process this worker spawned and that still runs. A file whose start failed or timed out (its
 * `beforeAll` past the hook's limit) left its processes running after the suite ended (three found after a full
 * run, slowing what ran next): they are killed when the start fails, and at the latest when this worker exits.
 */
const spawned = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of spawned) child.kill('SIGKILL');
});

/** How long a group of processes may take to say they listen (ms): under the 60 s hook limit of the node project. */
const START_MS = 50_000;

export function startProcess(
  port: number,
  dbUrl: string,
  redisUrl: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  // Source maps: a stack trace in a process's output names the TypeScript sources.
  const child = spawn(process.execPath, ['--enable-source-maps', TEST_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      HIVE_RPC_URL: 'http://127.0.0.1:9',
      // Every test's requests come from 127.0.0.1 and count together in Redis: a test of the per-IP limits sets
      // its own values in `env`.
      PUBLIC_READ_RATE_LIMIT: '1000000',
      SIGNED_OUT_WRITE_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  child.once('exit', () => {
    spawned.delete(child);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const lines: string[] = [];
    printed.set(child, lines);
    const onData = (d: Buffer) => {
      out += d.toString();
      lines.push(d.toString());
      if (out.includes('listening on')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      reject(new Error(`server on ${port} exited (${code}): ${out}`));
    });
  });
}

/** Starts the two processes on free ports with `env` added to their environment. */
export async function startTwoProcesses(env: Record<string, string> = {}): Promise<TwoProcesses> {
  return (await startProcesses(2, env)) as TwoProcesses;
}

/**
 * Starts `count` processes on free ports with `env` added to their environment (a function: each process's own,
 * by its index).
 */
export async function startProcesses(
  count: number,
  env: Record<string, string> | ((index: number) => Record<string, string>) = {},
): Promise<Processes> {
  const schema = `two_${randomBytes(4).toString('hex')}`;
  const dbUrl = `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  await admin(`CREATE SCHEMA ${schema}`);
  const db = await openDb(dbUrl);
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const redisUrl = await leaseRedis();
  const envOf = typeof env === 'function' ? env : () => env;
  const before = new Set(spawned);
  let children: ChildProcess[];
  try {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`server processes did not start within ${START_MS} ms`));
      }, START_MS);
    });
    children = await Promise.race([
      Promise.all(ports.map((port, i) => startProcess(port, dbUrl, redisUrl, envOf(i)))),
      timedOut,
    ]).finally(() => {
      clearTimeout(timer);
    });
  } catch (err) {
    // Whatever this call spawned stops now, not when the worker exits.
    for (const child of spawned) if (!before.has(child)) child.kill('SIGKILL');
    await db.close();
    await admin(`DROP SCHEMA ${schema} CASCADE`);
    throw err;
  }
  return {
    ports,
    urls: ports.map((port) => `http://127.0.0.1:${port}`),
    children,
    db,
    output: () =>
      children.map((c, i) => `--- process on ${ports[i]}:\n${(printed.get(c) ?? []).join('')}`).join('\n'),
    async session(username, name = 'Scale Player') {
      return (await signedInPlayer(db.kysely, username, { name }, Date.now())).token;
    },
    async close(how = 'drain') {
      const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
      for (const c of running) c.kill(how === 'kill' ? 'SIGKILL' : 'SIGTERM');
      // A process still busy 30 s after SIGTERM is killed: the test's result is already known.
      await Promise.all(
        running.map(
          (c) =>
            new Promise((r) => {
              const kill = setTimeout(() => c.kill('SIGKILL'), 30_000);
              c.once('exit', () => {
                clearTimeout(kill);
                r(undefined);
              });
            }),
        ),
      );
      await db.close();
      await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
