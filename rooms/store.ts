import type { Kysely } from 'kysely';
import type { Config } from '../api/config';
import { enableAnchoring } from '../api/db/anchors';
import { recordTogether } from '../api/db/recordQueue';
import type { FinishedGame, Recorded } from '../api/db/results';
import type { Database } from '../api/db/schema';
import { findSession, SESSION_COOKIE } from '../api/db/sessions';
import { getSetting } from '../api/db/settings';
import { currentRating } from '../api/db/standings';
import { isFullProfile } from '../api/db/users';
import { AnchorPublisher, type AnchorPublisherOptions } from '../api/hive/anchorPublisher';
import type { Store } from './host/ports';

export type { Database, FinishedGame, Recorded };
export { SESSION_COOKIE };

/** The signed-in user behind a session, as a room needs it; undefined when the session is unknown or expired. */
export interface SessionUser {
  readonly id: string;
  readonly username: string;
  readonly name: string;
  /** The profile is complete enough to play. */
  readonly complete: boolean;
}

/** What rooms/auth.ts needs of the data layer. */
export interface SessionStore {
  sessionUser(token: string, now: number): Promise<SessionUser | undefined>;
}

/**
 * rooms/'s one door to api/'s data layer (the host's Store port and the sessions auth reads): nothing else in
 * rooms/ imports api/db at run time.
 */
export function databaseStore(db: Kysely<Database>): Store & SessionStore {
  return {
    record: (game) => recordTogether(db, game),
    async rating(username) {
      const { rating, provisional } = await currentRating(db, username);
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
      const session = await findSession(db, token, now);
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

/** Tunables of the anchor publisher (tests: short rounds and expiry). */
export type AnchorTunables = Partial<Omit<AnchorPublisherOptions, 'db' | 'account' | 'postingKey'>>;

/**
 * Issue 28: with a posting key configured, counted games recorded through `db` queue their anchors and a publisher
 * sends them to the configured Hive nodes (its own timer, off the rooms' path); without one, nothing (undefined).
 */
export function startAnchoring(
  db: Kysely<Database>,
  config: Config,
  tunables: AnchorTunables = {},
): AnchorPublisher | undefined {
  if (config.hiveAppPostingKey === '' || config.hiveAppAccount === '') return undefined;
  enableAnchoring(db);
  const publisher = new AnchorPublisher({
    db,
    rpcUrls: config.hiveRpcUrls,
    account: config.hiveAppAccount,
    postingKey: config.hiveAppPostingKey,
    onError: (err) => {
      // A node's or the database's failure; the key is in no message.
      console.warn(`anchor publisher: ${(err as Error).message}`);
    },
    ...tunables,
  });
  publisher.start();
  return publisher;
}
