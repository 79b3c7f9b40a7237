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

/** What each fact is worth in rating points (docs/RULES.md "Puzzles"). */
export const RATING_WEIGHTS = {
  /** A puzzle with one solving plan of two, nothing else to it. */
  base: 800,
  /** Each bit of choice: each halving of the share of plans that solve. */
  perBit: 150,
  /** Each other move that no reply can hit and that still fails, up to `safeLookingCounted` of them. */
  perSafeLooking: 120,
  safeLookingCounted: 5,
  twoTurn: 200,
  standStill: 100,
  lastTurn: -100,
} as const;

/**
 * A puzzle's starting Glicko-2 rating, deterministic, from RATING_FLOOR to RATING_CEILING in tens: more for the
 * share of plans that fail (the bits of choice it takes to find a solving plan, log2(plans / solving plans)), more
 * for every other move that looks safe (no reply can hit it) and still fails, more when the solution sets up the
 * next turn (twoTurn) or stands still, less on the last turn (nothing after it to weigh).
 */
export function startingRating(facts: DifficultyFacts, themes: readonly PuzzleTheme[]): number {
  const w = RATING_WEIGHTS;
  let r = w.base + w.perBit * Math.log2(facts.plans / facts.solving);
  r += w.perSafeLooking * Math.min(facts.safeLooking, w.safeLookingCounted);
  if (themes.includes('twoTurn')) r += w.twoTurn;
  if (themes.includes('standStill')) r += w.standStill;
  if (themes.includes('lastTurn')) r += w.lastTurn;
  return Math.round(Math.min(RATING_CEILING, Math.max(RATING_FLOOR, r)) / 10) * 10;
}
