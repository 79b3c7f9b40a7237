import type { Letter } from './characters';
import type { GameSeed } from './gameSeed';
import type { Phase, PhaseDurations } from './phases';
import type { TurnOutcome } from './resolve';

/** The two seats of a game. A is the first player to join. */
export const SEATS = ['A', 'B'] as const;
export type Seat = (typeof SEATS)[number];

/** The game types (room names): public, vs AI, private by code, AI versus AI. */
export const GAME_MODES = ['others', 'h1a1', 'h2a0', 'h0a2'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** The other seat. */
export function otherSeat(seat: Seat): Seat {
  return seat === 'A' ? 'B' : 'A';
}

/** A yes or no for each seat. */
export type SeatFlags = { readonly [S in Seat]: boolean };

/** One seat's secret and public facts. Secret fields reach only their owner until revealed. */
export interface PlayerState {
  /** Chosen character; secret until Place ends. */
  readonly character: Letter | null;
  /** Placed square during Place (secret); from turn 1 on, the current position (public). */
  readonly square: number | null;
  /** Planned move target for this turn; secret until reveal. */
  readonly move: number | null;
  /** Planned hit target for this turn; secret until reveal. */
  readonly hit: number | null;
  /** The plan was confirmed with Set and can no longer change. */
  readonly set: boolean;
  /** Clicked the start bar during the start phase (public: the opponent sees it). */
  readonly ready: boolean;
}

/** Both plans of a resolved turn, shown to both players at reveal. */
export interface Reveal {
  readonly turn: number;
  readonly fromA: number;
  readonly moveA: number;
  readonly hitA: number;
  readonly fromB: number;
  readonly moveB: number;
  readonly hitB: number;
  readonly outcome: TurnOutcome;
}

/** Why a game ended. */
export const END_REASONS = ['hit', 'both-hit', 'turns', 'forfeit', 'no-contest'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Who won: a seat, a draw, or none (no contest). */
export const WINNERS = ['A', 'B', 'draw', 'none'] as const;
export type Winner = (typeof WINNERS)[number];

/** How a game ended: the winning seat, a draw, or none (no contest). */
export interface GameResult {
  readonly winner: Winner;
  readonly reason: EndReason;
}

/** A player's action, as sent by a client (validated by the engine). */
export type Action =
  | { readonly type: 'choose'; readonly square: number }
  | { readonly type: 'place'; readonly square: number }
  | { readonly type: 'move'; readonly square: number }
  | { readonly type: 'hit'; readonly square: number }
  | { readonly type: 'set' }
  | { readonly type: 'back' }
  | { readonly type: 'ready' };

export type ActionType = Action['type'];
export const ACTION_TYPES = [
  'ready',
  'choose',
  'place',
  'move',
  'hit',
  'set',
  'back',
] as const satisfies ActionType[];

/**
 * Events the host (a room) applies: the start (the room is full), a forfeit, an abort, pausing the clocks, and a
 * player going berserk (its own clock on half time, in the modes whose host allows it: arenas).
 */
export type SystemEvent =
  | { readonly type: 'start' }
  | { readonly type: 'forfeit'; readonly seat: Seat }
  | { readonly type: 'berserk'; readonly seat: Seat }
  | { readonly type: 'abort' }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' };

/** One accepted input, with its time: what a stored game keeps so it can be replayed from its seed. */
export type LogEntry =
  | { readonly at: number; readonly seat: Seat; readonly action: Action }
  | { readonly at: number; readonly event: SystemEvent };

/** The whole game: plain data, never mutated; every rule returns a new one. */
export interface GameState {
  readonly mode: GameMode;
  /** The seed the game was created from: secret (256 bits) for a hosted game; see gameSeed.ts. */
  readonly seed: GameSeed;
  /** The fill stream's current state (gameSeed.ts drawFill): deadline fills draw from it. */
  readonly rng: number;
  readonly durations: PhaseDurations;
  readonly phase: Phase;
  /** Server epoch ms at which the current phase ends; null when untimed or paused. */
  readonly deadline: number | null;
  /** The clocks are frozen (AI-versus-AI watchers can pause). */
  readonly paused: boolean;
  /** While paused: the ms the phase had left. */
  readonly remaining: number | null;
  /** Current turn, 1..10; 0 before the first move. */
  readonly turn: number;
  readonly players: { readonly [S in Seat]: PlayerState };
  /** Which seats went berserk (public). */
  readonly berserk: SeatFlags;
  /** Which seats' own clocks run on half time in the current phase (berserk, from the phase after it was asked). */
  readonly halfTime: SeatFlags;
  /** The latest resolved turn. */
  readonly lastReveal: Reveal | null;
  /** Set when the phase is over. */
  readonly result: GameResult | null;
  /** Every accepted input, in order. */
  readonly log: readonly LogEntry[];
}

/** Every error code an action or event can produce. */
export const ERROR_MESSAGES = {
  'action/malformed': 'That message is not a valid action.',
  'message/unknown': 'This game does not take that message.',
  'message/malformed': 'That message is not valid.',
  'seat/unknown': 'You are not a player in this game.',
  'game/not-started': 'The game has not started yet.',
  'game/started': 'The game has already started.',
  'game/over': 'The game is over.',
  'game/paused': 'The game is paused.',
  'game/not-paused': 'The game is not paused.',
  'phase/wrong': 'That is not possible in this phase.',
  'phase/closed': 'Time is up for this phase.',
  'square/off-board': 'That square is not on the board.',
  'choose/not-a-character': 'No character starts on that square.',
  'move/out-of-range': 'Your character cannot move there.',
  'hit/no-move': 'Choose where to move before choosing where to hit.',
  'hit/out-of-range': 'Your character cannot hit that square from its move target.',
  'plan/confirmed': 'Your plan is already set.',
  'plan/incomplete': 'Choose a move and a hit before you set.',
  'back/nothing': 'There is nothing to undo.',
  'ready/already': 'You are already ready.',
  'berserk/late': 'Berserk is only possible before the first move.',
  'berserk/already': 'You have already gone berserk.',
  'puzzle/bad-move': 'The piece cannot move there in this puzzle.',
  'puzzle/bad-hit': 'The piece cannot hit that square from its move.',
  'puzzle/bad-set': 'The puzzle set is not valid.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface GameError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** The outcome of anything that can fail on outside input. */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: GameError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(code: ErrorCode): Result<T> {
  return { ok: false, error: { code, message: ERROR_MESSAGES[code] } };
}
