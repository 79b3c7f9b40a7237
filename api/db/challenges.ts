import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A sign-in challenge must be signed within 5 minutes. */
export const CHALLENGE_MS = 5 * 60 * 1000;

/** Who a challenge is for: a Hive account signing in, or one being linked to a signed-in legacy user. */
export interface ChallengeFor {
  /** The Hive account that must sign. */
  readonly username: string;
  /** The legacy user the Hive account will be linked to (fetch_memo2), or null for a sign-in. */
  readonly linkUserId: string | null;
}

export type FoundChallenge =
  { readonly status: 'ok'; readonly memo: string } | { readonly status: 'missing' | 'expired' };

/**
 * Issues a single-use challenge to the requester: its id (the requester's proof that it asked for it) and
 * the text to sign, `octoduel:login:<username>:<nonce>` (or `octoduel:link:…` when linking), valid 5
 * minutes. Several may wait for the same account: nobody else's request replaces or burns one. Expired
 * challenges are purged here.
 */
export async function createChallenge(
  db: Kysely<Database>,
  target: ChallengeFor,
  now: number,
): Promise<{ id: string; memo: string; expiresAt: number }> {
  const purpose = target.linkUserId === null ? 'login' : 'link';
  const memo = `octoduel:${purpose}:${target.username}:${randomBytes(16).toString('hex')}`;
  const expiresAt = now + CHALLENGE_MS;
  const id = randomBytes(24).toString('base64url');
  await db.deleteFrom('challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('challenges')
    .values({ id, username: target.username, memo, link_user_id: target.linkUserId, expires_at: expiresAt })
    .execute();
  return { id, memo, expiresAt };
}

/** The memo of the challenge `id` if it was issued for this account and purpose; nothing is consumed. */
export async function findChallenge(
  db: Kysely<Database>,
  id: string,
  target: ChallengeFor,
  now: number,
): Promise<FoundChallenge> {
  const { linkUserId } = target;
  const row = await db
    .selectFrom('challenges')
    .select(['memo', 'expires_at'])
    .where('id', '=', id)
    .where('username', '=', target.username)
    .where((eb) =>
      linkUserId === null ? eb('link_user_id', 'is', null) : eb('link_user_id', '=', linkUserId),
    )
    .executeTakeFirst();
  if (row === undefined) return { status: 'missing' };
  return row.expires_at > now ? { status: 'ok', memo: row.memo } : { status: 'expired' };
}

/** Uses the challenge `id` up, in one statement: true for exactly one caller. */
export async function consumeChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const rows = await db.deleteFrom('challenges').where('id', '=', id).returning('id').execute();
  return rows.length === 1;
}

/**
 * Records a signature as used until `expiresAt`; false if it was recorded before (SmartLock replay).
 * One INSERT … ON CONFLICT DO NOTHING, so two concurrent uses cannot both get true.
 */
export async function useSignatureOnce(
  db: Kysely<Database>,
  signature: string,
  expiresAt: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('used_signatures')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .execute();
  return inserted.length === 1;
}
