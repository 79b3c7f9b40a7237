import {
  AI_RATINGS,
  AiSeat,
  createAi,
  SEATS,
  type AiLevel,
  type GameSeed,
  type PerfectKnowledge,
  type Seat,
  type SeatNames,
} from '../../engine';
import type { UnratedReason } from '../../contract/room';

/** Who sits in a seat: a signed-in player (with its connection) or a server AI. */
export interface SeatInfo {
  /** The key of this seat in the synced `players` map: the session id, or `ai-A` / `ai-B`. */
  readonly key: string;
  readonly username: string;
  readonly name: string;
  readonly userId?: string;
  readonly ai?: AiSeat;
  /** An AI seat's level (its rating is the level's fixed rating). */
  readonly aiLevel?: AiLevel;
  /** The rating shown beside the name, as it was when the player sat down (updated after the game). */
  rating?: SeatRating;
  /** What the finished game did to the rating (after − before), once it was rated. */
  ratingChange?: number;
  /** The finished game was counted but not rated, and why (RULES.md, contract/room.ts UNRATED_REASONS). */
  unrated?: UnratedReason;
  /** The player is connected now (false while its connection is lost; never set for an AI). */
  connected?: boolean;
}

/** A rating as shown beside a name. */
export interface SeatRating {
  readonly rating: number;
  readonly provisional: boolean;
}

/** The seats of one room; an empty seat is undefined. */
export type Seats = Partial<Record<Seat, SeatInfo>>;

/** Who asks for a seat: a signed-in user (a room's adapter knows it from the connection's session). */
export interface SeatedUser {
  readonly userId: string;
  readonly username: string;
  readonly name: string;
  /** The rating shown beside the name, as it is when the player sits down. */
  readonly rating?: SeatRating;
}

/** A refused seat: `code` is the HTTP-like status Colyseus sends the client with the message. */
export class SeatError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Takes the first free seat of `allowed` for a signed-in player, one seat per player; refuses with 409 when
 * the player already sits here or every allowed seat is taken.
 */
export function seatHuman(
  seats: Seats,
  client: { readonly sessionId: string },
  user: SeatedUser,
  allowed: readonly Seat[],
): Seat {
  if (allowed.some((s) => seats[s]?.userId === user.userId)) {
    throw new SeatError(409, 'You are already in this game.');
  }
  const seat = allowed.find((s) => seats[s] === undefined);
  if (seat === undefined) throw new SeatError(409, 'This game is full.');
  seats[seat] = {
    key: client.sessionId,
    username: user.username,
    name: user.name,
    userId: user.userId,
    connected: true,
    ...(user.rating === undefined ? {} : { rating: user.rating }),
  };
  return seat;
}

/** The seat a connection plays, if any. */
export function seatOf(seats: Seats, sessionId: string): Seat | undefined {
  return SEATS.find((s) => seats[s]?.key === sessionId);
}

/** The seated names, for the result texts. */
export function seatNames(seats: Seats): SeatNames {
  return { A: seats.A?.name, B: seats.B?.name };
}

/** An AI seat: its synced name is the AI's name; it is recorded under that name with the suffix " ai". */
export function aiSeat(
  seat: Seat,
  name: string,
  level: AiLevel,
  seed: GameSeed,
  solved?: PerfectKnowledge,
): SeatInfo {
  return {
    key: `ai-${seat}`,
    username: `${name} ai`,
    name,
    ai: new AiSeat(createAi(level, seed, solved)),
    aiLevel: level,
    rating: { rating: AI_RATINGS[level].rating, provisional: false },
  };
}
