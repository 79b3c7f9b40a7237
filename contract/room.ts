// The game room's contract between rooms/ and web/: the options each room type takes, and the synced state's
// types (its codec, contract/syncedState.ts, declares each field once; rooms/colyseus/schema.ts implements it).
import { MODE_FACTS, type Clock, type GameMode } from '../engine';

/**
 * Why a finished game counted on the board but changed no rating (RULES.md): `ai`, a game against the AI;
 * `pair-limit`, one game too many between the same two accounts within 24 hours (anti-farming).
 */
export const UNRATED_REASONS = ['ai', 'pair-limit'] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];

/** True when `value` is an UnratedReason (the synced state is read as unknown on the client). */
export const isUnratedReason = (value: unknown): value is UnratedReason =>
  (UNRATED_REASONS as readonly unknown[]).includes(value);

/** A MapSchema as the client sees it. */
export interface SyncedMap<T> {
  forEach(callback: (value: T, key: string) => void): void;
}

/** A synced array (ArraySchema) as the client reads it. */
export interface SyncedArray<T> {
  readonly length: number;
  forEach(callback: (value: T, index: number) => void): void;
}

// The synced state itself, on the wire and in the engine's words, is declared once with its codec.
export type {
  SyncedPlayer,
  SyncedRematch,
  SyncedState,
  SyncedStateWire,
  PlayerWire,
  RevealWire,
  ResultWire,
  RematchWire,
} from './syncedState';

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
