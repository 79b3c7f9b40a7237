import type {
  Clock,
  FairnessRecord,
  GameMode,
  PickKey,
  PlayerLevel,
  PublicPlayer,
  PublicView,
  RematchStatus,
  Seat,
} from '../../../../engine';
import type { UnratedReason } from '../../../../contract/room';

/** One seat as the synced state shows it: the engine's public player (character and square null until public), named. */
export interface SeatView extends PublicPlayer {
  /** The key in the synced `players` map: the session id, or `ai-A` / `ai-B`. */
  readonly key: string;
  readonly seat: Seat;
  readonly name: string;
  readonly username: string;
  readonly isAi: boolean;
  /** False while the player's connection is lost. */
  readonly connected: boolean;
  /** The Glicko-2 rating shown beside the name (absent when the room sent none). */
  readonly rating?: number;
  /** RD above 110: the rating is shown with "?". */
  readonly provisional?: boolean;
  /** What the finished game did to the rating (absent until the game was rated). */
  readonly ratingChange?: number;
  /**
   * The server says the finished game was counted but not rated: `ai`, a game against the AI; `pair-limit`, one
   * rated game too many against the same opponent today.
   */
  readonly unrated?: UnratedReason;
  /** An AI seat's level (absent for a person). */
  readonly aiLevel?: PlayerLevel;
}

/**
 * The room's synced state as plain, immutable values (never schema instances): the engine's public view, with
 * the seats as a list (A first) carrying their names, and the room's own counters.
 */
export interface GameView extends Omit<PublicView, 'mode' | 'players'> {
  /** The game type; null when the state has none yet. */
  readonly mode: GameMode | null;
  /** The server's clock when the state was sent. */
  readonly serverTime: number;
  /** AI versus AI: the game being played (1-based) and how many will be. */
  readonly gameNumber: number;
  readonly gameCount: number;
  /** The clock the game runs on (the room's, from the engine): the spec's or the relaxed one. */
  readonly clock: Clock;
  /** `h1a1`: the AI level the game was started with (null when unknown or not a player level). */
  readonly level: PlayerLevel | null;
  /** Seats in seat order (A first). */
  readonly players: readonly SeatView[];
  /** The game being played (the replay's id); null before the room has one. */
  readonly gameId: string | null;
  /** SHA-256 of the game id, seed and salt, published when the game is created; null until then. */
  readonly seedCommitment: string | null;
  /** The published pick commitments, in play order (docs/FAIRNESS.md). */
  readonly commitments: readonly CommitmentView[];
  /** The game's public record once it is over (null before, or when it could not be read). */
  readonly record: FairnessRecord | null;
  /** True when the room sent a record that is not a readable FairnessRecord (the fairness check fails on it). */
  readonly recordUnreadable: boolean;
  /** Games between two players: the rematch offer once the game is over (absent before, and in other rooms). */
  readonly rematch?: RematchView;
  /** How many are watching without a seat (public and vs-AI games). */
  readonly spectators: number;
}

/** The synced rematch offer (rooms/host/modes/rematchOffer.ts). */
export interface RematchView {
  readonly status: Exclude<RematchStatus, ''>;
  /** Server epoch ms at which an open offer expires. */
  readonly deadline: number;
  /** The seats whose players asked for the rematch. */
  readonly asked: readonly Seat[];
  /** The seat whose player declined or left; null otherwise. */
  readonly declinedBy: Seat | null;
}

/** One published pick commitment (`commitments` in the synced state), with the engine's `pickLabel` of it. */
export type CommitmentView = PickKey & {
  readonly label: string;
  readonly commitment: string;
  /** The nonce that opens it: '' until the pick is public. */
  readonly nonce: string;
};

/** A refused message (`error`), numbered so the same text twice still shows twice. */
export interface RoomError {
  readonly code: string;
  readonly message: string;
  readonly seq: number;
}

/** The kinds of game a player starts from the home screen. */
export type StartKind =
  | { readonly type: 'others' }
  | { readonly type: 'h1a1'; readonly level: PlayerLevel; readonly clock?: Clock }
  | { readonly type: 'h2a0'; readonly clock?: Clock }
  | { readonly type: 'h0a2' };
