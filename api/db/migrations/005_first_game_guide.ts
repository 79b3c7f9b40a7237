import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 005_first_game_guide (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // The guided first game: null until the player finishes it ('done') or skips it ('skipped').
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('first_game_guide', 'text').execute();
    },
  };
}
