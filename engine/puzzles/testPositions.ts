// Hand-made positions the puzzle tests share, each with made-up values small enough to reason about by hand.
import { squareFromName } from '../board';
import type { Letter } from '../characters';
import type { SolvedValues } from '../solved/solvedTable';
import type { Puzzle, PuzzlePosition, PuzzleSource } from './types';

export const sq = squareFromName;

/** A position from letters and square names. */
export function at(
  turn: number,
  solver: Letter,
  solverSquare: string,
  opponent: Letter,
  opponentSquare: string,
): PuzzlePosition {
  return {
    turn,
    solver: { letter: solver, square: sq(solverSquare) },
    opponent: { letter: opponent, square: sq(opponentSquare) },
  };
}

export const SOURCE: PuzzleSource = { kind: 'engine', seed: 'perfect-random:7', turn: 10 };

/** The real table's turn 10 needs nothing after it: every value of turn 11 is 0. Any table works there. */
export const NOTHING_AFTER: SolvedValues = { value: () => 0 };

/**
 * A made-up table for turn `turn`: after it, a solver on `good` (or the opponent anywhere but `theirs`, when
 * given) is worth `high`, anything else `low`; every other turn is worth 0.
 */
export function madeUpTurn(
  turn: number,
  rule: { readonly good?: number; readonly theirs?: number; readonly high: number; readonly low: number },
): SolvedValues {
  return {
    value: (t, _a, _b, solverSquare, opponentSquare) => {
      if (t !== turn) return 0;
      if (rule.good !== undefined) return solverSquare === rule.good ? rule.high : rule.low;
      return opponentSquare === rule.theirs ? rule.low : rule.high;
    },
  };
}

/** Two made-up tables in one: each turn's own (the first that gives a value other than 0). */
export function both(x: SolvedValues, y: SolvedValues): SolvedValues {
  return { value: (...args) => x.value(...args) || y.value(...args) };
}

/** What a puzzle says of itself, for comparing a mirror image with its original. */
export function puzzleFacts(puzzle: Puzzle) {
  const { id, value, nextBest, themes, rating } = puzzle;
  return { id, move: puzzle.solution.move, hits: puzzle.solution.hits, value, nextBest, themes, rating };
}

/** The facts a mirror image of `puzzle` by the symmetry `g` must have: the same, its squares mapped by `g`. */
export function mirroredFacts(puzzle: Puzzle, g: Int8Array) {
  return {
    ...puzzleFacts(puzzle),
    move: g[puzzle.solution.move]!,
    hits: puzzle.solution.hits.map((h) => g[h]!).sort((x, y) => x - y),
  };
}
