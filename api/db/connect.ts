import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
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
  const db = url.startsWith('postgres') ? openPostgres(url, options.schema) : openSqlite(url);
  await migrateToLatest(db);
  return db;
}

function openSqlite(url: string): Db {
  const path = url.replace(/^sqlite:/, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

function openPostgres(url: string, schema?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}
