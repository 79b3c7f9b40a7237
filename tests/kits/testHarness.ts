// Test support for api/ and cross-layer tests: a real database (SQLite in memory, or a fresh PostgreSQL
// schema when TEST_DATABASE_URL names one) and the app with a controllable clock.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../api/app';
import { loadConfig, type Config } from '../../api/config';
import type { ApiContext } from '../../api/context';
import { openDb, type Db } from '../../api/db/connect';
import { createSession } from '../../api/db/sessions';
import { upsertHiveUser, type User } from '../../api/db/users';
import { ChainUnavailableError, type ChainClient } from '../../api/hive/chain';

/** The database tests run on: TEST_DATABASE_URL (a postgres:// URL runs the suite on PostgreSQL) or SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'sqlite::memory:';

/** Opens a fresh, migrated test database; on PostgreSQL in a schema of its own, dropped on close. */
export async function openTestDb(): Promise<Db> {
  if (!TEST_DATABASE_URL.startsWith('postgres')) return openDb(TEST_DATABASE_URL);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openDb(TEST_DATABASE_URL, { schema }).catch(async (err: unknown) => {
    await dropSchema(schema);
    throw err;
  });
  return {
    ...db,
    async close() {
      await db.close();
      await dropSchema(schema);
    },
  };
}

async function dropSchema(schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await c.end();
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
  const config = { ...loadConfig({}), signInRateLimit: 1000, signInUserRateLimit: 1000, ...options.config };
  // Without a chain from the test, chain calls fail as an unreachable chain would.
  const chain = options.chain ?? UNREACHABLE_CHAIN;
  const ctx: ApiContext = { config, db, chain, now: () => clock.now };
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
      const k = db.kysely;
      const created = await upsertHiveUser(k, username, 'keychain', clock.now);
      await k
        .updateTable('users')
        .set({ name, email, role: admin ? 'admin' : 'user' })
        .where('id', '=', created.id)
        .execute();
      const user = { ...created, name, email, role: admin ? ('admin' as const) : ('user' as const) };
      const token = await createSession(k, user, 'keychain', clock.now);
      return { user, token, headers: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
