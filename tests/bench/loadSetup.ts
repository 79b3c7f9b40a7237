// The databases of a load run: a fresh SQLite file, or a PostgreSQL schema of its own with an emptied Redis
// database for two or more processes; a user with a full profile and a session for every bot (and spectator); the
// servers' environment.
import { connect, createServer } from 'node:net';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, type Db } from '../../api/db/connect';
import { createSession } from '../../api/db/sessions';
import { upsertHiveUser } from '../../api/db/users';
import type { LoadOptions } from './loadRun';

const PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The two-process runs use a Redis database of their own (emptied first): 8 for the bench, 9 for the test. */
const REDIS = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DIR = join(tmpdir(), 'octoduel-bench');

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
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

/** Empties one Redis database (the runs' own; its stale room listings would send bots to dead processes). */
function flushRedis(url: string, db: number): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port || 6379), hostname, () => {
      socket.write(`SELECT ${db}\r\nFLUSHDB\r\n`);
    });
    let out = '';
    socket.setTimeout(5000, () => {
      socket.destroy(new Error('Redis did not answer FLUSHDB'));
    });
    socket.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.split('\r\n').filter((l) => l !== '').length >= 2) {
        socket.end();
        if (out.includes('-ERR')) reject(new Error(`Redis: ${out}`));
        else resolve();
      }
    });
    socket.on('error', reject);
  });
}

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A name the profile rules accept (letters only): Bot A, Bot B, …, Bot Ba, … */
function botName(i: number): string {
  let word = '';
  for (let n = i; word === '' || n > 0; n = Math.floor(n / 26))
    word = String.fromCharCode(97 + (n % 26)) + word;
  return `Bot ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** `count` users with full profiles and a session each, in one transaction; their tokens. */
async function sessions(db: Db, count: number): Promise<string[]> {
  const now = Date.now();
  return db.kysely.transaction().execute(async (trx) => {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const username = `loadbot${i}`;
      const user = await upsertHiveUser(trx, username, 'keychain', now);
      await trx
        .updateTable('users')
        .set({ name: botName(i), email: `${username}@example.com` })
        .where('id', '=', user.id)
        .execute();
      tokens.push(await createSession(trx, { ...user, name: botName(i) }, 'keychain', now));
    }
    return tokens;
  });
}

/** A stored game's result reason (`no-contest`, `turns`, …) by game id. */
export type Records = Map<string, string>;

export interface Prepared {
  readonly tokens: string[];
  /** Sessions for the spectator run: the watched game's two players, then the spectators. */
  readonly extraTokens: string[];
  /** The stored games among `ids` (PostgreSQL runs; empty otherwise). */
  records(ids: readonly string[]): Promise<Records>;
  /** Every game stored as no contest so far (PostgreSQL runs; empty otherwise). */
  noContest(): Promise<string[]>;
  readonly serverEnv: Record<string, string>[];
  readonly script: string;
  /** Counts the stored games once the servers have stopped; cleans up. */
  finish(): Promise<number | undefined>;
}

export async function prepare(o: LoadOptions, redisDb: number): Promise<Prepared> {
  const bots = o.games * 2;
  const extra = o.spectators === undefined ? 0 : o.spectators + 2;
  const reveal: Record<string, string> =
    o.revealMs === undefined ? {} : { LOAD_REVEAL_MS: String(o.revealMs) };
  const drain: Record<string, string> =
    o.fault?.drainMs === undefined ? {} : { LOAD_DRAIN_MS: String(o.fault.drainMs) };
  const base = { HOST: '127.0.0.1', HIVE_RPC_URL: 'http://127.0.0.1:9', REDIS_URL: '', ...reveal, ...drain };
  const none = { records: () => Promise.resolve(new Map()), noContest: () => Promise.resolve([]) };
  if (o.kind === 'bare') {
    const port = await freePort();
    return {
      tokens: Array.from({ length: bots }, (_, i) => `bare-${i}`),
      extraTokens: [],
      ...none,
      serverEnv: [{ ...base, PORT: String(port) }],
      script: 'tests/bench/bareRoom.ts',
      finish: () => Promise.resolve(undefined),
    };
  }
  if (o.kind === 'octoduel') {
    mkdirSync(DIR, { recursive: true });
    const file = join(DIR, `load-${o.games}.sqlite`);
    const clean = () => {
      for (const ext of ['', '-wal', '-shm']) rmSync(`${file}${ext}`, { force: true });
    };
    clean();
    const db = await openDb(`sqlite:${file}`);
    const all = await sessions(db, bots + extra);
    const port = await freePort();
    return {
      tokens: all.slice(0, bots),
      extraTokens: all.slice(bots),
      ...none,
      serverEnv: [{ ...base, PORT: String(port), DATABASE_URL: `sqlite:${file}` }],
      script: 'tests/bench/loadServer.ts',
      async finish() {
        const n = await countGames(db);
        await db.close();
        clean();
        return n;
      },
    };
  }
  const schema = `load_${Date.now().toString(36)}_${process.pid}`;
  const dbUrl = `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  await admin(`CREATE SCHEMA ${schema}`);
  await flushRedis(REDIS, redisDb);
  const db = await openDb(dbUrl);
  const all = await sessions(db, bots + extra);
  const ports: number[] = [];
  for (let i = 0; i < (o.processes ?? 2); i++) ports.push(await freePort());
  return {
    tokens: all.slice(0, bots),
    extraTokens: all.slice(bots),
    records: (ids) => records(db, ids),
    async noContest() {
      const rows = await db.kysely
        .selectFrom('games')
        .select('id')
        .where('reason', '=', 'no-contest')
        .execute();
      return rows.map((r) => r.id);
    },
    serverEnv: ports.map((port) => ({
      ...base,
      PORT: String(port),
      DATABASE_URL: dbUrl,
      REDIS_URL: `${REDIS}/${redisDb}`,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    })),
    script: 'tests/bench/loadServer.ts',
    async finish() {
      const n = await countGames(db);
      await db.close();
      await admin(`DROP SCHEMA ${schema} CASCADE`);
      await flushRedis(REDIS, redisDb);
      return n;
    },
  };
}

async function countGames(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function records(db: Db, ids: readonly string[]): Promise<Records> {
  const found: Records = new Map();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const rows = await db.kysely
      .selectFrom('games')
      .select(['id', 'reason'])
      .where('id', 'in', chunk)
      .execute();
    for (const r of rows) found.set(r.id, r.reason);
  }
  return found;
}
