import type { Presence } from '@colyseus/core';
import type { Kysely } from 'kysely';
import { applyJoinChange, isJoinChange, relayJoinChanges } from '../../api/db/joinCache';
import type { Database } from '../../api/db/schema';

/** The channel on which processes tell each other what their writes changed of the join's reads. */
export const JOIN_CHANGES_CHANNEL = 'octoduel:join-changes';

/**
 * Processes sharing a database through Redis: each tells the others what its writes changed of the join's
 * reads (a sign-out, a profile, a recorded game's ratings; api/db/joinCache.ts) and forgets what theirs changed.
 * Redis hands a published message to every subscriber before it answers the publisher, so a sign-out is answered
 * only after every process has been sent it.
 */
export async function shareJoinChanges(
  presence: Presence,
  db: Kysely<Database>,
  processId: string,
): Promise<void> {
  await presence.subscribe(JOIN_CHANGES_CHANNEL, (message: unknown) => {
    const { from, change } = (message ?? {}) as { from?: unknown; change?: unknown };
    if (from !== processId && isJoinChange(change)) applyJoinChange(db, change);
  });
  relayJoinChanges(db, async (change) => {
    await presence.publish(JOIN_CHANGES_CHANNEL, { from: processId, change });
  });
}
