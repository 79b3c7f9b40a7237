import { matchMaker, ServerError } from '@colyseus/core';
import { EXHIBITION_ROOM, factsOf, isLivePhase, type GameMode, type GameState } from '../../engine';
import { pickProcess } from './placement';

/** The processes draining now (presence set of Colyseus process ids): no new room is created on them. */
export const DRAINING_KEY = 'octoduel:draining';
/** How long a drain lets games in progress play on (ms) unless DRAIN_MS says otherwise (server/config.ts). */
export const DRAIN_MS = 5 * 60_000;
/** What the players of a game in progress are told when its process starts draining. */
export const RESTARTING_AFTER_GAME = 'The server is restarting after this game. Nothing for you to do.';
/** The answer to a new game when every process drains (one process without Redis: the only one). */
export const RESTARTING_SOON = 'The server is restarting; try again in a moment.';
/** How often a drain looks for games that ended (ms). */
const SWEEP_MS = 250;

/** What a drain needs of a room open in this process (GameRoom's public members). */
export interface DrainableRoom {
  readonly mode: GameMode;
  readonly roomName: string;
  readonly game: GameState;
  broadcast(type: string, body: unknown): void;
  /**
   * Ends the room's game for a shutdown: a game in progress as no contest; a game already over once its end is
   * done (recorded and told to its players). Resolves when that is done.
   */
  stopForShutdown(): Promise<void>;
  disconnect(): Promise<unknown>;
  /** From now on, admits no seeker to a free seat (a public room: one asking through another process moves on). */
  stopAdmitting?(): void;
}

/** A game of a drained kind (one with a person in it, MODE_FACTS) is under way: the drain waits for it. */
export function isPlaying(room: DrainableRoom): boolean {
  return factsOf(room.roomName)?.drained === true && isLivePhase(room.game.phase);
}

/**
 * Where rooms other than the exhibition go (ROOM_PLACEMENT): `fewest-rooms`, the process with the fewest rooms
 * (Colyseus's own rule), or `asked`, the process the call reached (when a load balancer already spreads the
 * players, and for the tests that need a game on a given process).
 */
export type RoomPlacement = 'fewest-rooms' | 'asked';

/**
 * Where a new room is created (the `Server`'s `selectProcessIdToCreateRoom`): the exhibition on the process that
 * asked (it holds the lease), every other room by `placement` (a public seek room, `seek`, by pickProcess's rule
 * under `fewest-rooms`), never on a draining one. When every process drains, the call is refused (503
 * `server/unavailable`).
 */
export async function processForNewRoom(
  roomName: string,
  placement: RoomPlacement = 'fewest-rooms',
  seek = false,
): Promise<string> {
  // Both reads at once: a room's creation waits for them (issue 40, a rush of seekers).
  const [drainingIds, stats] = await Promise.all([drainingProcesses(), matchMaker.stats.fetchAll()]);
  const draining = new Set(drainingIds);
  const here = !draining.has(matchMaker.processId);
  if ((roomName === EXHIBITION_ROOM || placement === 'asked') && here) return matchMaker.processId;
  const chosen = pickProcess(
    stats.filter((p) => !draining.has(p.processId)),
    matchMaker.processId,
    seek,
  );
  if (chosen !== undefined) return chosen;
  if (draining.has(matchMaker.processId)) throw new ServerError(503, RESTARTING_SOON);
  return matchMaker.processId;
}

/** The draining processes' ids; none when the presence cannot say (logged). */
async function drainingProcesses(): Promise<string[]> {
  try {
    return await matchMaker.presence.smembers(DRAINING_KEY);
  } catch (err) {
    console.error('could not read the draining processes:', err);
    return [];
  }
}

/** What a drain stops with. */
export interface DrainTarget {
  /** The rooms open in this process. */
  readonly rooms: () => Iterable<DrainableRoom>;
  /** Stops taking part in the exhibition (releases its lease). */
  readonly stopExhibitions: () => Promise<void>;
  /** Closes the server: games still running end as no contest, recorded. */
  readonly close: () => Promise<void>;
}

/**
 * Drains this process (docs/ARCHITECTURE.md, "Draining on SIGTERM"): no new room is created here, rooms without a
 * game in progress close at once (a waiting public room leaves the seek pool as it closes), the players of games in
 * progress are told, and those games play on, for at most `drainMs`; each room closes once its game is over. Then
 * the server closes (a game still running ends as no contest, recorded as today). Resolves once closed.
 */
export async function drain(target: DrainTarget, drainMs: number, now = () => Date.now()): Promise<void> {
  const deadline = now() + drainMs;
  // At the signal, before anything is awaited: a waiting room here is about to close, so no seeker is seated in it.
  for (const room of target.rooms()) room.stopAdmitting?.();
  try {
    await matchMaker.presence.sadd(DRAINING_KEY, matchMaker.processId);
    await target.stopExhibitions();
    await playOut(target, deadline, now);
  } catch (err) {
    console.error('the drain failed; closing now:', err);
  }
  // The server's close takes this process out of DRAINING_KEY just before Colyseus stops it.
  await target.close();
}

/** Tells the players, closes rooms without a game in progress, until none is left or the deadline. */
async function playOut(target: DrainTarget, deadline: number, now: () => number): Promise<void> {
  const told = new WeakSet<DrainableRoom>();
  const closing = new WeakSet<DrainableRoom>();
  for (;;) {
    let playing = 0;
    for (const room of target.rooms()) {
      if (!isPlaying(room)) {
        // A game that just ended is still being recorded and told: the room closes once its players know.
        if (!closing.has(room))
          void room
            .stopForShutdown()
            .then(() => room.disconnect())
            .catch(() => undefined);
        closing.add(room);
        continue;
      }
      playing += 1;
      if (told.has(room)) continue;
      told.add(room);
      room.broadcast('notice', { message: RESTARTING_AFTER_GAME });
    }
    if (playing === 0 || now() >= deadline) return;
    await new Promise((r) => setTimeout(r, Math.min(SWEEP_MS, Math.max(0, deadline - now()))));
  }
}

/** This process no longer drains (it stops at once after this). */
export async function undrain(): Promise<void> {
  await matchMaker.presence.srem(DRAINING_KEY, matchMaker.processId);
}
