import { generateId, matchMaker } from '@colyseus/core';
import type { SeatUser } from './auth';

/** The join option that asks for a place without a seat (`joinById(roomId, { spectate: true })`). */
export const SPECTATE_OPTION = 'spectate';

/** The rooms whose games may be watched: public games and games against the AI (never private ones). */
export const WATCHABLE_ROOMS: readonly string[] = ['others', 'h1a1'];

/** Whether matchmaking options ask to watch. */
export function isSpectating(options: unknown): boolean {
  return (
    typeof options === 'object' && options !== null && (options as Record<string, unknown>).spectate === true
  );
}

/** A room's answer to a spectator: a place is reserved, or why not. */
export type SpectateVerdict = 'ok' | 'closed' | 'full' | 'budget';

/** The presence key of a spectator's place in the user's live-room budget (rooms/budgets.ts). */
export const spectatorClaimKey = (roomId: string, sessionId: string) => `watch:${roomId}:${sessionId}`;

/**
 * The spectators of one room, by session id (the user's id beside it, for the budget): places reserved by
 * matchmaking and connections that joined. At most `cap` of both together.
 */
export class Spectators {
  private readonly reserved = new Map<string, string>();
  private readonly joined = new Map<string, string>();

  constructor(private readonly cap: number) {}

  /** No place is left. */
  isFull(): boolean {
    return this.reserved.size + this.joined.size >= this.cap;
  }

  /** How many are watching now (shown to the players). */
  get watching(): number {
    return this.joined.size;
  }

  reserve(sessionId: string, userId: string): void {
    this.reserved.set(sessionId, userId);
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

  /** Forgets a spectator; returns its user's id (undefined when it was none). */
  drop(sessionId: string): string | undefined {
    const userId = this.joined.get(sessionId) ?? this.reserved.get(sessionId);
    this.joined.delete(sessionId);
    this.reserved.delete(sessionId);
    return userId;
  }

  /** Whether the place is still only reserved (the spectator never connected). */
  isReserved(sessionId: string): boolean {
    return this.reserved.has(sessionId);
  }

  /** Every spectator as [session id, user id]. */
  all(): [string, string][] {
    return [...this.reserved, ...this.joined];
  }
}

/** What a room offers to a spectator's matchmaking (called across processes by room id). */
export interface WatchableRoom {
  reserveSpectatorSeat(sessionId: string, user: SeatUser): Promise<SpectateVerdict>;
}

/** Colyseus's code for an unknown room id (colyseus.js and the web client know it). */
const INVALID_ROOM_ID = 4212;

export const NO_GAME_TO_WATCH = 'There is no live public game with this id to watch.';

const REFUSALS: Record<Exclude<SpectateVerdict, 'ok'>, { code: number; error: string }> = {
  closed: { code: INVALID_ROOM_ID, error: NO_GAME_TO_WATCH },
  full: { code: 409, error: 'Too many people are watching this game. Please try another.' },
  budget: { code: 429, error: 'You are already watching or playing too many games. Close one first.' },
};

/**
 * The matchmaking answer to `joinById(roomId, { spectate: true })`: a seat reservation without a seat in a
 * live public (`others`) or vs-AI (`h1a1`) game on any process, or Colyseus's `{code, error}` refusal.
 * Colyseus's own joinById refuses locked rooms, and every started game is locked, so the gate calls this.
 */
export async function spectateById(
  roomId: string,
  user: SeatUser,
): Promise<{ room: unknown; sessionId: string } | { code: number; error: string }> {
  const [listing] = await matchMaker.query({ roomId });
  if (listing === undefined || !WATCHABLE_ROOMS.includes(listing.name)) return REFUSALS.closed;
  const sessionId = generateId();
  let verdict: SpectateVerdict;
  try {
    verdict = await matchMaker.remoteRoomCall<SpectateVerdict>(roomId, 'reserveSpectatorSeat', [
      sessionId,
      user,
    ]);
  } catch {
    verdict = 'closed';
  }
  return verdict === 'ok' ? { room: listing, sessionId } : REFUSALS[verdict];
}
