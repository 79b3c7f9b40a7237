import { HIT_TABLE, MOVE_TABLE } from '../targets';
import type { PositionSummary, Solution } from './definition';
import type { IndexedPosition } from './guaranteed';
import type { PuzzleTheme } from './types';

/** The lowest and highest starting rating a puzzle gets. */
export const RATING_FLOOR = 800;
export const RATING_CEILING = 2200;

/** What makes a puzzle hard, counted from its position. */
export interface DifficultyFacts {
  /** The solver's plans (every move with every hit). */
  readonly plans: number;
  /** The plans that solve. */
  readonly solving: number;
  /** Other moves that no reply can hit: they look safe and still fail (for the next turn's sake). */
  readonly safeLooking: number;
}

/** The counts behind a puzzle's starting rating. */
export function difficultyFacts(
  p: IndexedPosition,
  summary: PositionSummary,
  solution: Solution,
): DifficultyFacts {
  const plans = summary.plans.hits.reduce((n, hits) => n + hits.length, 0);
  const replies = MOVE_TABLE[p.opponent]![p.opponentSquare]!;
  const safeLooking = summary.plans.moves.filter(
    (m) => m !== solution.move && !replies.some((r) => HIT_TABLE[p.opponent]![r]!.includes(m)),
  ).length;
  return { plans, solving: solution.hits.length, safeLooking };
}

/**
 * A puzzle's starting Glicko-2 rating, deterministic, from RATING_FLOOR to RATING_CEILING: more for the share of
 * plans that fail (the bits of choice it takes to find a solving plan: log2(plans / solving plans)), more for
 * every other move that looks safe (no reply can hit it) and still fails, more when the solution sets up the next
 * turn (twoTurn) or stands still, less on the last turn (the fewest futures to weigh).
 */
export function startingRating(facts: DifficultyFacts, themes: readonly PuzzleTheme[]): number {
  let r = RATING_FLOOR + 150 * Math.log2(facts.plans / facts.solving);
  r += 120 * Math.min(facts.safeLooking, 5);
  if (themes.includes('twoTurn')) r += 200;
  if (themes.includes('standStill')) r += 100;
  if (themes.includes('lastTurn')) r -= 100;
  return Math.round(Math.min(RATING_CEILING, Math.max(RATING_FLOOR, r)) / 10) * 10;
}
