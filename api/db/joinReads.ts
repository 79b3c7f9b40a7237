import type { Kysely } from 'kysely';
import { hashToken } from '../auth/tokens';
import { keptRating, keptSession } from './joinCache';
import type { Database } from './schema';
import { findSessionByHash, type LiveSession } from './sessions';
import { currentRating, type CurrentRating } from './standings';

/** The live session behind `token` at `now` (findSession's answer), as a room join reads it: kept (api/db/joinCache.ts). */
export function joinSession(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<LiveSession | undefined> {
  const tokenHash = hashToken(token);
  return keptSession(db, tokenHash, now, () => findSessionByHash(db, tokenHash, now));
}

/** The current rating of `player` (its key: a user's id) on the board (currentRating's answer), as a room join reads it: kept. */
export function joinRating(db: Kysely<Database>, player: string): Promise<CurrentRating> {
  return keptRating(db, player, () => currentRating(db, player));
}
