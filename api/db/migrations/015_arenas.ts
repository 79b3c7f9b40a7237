import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 015_arenas (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // Arenas (issue 41, docs/ARCHITECTURE.md "Arenas"): an arena, its players and its pairings (each pairing one
    // game room; its result once the game ended), and the admins' schedules that make arenas. The standings are
    // computed from the players and the finished pairings (engine/arena), never stored.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('arenas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        // A private arena's numeric code (unique among arenas not finished); null for an admin's public one.
        .addColumn('code', 'text')
        .addColumn('created_by', 'text')
        .addColumn('schedule_id', 'text')
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        // Set once the last game ended after the end and the standings are final.
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema.createIndex('arenas_by_end').on('arenas').column('ends_at').execute();
      await db.schema.createIndex('arenas_by_code').on('arenas').column('code').execute();
      await db.schema
        .createTable('arena_players')
        .addColumn('arena_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        // The rating the player joined with (the pairing and the tie-break read it).
        .addColumn('rating', 'integer', (c) => c.notNull())
        // active, paused or withdrawn (contract/arenas.ts ARENA_PLAYER_STATES).
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        // When the player became free to pair (joined, came back, or its last game ended), ms.
        .addColumn('free_since', 'bigint', (c) => c.notNull())
        // The open pairing (null when free), and the last game's opponent (never paired again at once).
        .addColumn('pairing_id', 'text')
        .addColumn('last_opponent', 'text')
        // Running totals of the finished pairings, written in the transaction that settles each: the score,
        // the wins in a row, the games, wins and losses, the opponents' ratings summed (the performance), the
        // berserk games, and when the score last grew. A recount from the pairings gives the same
        // (tests/arenaRecount.test.ts).
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('opponent_ratings', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('scored_at', 'bigint')
        .addPrimaryKeyConstraint('arena_players_pk', ['arena_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('arena_players_by_state')
        .on('arena_players')
        .columns(['arena_id', 'state'])
        .execute();
      await db.schema
        .createTable('arena_pairings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('arena_id', 'text', (c) => c.notNull())
        .addColumn('user_a', 'text', (c) => c.notNull())
        .addColumn('user_b', 'text', (c) => c.notNull())
        .addColumn('rating_a', 'integer', (c) => c.notNull())
        .addColumn('rating_b', 'integer', (c) => c.notNull())
        .addColumn('paired_at', 'bigint', (c) => c.notNull())
        // The game room (null until created).
        .addColumn('room_id', 'text')
        // The stored game's id, once the game started.
        .addColumn('game_id', 'text')
        // paired, playing, done, no-show or void (api/db/arenas.ts PAIRING_STATUSES).
        .addColumn('status', 'text', (c) => c.notNull())
        // A, B, draw or none; null until the game ended.
        .addColumn('winner', 'text')
        .addColumn('turns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('berserk_a', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('berserk_b', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ended_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('arena_pairings_by_arena')
        .on('arena_pairings')
        .columns(['arena_id', 'status'])
        .execute();
      await db.schema.createIndex('arena_pairings_by_game').on('arena_pairings').column('game_id').execute();
      await db.schema
        .createTable('arena_schedules')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        // once, hourly or daily.
        .addColumn('every', 'text', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        // The next arena this schedule makes starts then (ms); null once a `once` schedule made its arena.
        .addColumn('next_start', 'bigint')
        .execute();
    },
  };
}
