import { squareName } from '../board';
import { SYMMETRIES } from '../solved/symmetry';
import type { PuzzlePosition } from './types';

/**
 * The symmetry (index into SYMMETRIES) that takes the position to its canonical form: the one that makes the
 * solver's square, then the opponent's, smallest. Every image of a position under the board's 8 symmetries has
 * the same canonical form.
 */
export function canonicalSymmetry(position: PuzzlePosition): number {
  let best = Infinity;
  let which = 0;
  SYMMETRIES.forEach((g, k) => {
    const key = g[position.solver.square]! * 64 + g[position.opponent.square]!;
    if (key < best) {
      best = key;
      which = k;
    }
  });
  return which;
}

/**
 * A puzzle's id: the turn, the solver's then the opponent's letter, and both squares of the canonical form, e.g.
 * "7NU-b8d6". The same position seen in a mirror or turned is the same puzzle, with the same id.
 */
export function puzzleId(position: PuzzlePosition): string {
  const g = SYMMETRIES[canonicalSymmetry(position)]!;
  return (
    `${position.turn}${position.solver.letter}${position.opponent.letter}-` +
    `${squareName(g[position.solver.square]!)}${squareName(g[position.opponent.square]!)}`
  );
}

/** The position seen through symmetry `g` (both squares mapped). */
export function transformPosition(position: PuzzlePosition, g: number): PuzzlePosition {
  const map = SYMMETRIES[g]!;
  return {
    turn: position.turn,
    solver: { letter: position.solver.letter, square: map[position.solver.square]! },
    opponent: { letter: position.opponent.letter, square: map[position.opponent.square]! },
  };
}
