import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 001_initial (its name is its key in kysely_migration; never rename it). */
export function migration(dialect: Dialect): Migration {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('hive_username', 'text', (c) => c.unique())
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('confirm_token', 'text', (c) => c.unique())
        .addColumn('vp_threshold', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('dv_threshold', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('min_payout', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('revote', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_email').on('users').column('email').execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('memo', 'text', (c) => c.notNull())
        .addColumn('link_user_id', 'text')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('challenges_username').on('challenges').column('username').execute();
      await db.schema
        .createTable('used_signatures')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('winner', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('log', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('game_players')
        .addColumn('id', serial, (c) =>
          c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
        )
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('game_players_board')
        .on('game_players')
        .columns(['board', 'counted'])
        .execute();
      await db.schema
        .createTable('seasons')
        .addColumn('id', serial, (c) =>
          c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
        )
        .addColumn('archived_at', 'bigint', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('standings', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('images')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('png', sql.raw(binary), (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
