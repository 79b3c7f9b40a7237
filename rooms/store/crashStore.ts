import type { Kysely } from 'kysely';
import {
  beat,
  forgetDeadProcesses,
  forgetProcess,
  orphanedGames,
  staleHosts,
} from '../../api/db/hostedGames';
import { recordTogether } from '../../api/db/recordQueue';
import type { FinishedGame, Recorded } from '../../api/db/results';
import type { Database } from '../../api/db/schema';

/**
 * What the crash watch (rooms/scaleOut/crashWatch.ts) needs of the data layer, for process `processId`. Every time is the
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
