import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 011_fencing (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // Issue 35, finding 1: a game claimed as no contest while its process may still be playing it keeps its seed
    // and salt private until it could no longer be running (api/routes/games.ts; docs/ARCHITECTURE.md, "A
    // crash"). Null for every other game.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('sealed_until', 'bigint').execute();
    },
  };
}
