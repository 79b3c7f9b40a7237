import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 009_live_games (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // A crashed process's games (issue 27): each game in progress names the process hosting it, each process
    // beats a heartbeat, and a survivor records the games of a process not seen for a while as no contest; the
    // players of such a game are told once when they come back (docs/ARCHITECTURE.md, "A crash").
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('process_id', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('seed_commitment', 'text', (c) => c.notNull())
        .addColumn('durations', 'text', (c) => c.notNull())
        .addColumn('players', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('live_games_process').on('live_games').column('process_id').execute();
      await db.schema
        .createTable('live_processes')
        .addColumn('process_id', 'text', (c) => c.primaryKey())
        .addColumn('seen_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('game_notices')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('opponent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addPrimaryKeyConstraint('game_notices_pk', ['user_id', 'game_id'])
        .execute();
    },
  };
}
