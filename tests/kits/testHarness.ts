// Test support for api/ and cross-layer tests: a real database (SQLite in memory, or PostgreSQL when
// TEST_DATABASE_URL names one) and the app with a controllable clock.
//
// The database is migrated once per test FILE (vitest evaluates this module once per file), then every
// openTestDb() hands out a clean copy of it: on SQLite a fresh in-memory database deserialized from the migrated
// one, on PostgreSQL the file's own schema with every table emptied (DELETE, ten times faster than TRUNCATE on
// these small tables, and the sequences restarted, so serial ids start at 1 again). Running the migrations per test was most of the API suite's time (docs/TESTING.md).
import { solvedTableFor } from '../../api/solved/tableFiles';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Kysely, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../api/app';
import { loadConfig, type Config } from '../../api/config';
import type { ApiContext } from '../../api/context';
import { connectDb, openDb, type Db } from '../../api/db/connect';
import { migrateToLatest } from '../../api/db/migrations';
import type { Database } from '../../api/db/schema';
import { signedInPlayer } from './players';
import type { User } from '../../api/db/users';
import { ChainUnavailableError, type ChainClient } from '../../api/hive/chain';

/** The database tests run on: TEST_DATABASE_URL (a postgres:// URL runs the suite on PostgreSQL) or SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'sqlite::memory:';

/** This file's migrated database: a SQLite image, or a PostgreSQL schema and the statements that empty it. */
type Template = { kind: 'sqlite'; image: Buffer } | { kind: 'postgres'; schema: string; empty: string };
let template: Promise<Template> | undefined;

async function migratedSqlite(): Promise<Template> {
  const database = new SQLite(':memory:');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  await migrateToLatest({ kysely, dialect: 'sqlite', close: () => kysely.destroy() });
  const image = database.serialize();
  await kysely.destroy();
  return { kind: 'sqlite', image };
}

async function migratedSchema(): Promise<Template> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE SCHEMA ${schema}`);
  try {
    const db = await openDb(TEST_DATABASE_URL, { schema });
    try {
      // Newest table first, so a row goes before the rows it references.
      const tables = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ${schema} AND c.relkind = 'r' AND c.relname NOT LIKE 'kysely_migration%'
        ORDER BY c.oid DESC`.execute(db.kysely);
      const sequences = await sql<{
        name: string;
      }>`SELECT sequence_name AS name FROM information_schema.sequences
        WHERE sequence_schema = ${schema}`.execute(db.kysely);
      const empty = [
        ...tables.rows.map((t) => `DELETE FROM "${t.name}";`),
        ...sequences.rows.map((q) => `ALTER SEQUENCE "${q.name}" RESTART;`),
      ].join(' ');
      return { kind: 'postgres', schema, empty };
    } finally {
      await db.close();
    }
  } catch (err) {
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    throw err;
  }
}

/**
 * Opens a clean, migrated test database (no rows, ids from 1): a copy of this file's migrated SQLite database,
 * or this file's PostgreSQL schema emptied. One at a time on PostgreSQL: opening one empties the schema.
 */
export async function openTestDb(): Promise<Db> {
  const t = await (template ??= TEST_DATABASE_URL.startsWith('postgres')
    ? migratedSchema()
    : migratedSqlite());
  if (t.kind === 'sqlite') return connectDb(TEST_DATABASE_URL, { image: t.image });
  const db = connectDb(TEST_DATABASE_URL, { schema: t.schema });
  await sql.raw(t.empty).execute(db.kysely);
  return db;
}

/**
 * A database with no tables on TEST_DATABASE_URL, for a migration's test that starts from an older migration:
 * SQLite in memory, or a PostgreSQL schema of its own that closing drops.
 */
export async function openBareTestDb(): Promise<Db> {
  if (!TEST_DATABASE_URL.startsWith('postgres')) return connectDb(TEST_DATABASE_URL);
  const schema = `m_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE SCHEMA ${schema}`);
  const db = connectDb(TEST_DATABASE_URL, { schema });
  return {
    ...db,
    async close() {
      await db.close();
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

/** Drops this file's PostgreSQL schema, if it made one (tests/setup/dropTestSchema.ts, after the file's tests). */
export async function dropTestSchema(): Promise<void> {
  const t = await template;
  template = undefined;
  if (t?.kind === 'postgres') await admin(`DROP SCHEMA IF EXISTS ${t.schema} CASCADE`);
}

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

export interface TestApi {
  readonly app: FastifyInstance;
  readonly ctx: ApiContext;
  readonly clock: { now: number };
  /** The app's log lines (parsed JSON), kept here instead of printed. */
  readonly logs: Record<string, unknown>[];
  /** Every route of the app, as registered (method, url, schema, …). */
  readonly routes: readonly RouteOptions[];
  /** Signs a Hive user in directly (creating it) and returns its user and bearer headers. */
  signIn(username: string, options?: { admin?: boolean; name?: string; email?: string }): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn {
  readonly user: User;
  readonly token: string;
  readonly headers: { authorization: string };
}

/** A chain that never answers. */
export const UNREACHABLE_CHAIN: ChainClient = {
  getAccounts: () => Promise.reject(new ChainUnavailableError()),
};

/** A running app (not listening; use app.inject) on a fresh database. */
export async function startTestApi(
  options: { chain?: ChainClient; config?: Partial<Config>; now?: number } = {},
): Promise<TestApi> {
  const db = await openTestDb();
  const clock = { now: options.now ?? 1_800_000_000_000 };
  const config = {
    ...loadConfig({}),
    // scrypt at N=2^10 (128 KiB) instead of OWASP's 2^17 (128 MiB): the same code path, a thousandth of the work.
    passwordParams: { N: 2 ** 10, r: 8, p: 1 },
    signInRateLimit: 1000,
    signInUserRateLimit: 1000,
    signedOutWriteRateLimit: 1000,
    publicReadRateLimit: 1000,
    ...options.config,
  };
  // Without a chain from the test, chain calls fail as an unreachable chain would.
  const chain = options.chain ?? UNREACHABLE_CHAIN;
  const ctx: ApiContext = {
    config,
    db,
    chain,
    now: () => clock.now,
    solved: solvedTableFor(config.solvedDir),
  };
  const logs: Record<string, unknown>[] = [];
  const routes: RouteOptions[] = [];
  const app = await buildApp(ctx, {
    logStream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
    onRoute: (route) => void routes.push(route),
  });
  return {
    app,
    ctx,
    clock,
    logs,
    routes,
    async signIn(username, { admin = false, name = 'Test Player', email = `${username}@example.com` } = {}) {
      const { user, token } = await signedInPlayer(db.kysely, username, { name, email, admin }, clock.now);
      return { user, token, headers: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
