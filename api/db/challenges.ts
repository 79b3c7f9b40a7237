import { randomBytes, randomUUID } from 'node:crypto';
import type { DeleteQueryBuilder, DeleteResult, Kysely } from 'kysely';
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

export type TakenChallenge =
  { readonly status: 'ok'; readonly memo: string } | { readonly status: 'missing' | 'expired' };

/**
 * Issues a single-use challenge: the text to sign, `octoduel:login:<username>:<nonce>` (or `octoduel:link:…`
 * when linking), valid 5 minutes. It replaces any earlier challenge for the same account and purpose.
 */
export async function createChallenge(
  db: Kysely<Database>,
  target: ChallengeFor,
  now: number,
): Promise<{ memo: string; expiresAt: number }> {
  const purpose = target.linkUserId === null ? 'login' : 'link';
  const memo = `octoduel:${purpose}:${target.username}:${randomBytes(16).toString('hex')}`;
  const expiresAt = now + CHALLENGE_MS;
  await db.transaction().execute(async (trx) => {
    await matching(trx.deleteFrom('challenges'), target).execute();
    await trx
      .insertInto('challenges')
      .values({
        id: randomUUID(),
        username: target.username,
        memo,
        link_user_id: target.linkUserId,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { memo, expiresAt };
}

/**
 * Consumes the challenge for this account and purpose in one statement, so it can be taken once: it is
 * gone whether or not its signature then verifies. An expired one is taken too, and refused.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  target: ChallengeFor,
  now: number,
): Promise<TakenChallenge> {
  const rows = await matching(db.deleteFrom('challenges'), target)
    .returning(['memo', 'expires_at'])
    .execute();
  if (rows.length === 0) return { status: 'missing' };
  // createChallenge keeps one per account and purpose; after a race, the newest live one counts.
  const live = rows.filter((r) => r.expires_at > now).sort((a, b) => b.expires_at - a.expires_at);
  return live[0] === undefined ? { status: 'expired' } : { status: 'ok', memo: live[0].memo };
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

/** Narrows a delete to the challenges for this account and purpose. */
function matching(
  query: DeleteQueryBuilder<Database, 'challenges', DeleteResult>,
  target: ChallengeFor,
): DeleteQueryBuilder<Database, 'challenges', DeleteResult> {
  const { linkUserId } = target;
  return query
    .where('username', '=', target.username)
    .where((eb) =>
      linkUserId === null ? eb('link_user_id', 'is', null) : eb('link_user_id', '=', linkUserId),
    );
}
