import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 008_secret_seeds (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // A hosted game's seed is 256 bits (64 hex digits, engine/secretRng.ts), too large for the bigint `seed`
    // column: it is stored here, and `seed` keeps the 31-bit seeds of the games stored before (0 beside a secret).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('secret_seed', 'text').execute();
    },
  };
}
