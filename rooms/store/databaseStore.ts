import type { Kysely } from 'kysely';
import { noteStarted, startNoted, type StartedGame } from '../../api/db/hostedGames';
import { recordTogether } from '../../api/db/recordQueue';
import type { FinishedGame, Recorded } from '../../api/db/results';
import type { Database } from '../../api/db/schema';
import { joinRating, joinSession } from '../../api/db/joinReads';
import { SESSION_COOKIE } from '../../api/db/sessions';
import { getSetting } from '../../api/db/settings';
import { isFullProfile } from '../../api/db/users';
import type { Store } from '../host/ports';

export type { Database, FinishedGame, Recorded, StartedGame };
export { SESSION_COOKIE };

/** The signed-in user behind a session, as a room needs it; undefined when the session is unknown or expired. */
export interface SessionUser {
  readonly id: string;
  readonly username: string;
  readonly name: string;
  /** The profile is complete enough to play. */
  readonly complete: boolean;
}

/** What rooms/colyseus/auth.ts needs of the data layer. */
export interface SessionStore {
  sessionUser(token: string, now: number): Promise<SessionUser | undefined>;
}

/**
 * rooms/'s one door to api/'s data layer (the host's Store port and the sessions auth reads): nothing else in
 * rooms/ imports api/db at run time. `processId` names this process in the shared database: the games it hosts
 * are noted under it as they start (a survivor records them if it dies; rooms/scaleOut/crashWatch.ts).
 */
export function databaseStore(db: Kysely<Database>, processId: string): Store & SessionStore {
  return {
    started(game) {
      void noteStarted(db, processId, game);
    },
    // The game's live row is deleted in the recording transaction: its insert must be written first.
    record: async (game) => {
      await startNoted(db, game.id);
      return recordTogether(db, game);
    },
    async rating(userId) {
      const { rating, provisional } = await joinRating(db, userId);
      return { rating, provisional };
    },
    async aiNames() {
      const { qty, names } = await getSetting(db, 'aiNames');
      return { qty, names };
    },
    async aiGames() {
      return (await getSetting(db, 'aiGames')).qty;
    },
    async sessionUser(token, now) {
      const session = await joinSession(db, token, now);
      if (session === undefined) return undefined;
      const { user } = session;
      return {
        id: user.id,
        username: user.hive_username ?? user.username,
        name: user.name ?? user.username,
        complete: isFullProfile(user),
      };
    },
  };
}
