import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';
import type { AnyDb } from './anyDb';

/** Migration 002_auth (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // Confirmation codes stored hashed with an expiry; one account per email, case-insensitively.
    async up(db: Kysely<unknown>) {
      const k = db as Kysely<AnyDb>;
      await db.schema.alterTable('users').addColumn('confirm_expires_at', 'bigint').execute();
      const pending = await k
        .selectFrom('users')
        .select(['id', 'confirm_token'])
        .where('confirm_token', 'is not', null)
        .execute();
      for (const row of pending)
        await k
          .updateTable('users')
          .set({
            confirm_token: frozenHashToken(String(row.confirm_token)),
            confirm_expires_at: Date.now() + FROZEN_CONFIRM_MS,
          })
          .where('id', '=', row.id)
          .execute();
      // Earlier duplicates (emails were unique only by convention): the legacy account keeps the email,
      // else the oldest; the others lose it and are asked for an email again on their next visit.
      const rows = await k
        .selectFrom('users')
        .select(['id', 'email', 'type', 'created_at'])
        .where('email', 'is not', null)
        .orderBy('created_at')
        .execute();
      const keeper = new Map<string, { id: string; type: string }>();
      for (const row of rows) {
        const email = String(row.email).toLowerCase();
        const kept = keeper.get(email);
        if (kept === undefined) keeper.set(email, { id: String(row.id), type: String(row.type) });
        else if (kept.type !== 'email' && row.type === 'email') {
          await k.updateTable('users').set({ email: null }).where('id', '=', kept.id).execute();
          keeper.set(email, { id: String(row.id), type: 'email' });
        } else await k.updateTable('users').set({ email: null }).where('id', '=', row.id).execute();
      }
      await db.schema.dropIndex('users_email').execute();
      await db.schema
        .createIndex('users_email_unique')
        .on('users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();
    },
  };
}

// What this migration needs of other code, copied as it was when it was written: a migration must do the same on
// every database it ever meets, so these never change, even when the live code they were copied from does.

/** 002_auth: a confirmation code as stored, its SHA-256 in hex. Never change. */
function frozenHashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 002_auth: how long a confirmation code lasted (7 days). Never change. */
const FROZEN_CONFIRM_MS = 7 * 24 * 60 * 60 * 1000;
