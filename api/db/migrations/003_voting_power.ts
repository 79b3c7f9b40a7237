import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 003_voting_power (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // The voting and downvoting power last read from the chain (percent; null until first read).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('voting_power', 'double precision').execute();
      await db.schema.alterTable('users').addColumn('downvoting_power', 'double precision').execute();
    },
  };
}
