import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import { CurrentSchemaPostgresDialect } from './postgresDialect';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/** An open database with its dialect. */
export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT as text by default; our bigints are epoch ms and seeds, safe as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/**
 * Opens the database named by a URL and runs the migrations: `sqlite:<path>` (the file and its folder are
 * created; WAL mode), `sqlite::memory:`, or `postgres://…`. `schema` picks a PostgreSQL schema (tests).
 */
export async function openDb(url: string, options: { schema?: string } = {}): Promise<Db> {
  const db = connectDb(url, options);
  await migrateToLatest(db);
  return db;
}

/**
 * `openDb` without the migrations, for a database already migrated (the tests' database of a test file, see
 * tests/kits/testHarness.ts). `image` (SQLite only) is a serialized database to open a copy of in memory.
 */
export function connectDb(url: string, options: { schema?: string; image?: Buffer } = {}): Db {
  return url.startsWith('postgres') ? openPostgres(url, options.schema) : openSqlite(url, options.image);
}

function openSqlite(url: string, image?: Buffer): Db {
  const path = url.replace(/^sqlite:/, '');
  if (image === undefined && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(image ?? path);
  database.pragma('journal_mode = WAL');
  // WAL's recommended setting: a commit is not flushed to the disk on its own (a checkpoint is), so recording a
  // game does not hold the event loop for an fsync; a power cut (not a crash of the process) may lose the last
  // moments' commits, never corrupt the file (docs/ARCHITECTURE.md, Database).
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(database) }),
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/** How many distinct SQL texts keep their prepared statement (the app has about a hundred). */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely sees it, preparing each SQL text once: Kysely asks for a new statement on every query,
 * and compiling it again was the largest single cost of recording a game under load (docs/BENCHMARKS.md). Safe
 * because Kysely runs one query at a time on this one connection and never streams here (a statement still
 * iterating cannot run again).
 */
function reusingStatements(database: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENTS_KEPT });
  return {
    close: () => database.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, schema?: string, max = 10): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

/**
 * Connections of their own for `main` (opened from `url`), for work that must not queue behind its pool: the crash
 * watch's heartbeat and staleness reads (issue 35: 200 slow signed-out requests held all ten connections and a
 * survivor took the process for dead). PostgreSQL: a pool of two beside the main one, closed with `close`.
 * The arena directors have theirs too (a pairing wave must not wait behind a thousand players' polls).
 * SQLite: `main` itself: better-sqlite3 runs each statement at once on the event loop, so no pool can starve the
 * heartbeat (only a saturated event loop delays it, and then the process's lease lapses: rooms/scaleOut/crashWatch.ts).
 */
export function ownConnections(url: string, main: Db, connections = 2): Db {
  if (main.dialect === 'sqlite') return { ...main, close: async () => {} };
  return openPostgres(url, undefined, connections);
}
