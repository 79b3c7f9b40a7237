import type { Seat } from '../types';

/**
 * How a game's plans are judged against the solved game (docs/AI.md, "The analysis of a game"): what counts as a
 * mistake, which turns count towards accuracy, and when a player gets no accuracy at all. Pure.
 */

/**
 * A plan is a mistake when it gives away more than this much value (−1..1), 2 points of winning chance. Any plan
 * that is part of some equilibrium earns the position's value against every equilibrium strategy of the
 * opponent, so a plan that falls short of it against one by more than this margin is outside every equilibrium
 * plan; below it, the difference is too small to call (the table keeps values to about 1/32767, and a turn of
 * ten that close is not a lesson).
 */
export const MISTAKE_MARGIN = 0.04;

/** Below this a value given away is none: the plan is as good as the best (rounding of the exact solver). */
export const SAME_VALUE = 1e-6;

/** A player gets an accuracy only over at least this many turns that tested a choice (`TurnScore.tested`). */
export const MIN_SCORED_TURNS = 3;

/** Why a player has no accuracy: it left the game, or too few of its turns tested a choice. */
export type NoAccuracy = 'left' | 'few-turns';

/**
 * Lichess's accuracy of one move, 103.1668 · e^(−0.04354 · Δ) − 3.1669 clamped to 0..100, where Δ is the drop in
 * winning chances in percentage points. Here the winning chance of a value v (−1..1) is 50 + 50 · v, so a plan that
 * gives away `loss` in value drops 50 · loss points.
 */
export function turnAccuracy(loss: number): number {
  const drop = 50 * Math.max(0, loss);
  return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
}

/** What a seat's accuracy needs of each of its turns. */
export interface TurnScore {
  /** The value the plan played gave away (≥ 0). */
  readonly loss: number;
  /** Some plan of the player's would have been a mistake here: the turn tested a choice. */
  readonly tested: boolean;
}

/** A seat's accuracy over a game, or why it has none. */
export interface SeatAccuracy {
  /** The mean of `turnAccuracy` over the tested turns; null when `none` says why not. */
  readonly accuracy: number | null;
  readonly none: NoAccuracy | null;
  /** How many turns tested a choice (the turns the accuracy is the mean of). */
  readonly scored: number;
}

/**
 * A seat's accuracy: Lichess's per-move accuracy averaged over the turns that tested a choice only (a turn in
 * which no plan could lose anything would score 100 for any plan, a random one too); none for a player who left
 * the game, or with fewer than `MIN_SCORED_TURNS` such turns (a figure over one or two turns says nothing).
 */
export function seatAccuracy(turns: readonly TurnScore[], left: boolean): SeatAccuracy {
  const tested = turns.filter((t) => t.tested);
  const scored = tested.length;
  if (left) return { accuracy: null, none: 'left', scored };
  if (scored < MIN_SCORED_TURNS) return { accuracy: null, none: 'few-turns', scored };
  const accuracy = tested.reduce((sum, t) => sum + turnAccuracy(t.loss), 0) / scored;
  return { accuracy, none: null, scored };
}

/** The seat that left the game (the loser of a forfeit), if one did. */
export function seatThatLeft(
  result: { readonly winner: string; readonly reason: string } | null,
): Seat | null {
  if (result === null || result.reason !== 'forfeit') return null;
  if (result.winner === 'A') return 'B';
  if (result.winner === 'B') return 'A';
  return null;
}
