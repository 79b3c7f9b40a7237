// The game room's contract between rooms/ and web/: the synced state as the client reads it (rooms/colyseus/schema.ts
// implements it, checked by the compiler) and the options each room type takes.
import { MODE_FACTS, type Clock, type GameMode, type Reveal } from '../engine';

/**
 * Why a finished game counted on the board but changed no rating (RULES.md): `ai`, a game against the AI;
 * `pair-limit`, one game too many between the same two accounts within 24 hours (anti-farming).
 */
export const UNRATED_REASONS = ['ai', 'pair-limit'] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];

/** True when `value` is an UnratedReason (the synced state is read as unknown on the client). */
export const isUnratedReason = (value: unknown): value is UnratedReason =>
  (UNRATED_REASONS as readonly unknown[]).includes(value);

/** One seat as everyone sees it (rooms/colyseus/schema.ts PlayerSchema). */
export interface SyncedPlayer {
  readonly seat: string;
  readonly name: string;
  readonly username: string;
  readonly isAi: boolean;
  readonly connected: boolean;
  readonly character: string;
  readonly square: number;
  readonly done: boolean;
  readonly rating?: number;
  readonly provisional?: boolean;
  readonly ratingChange?: number;
  readonly rated?: boolean;
  readonly unrated?: string;
  readonly level?: string;
}

/** A MapSchema as the client sees it. */
export interface SyncedMap<T> {
  forEach(callback: (value: T, key: string) => void): void;
}

/** A synced array (ArraySchema) as the client reads it. */
export interface SyncedArray<T> {
  readonly length: number;
  forEach(callback: (value: T, index: number) => void): void;
}

/** The synced reveal (RevealSchema): the engine's Reveal with its outcome as a plain string. */
export type SyncedReveal = Omit<Reveal, 'outcome'> & { readonly outcome: string };

/** How the game ended (ResultSchema). */
export interface SyncedResult {
  readonly winner: string;
  readonly reason: string;
}

/** The synced rematch offer (RematchSchema). */
export interface SyncedRematch {
  readonly status: string;
  readonly deadline: number;
  readonly askedA: boolean;
  readonly askedB: boolean;
  readonly declinedBy: string;
}

/**
 * The decoded room state (rooms/colyseus/schema.ts GameRoomState) as the client reads it. Fields a client of an older
 * server may lack are optional; the server's schema has every one (rooms/colyseus/schema.ts checks the keys match).
 */
export interface SyncedState {
  readonly mode: string;
  readonly phase: string;
  readonly deadline: number;
  readonly serverTime: number;
  readonly turn: number;
  readonly paused: boolean;
  readonly gameNumber: number;
  readonly gameCount: number;
  readonly clock?: string;
  readonly level?: string;
  readonly players: SyncedMap<SyncedPlayer>;
  readonly lastReveal?: SyncedReveal | null;
  readonly result?: SyncedResult | null;
  readonly gameId?: string;
  readonly seedCommitment?: string;
  /**
   * The pick commitments by slot (the engine's pickSlot: characters A, B, squares A, B, then each turn's plans A,
   * B), '' in a slot not committed yet; and the nonce that opens each, '' until its pick is public.
   */
  readonly commitments?: SyncedArray<string>;
  readonly nonces?: SyncedArray<string>;
  readonly record?: string;
  readonly rematch?: SyncedRematch | null;
  readonly spectators?: number;
}

/**
 * The options each room type takes when a player creates or joins it (anything else is refused): only games
 * against the AI and private games take a `clock`; public matchmaking always runs on the spec's clock.
 */
export interface RoomOptions {
  readonly others: Readonly<Record<string, never>>;
  /** `level`: easy, medium, hard or perfect (hard by default), or an engine AI name. */
  readonly h1a1: { readonly level?: string; readonly clock?: Clock };
  readonly h2a0: { readonly clock?: Clock };
  readonly h0a2: Readonly<Record<string, never>>;
}

/** The keys of RoomOptions, per room type (the engine's MODE_FACTS), for the server's check of a matchmaking call. */
export const ROOM_OPTION_KEYS = {
  others: MODE_FACTS.others.options,
  h1a1: MODE_FACTS.h1a1.options,
  h2a0: MODE_FACTS.h2a0.options,
  h0a2: MODE_FACTS.h0a2.options,
} as const satisfies { readonly [M in GameMode]: readonly (keyof RoomOptions[M])[] };

/** The one option of joining a game by its id: `spectate: true` asks for a place without a seat. */
export interface JoinByIdOptions {
  readonly spectate?: true;
}

/** The option key of watching (`joinById(roomId, { spectate: true })`). */
export const SPECTATE_OPTION = 'spectate' satisfies keyof JoinByIdOptions;
