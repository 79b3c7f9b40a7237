import { ErrorCode, generateId, matchMaker, type Presence } from '@colyseus/core';
import { messageFor } from '../../contract/catalogue/messageFor';
import { SPECTATE_OPTION } from '../../contract/room';
import { factsOf } from '../../engine';
import type { SeatUser } from './auth';
import { claimRoom, releaseRoom } from '../limits/budgets';

/** Whether matchmaking options ask to watch. */
export function isSpectating(options: unknown): boolean {
  return (
    typeof options === 'object' &&
    options !== null &&
    (options as Record<string, unknown>)[SPECTATE_OPTION] === true
  );
}

/** A room's answer to a spectator: a place is reserved, or why not. */
export type SpectateVerdict = 'ok' | 'closed' | 'full' | 'budget';

/** The presence key of a spectator's place in the user's live-room budget (rooms/limits/budgets.ts). */
export const spectatorClaimKey = (roomId: string, sessionId: string) => `watch:${roomId}:${sessionId}`;

/**
 * The spectators of one room, by session id (the user's id beside it, for the budget): places reserved by
 * matchmaking and connections that joined. At most `cap` of both together; each takes a place in its user's
 * live-room budget (at most `maxRoomsPerUser`, in the presence store) until it leaves.
 */
export class Spectators {
  private readonly reserved = new Map<string, string>();
  private readonly joined = new Map<string, string>();

  constructor(
    private readonly cap: number,
    private readonly maxRoomsPerUser = 0,
  ) {}

  /**
   * Reserves a place for `userId` in room `roomId` within the cap and the user's budget (`budget` places, the
   * room budget per user by default); 'ok' or why not.
   */
  async admit(
    presence: Presence,
    roomId: string,
    sessionId: string,
    userId: string,
    budget = this.maxRoomsPerUser,
  ): Promise<SpectateVerdict> {
    if (this.isFull()) return 'full';
    const key = spectatorClaimKey(roomId, sessionId);
    try {
      await claimRoom(presence, userId, key, budget);
    } catch {
      return 'budget';
    }
    if (this.isFull()) {
      // Another spectator took the last place meanwhile.
      await releaseRoom(presence, userId, key);
      return 'full';
    }
    this.reserved.set(sessionId, userId);
    return 'ok';
  }

  /** Forgets a spectator (joined or only reserved) and gives its budget place back; false when it was none. */
  async release(presence: Presence, roomId: string, sessionId: string): Promise<boolean> {
    const userId = this.joined.get(sessionId) ?? this.reserved.get(sessionId);
    if (userId === undefined) return false;
    this.joined.delete(sessionId);
    this.reserved.delete(sessionId);
    await releaseRoom(presence, userId, spectatorClaimKey(roomId, sessionId));
    return true;
  }

  /** No place is left. */
  isFull(): boolean {
    return this.reserved.size + this.joined.size >= this.cap;
  }

  /** How many are watching now (shown to the players). */
  get watching(): number {
    return this.joined.size;
  }

  /** A reserved spectator connected; false when the session had no spectator's place. */
  join(sessionId: string): boolean {
    const userId = this.reserved.get(sessionId);
    if (userId === undefined) return false;
    this.reserved.delete(sessionId);
    this.joined.set(sessionId, userId);
    return true;
  }

  /** Whether a connection (or reservation) is a spectator's. */
  has(sessionId: string): boolean {
    return this.joined.has(sessionId) || this.reserved.has(sessionId);
  }

  /** Whether the place is still only reserved (the spectator never connected). */
  isReserved(sessionId: string): boolean {
    return this.reserved.has(sessionId);
  }

  /** Every spectator's session id. */
  all(): string[] {
    return [...this.reserved.keys(), ...this.joined.keys()];
  }
}

/** What a room offers to a spectator's matchmaking (called across processes by room id). */
export interface WatchableRoom {
  /** Counts a place for a spectator of `user` under `sessionId` (the cap, the budget), or says why not. */
  admitSpectator(sessionId: string, user: SeatUser): Promise<SpectateVerdict>;
  /** Gives back a spectator's place (its seat reservation failed, or it left). */
  dropSpectator(sessionId: string): Promise<void>;
}

export const NO_GAME_TO_WATCH = 'There is no live public game with this id to watch.';

const REFUSALS: Record<Exclude<SpectateVerdict, 'ok'>, { code: number; error: string }> = {
  closed: { code: ErrorCode.MATCHMAKE_INVALID_ROOM_ID, error: NO_GAME_TO_WATCH },
  full: { code: 409, error: messageFor('match/full') },
  budget: { code: 429, error: messageFor('match/budget') },
};

/**
 * The matchmaking answer to `joinById(roomId, { spectate: true })`: a seat reservation without a seat in a
 * live public (`others`) or vs-AI (`h1a1`) game on any process, or Colyseus's `{code, error}` refusal.
 * Every started game is locked (matchmaking seats nobody there), so the gate calls this: the room admits the
 * spectator into its audience (`admitSpectator`), then Colyseus's public `reserveSeatFor` reserves its
 * connection under the same session id.
 */
export async function spectateById(
  roomId: string,
  user: SeatUser,
): Promise<{ room: unknown; sessionId: string } | { code: number; error: string }> {
  const [listing] = await matchMaker.query({ roomId });
  if (listing === undefined || factsOf(listing.name)?.watchable !== true) return REFUSALS.closed;
  const sessionId = generateId();
  let verdict: SpectateVerdict;
  try {
    verdict = await matchMaker.remoteRoomCall<SpectateVerdict>(roomId, 'admitSpectator', [sessionId, user]);
  } catch {
    verdict = 'closed';
  }
  if (verdict !== 'ok') return REFUSALS[verdict];
  try {
    const spectator: SeatUser & { sessionId: string } = { ...user, sessionId };
    await matchMaker.reserveSeatFor(listing, { [SPECTATE_OPTION]: true }, spectator);
  } catch {
    await matchMaker.remoteRoomCall(roomId, 'dropSpectator', [sessionId]).catch(() => undefined);
    return REFUSALS.full;
  }
  return { room: listing, sessionId };
}
