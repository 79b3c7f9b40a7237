import type { GameMode, GameResult, Phase, PlayerLevel, Reveal, Seat } from '../../../engine';

/** One seat as the synced state shows it, copied into plain values. */
export interface SeatView {
  /** The key in the synced `players` map: the session id, or `ai-A` / `ai-B`. */
  readonly key: string;
  readonly seat: Seat;
  readonly name: string;
  readonly username: string;
  readonly isAi: boolean;
  /** False while the player's connection is lost. */
  readonly connected: boolean;
  /** The character's letter once public ('' before). */
  readonly character: string;
  /** The position once public (-1 before). */
  readonly square: number;
  /** Finished with the current phase. */
  readonly done: boolean;
}

/** The room's synced state as plain, immutable values (never schema instances). */
export interface GameView {
  readonly mode: GameMode | '';
  readonly phase: Phase;
  /** Server epoch ms at which the phase ends; 0 when untimed or paused. */
  readonly deadline: number;
  /** The server's clock when the state was sent. */
  readonly serverTime: number;
  readonly turn: number;
  readonly paused: boolean;
  readonly gameNumber: number;
  readonly gameCount: number;
  /** Seats in seat order (A first). */
  readonly players: readonly SeatView[];
  readonly lastReveal: Reveal | null;
  readonly result: GameResult | null;
}

/** A refused message (`error`), numbered so the same text twice still shows twice. */
export interface RoomError {
  readonly code: string;
  readonly message: string;
  readonly seq: number;
}

/** The kinds of game a player starts from the home screen. */
export type StartKind =
  | { readonly type: 'others' }
  | { readonly type: 'h1a1'; readonly level: PlayerLevel }
  | { readonly type: 'h2a0' }
  | { readonly type: 'h0a2' };
