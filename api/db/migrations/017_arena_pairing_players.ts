import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 017_arena_pairing_players (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // A player's own counted games in an arena (its sheet on the arena page, read on every poll of a signed-in
    // player) are found by player, not by scanning every pairing of the arena: thousands of finished pairings per
    // arena at 1,000 players (the arena bench).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('arena_pairings_by_user_a')
        .on('arena_pairings')
        .columns(['arena_id', 'user_a'])
        .execute();
      await db.schema
        .createIndex('arena_pairings_by_user_b')
        .on('arena_pairings')
        .columns(['arena_id', 'user_b'])
        .execute();
    },
  };
}
