import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from './schema';

/** A HiveSigner sign-in must come back from HiveSigner within 10 minutes of its start. */
export const HIVESIGNER_STATE_MS = 10 * 60 * 1000;

/** A state's standing, read without using it up. */
export type FoundState = 'ok' | 'missing' | 'expired';

/**
 * Starts a HiveSigner sign-in: a new random state (256 bits), stored as its SHA-256 for 10 minutes. Only the
 * browser that started it holds the state itself (httpOnly cookie); expired states are purged here.
 */
export async function createHiveSignerState(
  db: Kysely<Database>,
  now: number,
): Promise<{ state: string; expiresAt: number }> {
  const state = newToken();
  const expiresAt = now + HIVESIGNER_STATE_MS;
  await db.deleteFrom('hivesigner_states').where('expires_at', '<=', now).execute();
  await db
    .insertInto('hivesigner_states')
    .values({ state_hash: hashToken(state), expires_at: expiresAt })
    .execute();
  return { state, expiresAt };
}

/** Whether `state` is waiting (issued, unused, unexpired); nothing is used up. */
export async function findHiveSignerState(
  db: Kysely<Database>,
  state: string,
  now: number,
): Promise<FoundState> {
  const row = await db
    .selectFrom('hivesigner_states')
    .select('expires_at')
    .where('state_hash', '=', hashToken(state))
    .executeTakeFirst();
  if (row === undefined) return 'missing';
  return row.expires_at > now ? 'ok' : 'expired';
}

/** Uses `state` up in one statement: true for exactly one caller, and only while it has not expired. */
export async function consumeHiveSignerState(
  db: Kysely<Database>,
  state: string,
  now: number,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('hivesigner_states')
    .where('state_hash', '=', hashToken(state))
    .where('expires_at', '>', now)
    .returning('state_hash')
    .execute();
  return rows.length === 1;
}

/** Keeps the access token of a session HiveSigner opened, so sign-out can revoke it. */
export async function keepHiveSignerToken(
  db: Kysely<Database>,
  sessionToken: string,
  accessToken: string,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('hivesigner_tokens')
    .values({ session_hash: hashToken(sessionToken), access_token: accessToken, expires_at: expiresAt })
    .execute();
}

/** Takes the access token kept for a session (and forgets it); undefined when the session has none. */
export async function takeHiveSignerToken(
  db: Kysely<Database>,
  sessionToken: string,
): Promise<string | undefined> {
  const rows = await db
    .deleteFrom('hivesigner_tokens')
    .where('session_hash', '=', hashToken(sessionToken))
    .returning('access_token')
    .execute();
  return rows[0]?.access_token;
}
