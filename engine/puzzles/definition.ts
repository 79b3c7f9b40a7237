import { characterIndex } from '../characters';
import type { SolvedValues } from '../solved/solvedTable';
import { planValues, type IndexedPosition, type PlanValues } from './guaranteed';
import type { PuzzlePosition } from './types';

/**
 * How much more the solution must guarantee than any plan with another move, on the table's −1..1 scale: a
 * quarter of the scale, 25 points of expected score (docs/RULES.md "Puzzles" says why this much).
 */
export const PUZZLE_MARGIN = 0.5;

/** Values closer than this are the same value (the table keeps them to 1/32767). */
export const SAME_VALUE = 1e-9;

/** A position's guaranteed values, summed up: the best move and what every other move can guarantee. */
export interface PositionSummary {
  readonly plans: PlanValues;
  /** The best guaranteed value of any plan. */
  readonly best: number;
  /** Index (into plans.moves) of the move of the best plans, or −1 when the best plans have several moves. */
  readonly bestMove: number;
  /** The best guaranteed value of any plan whose move is not `bestMove` (−∞ when there is none). */
  readonly nextBest: number;
  /** The best value of each move (the best of its hits), by move index. */
  readonly moveValues: Float64Array;
}

/** A position in the engine's indexes. */
export function indexed(position: PuzzlePosition): IndexedPosition {
  return {
    turn: position.turn,
    solver: characterIndex(position.solver.letter),
    solverSquare: position.solver.square,
    opponent: characterIndex(position.opponent.letter),
    opponentSquare: position.opponent.square,
  };
}

/** Every plan's guaranteed value in the position, with its best move and the best of the other moves. */
export function summarise(values: SolvedValues, position: IndexedPosition): PositionSummary {
  const plans = planValues(values, position);
  const moveValues = Float64Array.from(plans.values, (hits) => Math.max(...hits));
  let best = -Infinity;
  for (const v of moveValues) best = Math.max(best, v);
  const top = [...moveValues.keys()].filter((k) => moveValues[k]! >= best - SAME_VALUE);
  const bestMove = top.length === 1 ? top[0]! : -1;
  let nextBest = -Infinity;
  moveValues.forEach((v, k) => {
    if (k !== bestMove) nextBest = Math.max(nextBest, v);
  });
  return { plans, best, bestMove, nextBest, moveValues };
}

/** A puzzle's answer: the move, every hit with it that reaches the best value, and the two values. */
export interface Solution {
  readonly move: number;
  readonly hits: readonly number[];
  readonly value: number;
  readonly nextBest: number;
}

/** True when a guaranteed value is a sure loss: some reply hits and wins. */
export function isLoss(value: number): boolean {
  return value <= -1 + SAME_VALUE;
}

/**
 * The position's solution when it is a puzzle (docs/RULES.md "Puzzles"), else undefined: the best guaranteed
 * value is reached by plans of one move only, every plan with another move guarantees at least PUZZLE_MARGIN
 * less, and the solution is worth finding: it guarantees more than a draw's 0, or every other move loses.
 */
export function solutionOf(values: SolvedValues, position: IndexedPosition): Solution | undefined {
  const s = summarise(values, position);
  if (s.bestMove < 0) return undefined;
  if (s.best - s.nextBest < PUZZLE_MARGIN - SAME_VALUE) return undefined;
  if (!(s.best > SAME_VALUE || isLoss(s.nextBest))) return undefined;
  const hitValues = s.plans.values[s.bestMove]!;
  const hits = s.plans.hits[s.bestMove]!.filter((_, k) => hitValues[k]! >= s.best - SAME_VALUE);
  return { move: s.plans.moves[s.bestMove]!, hits, value: s.best, nextBest: s.nextBest };
}
