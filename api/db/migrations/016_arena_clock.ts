import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 016_arena_clock (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // The clock an arena's games run on (issue 41: an admin's schedule names it; a private arena's maker chooses):
    // `standard` (RULES.md's durations) or `relaxed` (three times as long).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('arenas')
        .addColumn('clock', 'text', (c) => c.notNull().defaultTo('standard'))
        .execute();
      await db.schema
        .alterTable('arena_schedules')
        .addColumn('clock', 'text', (c) => c.notNull().defaultTo('standard'))
        .execute();
    },
  };
}
