import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 014_hivesigner (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // HiveSigner sign-in (issue 37, api/routes/hiveSigner.ts): each sign-in under way is a single-use state
    // (its SHA-256; the browser holds the state in an httpOnly cookie), and each session HiveSigner opened keeps
    // its access token until sign-out revokes it or the session ends.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('hivesigner_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('hivesigner_tokens')
        .addColumn('session_hash', 'text', (c) => c.primaryKey())
        .addColumn('access_token', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
