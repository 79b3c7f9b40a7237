import { CHARACTERS } from '../characters';
import { solveMatrixGame } from './matrixGame';
import type { SolvedValues } from './solvedTable';
import { CLASS_MEMBERS, CLASS_SQUARES } from './symmetry';

const CHARACTER_COUNT = CHARACTERS.length;
const CLASSES = CLASS_SQUARES.length;
/** Opening picks up to symmetry: a character and the class of its square (16 × 10). */
export const OPENING_PICKS = CHARACTER_COUNT * CLASSES;

/** What the solved opening says of one character. */
export interface CharacterFigure {
  readonly letter: string;
  /** How often the equilibrium picks it (0..1). */
  readonly pick: number;
  /** Its value against the field: the best expected result (−1..1) it earns, on its best square, against the equilibrium. */
  readonly value: number;
  /** Where it earns that: a square of its best class (the class's smallest index). */
  readonly bestSquare: number;
}

/** The solved opening (Choose and Place as one simultaneous move). */
export interface OpeningSolution {
  /** The game's value for the first seat (0 for a symmetric game, up to rounding). */
  readonly value: number;
  /** OPENING_PICKS probabilities, character-major then CLASS_SQUARES order; a class's squares share it evenly. */
  readonly picks: Float64Array;
  readonly characters: readonly CharacterFigure[];
}

/**
 * Choose and Place are one simultaneous move: each player picks a character and a square, unseen, and the game
 * then stands at turn 1 with the value the table gives. The board's symmetries leave every value unchanged, so an
 * equilibrium spreads each square class evenly: the matrix game over (character, class) pairs, with each column's
 * payoff averaged over its class's squares, has the whole game's value, and its strategies are the whole game's.
 */
export function solveOpening(values: SolvedValues): OpeningSolution {
  const n = OPENING_PICKS;
  const payoff = new Float64Array(n * n);
  for (let a = 0; a < CHARACTER_COUNT; a++)
    for (let k = 0; k < CLASSES; k++) {
      const row = (a * CLASSES + k) * n;
      for (let b = 0; b < CHARACTER_COUNT; b++)
        for (let l = 0; l < CLASSES; l++) {
          const members = CLASS_MEMBERS[l]!;
          let sum = 0;
          for (const squareB of members) sum += values.value(1, a, b, CLASS_SQUARES[k]!, squareB);
          payoff[row + b * CLASSES + l] = sum / members.length;
        }
    }
  const solution = solveMatrixGame(payoff, n, n);
  const characters = CHARACTERS.map((c, a) => {
    let pick = 0;
    let value = -Infinity;
    let bestSquare = -1;
    for (let k = 0; k < CLASSES; k++) {
      pick += solution.row[a * CLASSES + k]!;
      let v = 0;
      for (let j = 0; j < n; j++) v += payoff[(a * CLASSES + k) * n + j]! * solution.column[j]!;
      if (v > value) {
        value = v;
        bestSquare = CLASS_SQUARES[k]!;
      }
    }
    return { letter: c.letter, pick, value, bestSquare };
  });
  return { value: solution.value, picks: solution.row, characters };
}
