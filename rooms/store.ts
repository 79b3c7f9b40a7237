import type { Presence } from '@colyseus/core';
import type { Kysely } from 'kysely';
import {
  beat,
  forgetDeadProcesses,
  forgetProcess,
  noteStarted,
  orphanedGames,
  staleHosts,
  startNoted,
  type StartedGame,
} from '../api/db/hostedGames';
import { recordTogether } from '../api/db/recordQueue';
import type { FinishedGame, Recorded } from '../api/db/results';
import type { Database } from '../api/db/schema';
import { applyJoinChange, isJoinChange, relayJoinChanges } from '../api/db/joinCache';
import { joinRating, joinSession } from '../api/db/joinReads';
import { SESSION_COOKIE } from '../api/db/sessions';
import { getSetting } from '../api/db/settings';
import { isFullProfile } from '../api/db/users';
import type { Store } from './host/ports';

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

/** What rooms/auth.ts needs of the data layer. */
export interface SessionStore {
  sessionUser(token: string, now: number): Promise<SessionUser | undefined>;
}

/**
 * rooms/'s one door to api/'s data layer (the host's Store port and the sessions auth reads): nothing else in
 * rooms/ imports api/db at run time. `processId` names this process in the shared database: the games it hosts
 * are noted under it as they start (a survivor records them if it dies; rooms/crashWatch.ts).
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

/**
 * What the crash watch (rooms/crashWatch.ts) needs of the data layer, for process `processId`. Every time is the
 * database's clock, never a process's own.
 */
export interface CrashStore {
  /** This process is alive now. */
  beat(): Promise<void>;
  /** The other processes hosting games whose heartbeat is older than `staleMs` (or gone). */
  staleHosts(staleMs: number): Promise<string[]>;
  /** Games of `hosts` (at most `limit`) whose heartbeat is still older than `staleMs`, claimed. */
  orphans(hosts: readonly string[], staleMs: number, limit: number): Promise<FinishedGame[]>;
  /** Records a claimed game (no contest) unless another survivor did. */
  record(game: FinishedGame): Promise<Recorded>;
  /** Forgets heartbeats older than `olderThanMs` of processes that host no game any more. */
  forgetDead(olderThanMs: number): Promise<void>;
  /** This process stops cleanly: its heartbeat goes. */
  forget(): Promise<void>;
}

/**
 * The crash watch's store: the heartbeat and staleness reads on `watchDb` (on PostgreSQL a pool of its own, so a
 * flood holding `db`'s connections cannot stop the heartbeat: api/db/connect.ts ownConnections), the claims
 * recorded through `db`'s queue as every game is.
 */
export function crashStore(
  db: Kysely<Database>,
  processId: string,
  watchDb: Kysely<Database> = db,
): CrashStore {
  return {
    beat: () => beat(watchDb, processId),
    staleHosts: (staleMs) => staleHosts(watchDb, processId, staleMs),
    orphans: (hosts, staleMs, limit) => orphanedGames(watchDb, hosts, staleMs, limit),
    record: (game) => recordTogether(db, game),
    forgetDead: (olderThanMs) => forgetDeadProcesses(watchDb, olderThanMs),
    forget: () => forgetProcess(watchDb, processId),
  };
}

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
