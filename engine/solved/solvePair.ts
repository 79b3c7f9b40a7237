import { SQUARES } from '../board';
import { positionGame, solvePosition } from './positionGame';
import { CANONICAL_PAIRS, CLASS_SQUARES } from './symmetry';
import { PAIR_ENTRIES, PAIRS, PairValues, quantise, TURNS } from './solvedTable';

/**
 * Backward induction for one character pair (a <= b, by pair index): every position of every turn, from the last
 * turn back to the first. A pair's positions only lead to positions of the same pair (characters never change
 * after Place), so pairs are solved independently, one per worker at a time. Each position is one matrix game
 * solved exactly; the next positions' values are read back quantised, exactly as the Perfect AI reads them.
 * `onTurn` is told after each turn (for a progress bar).
 */
export function solvePair(pair: number, onTurn: (turn: number) => void = () => {}): Int16Array {
  const [a, b] = PAIRS[pair]!;
  const values = new Int16Array(PAIR_ENTRIES);
  const table = new PairValues(a, b, values);
  for (let turn = TURNS; turn >= 1; turn--) {
    const base = (turn - 1) * CANONICAL_PAIRS;
    for (let k = 0; k < CLASS_SQUARES.length; k++) {
      const squareA = CLASS_SQUARES[k]!;
      for (let squareB = 0; squareB < SQUARES; squareB++) {
        const game = positionGame(a, b, squareA, squareB, (moveA, moveB) =>
          table.value(turn + 1, a, b, moveA, moveB),
        );
        values[base + k * SQUARES + squareB] = quantise(solvePosition(game).value);
      }
    }
    onTurn(turn);
  }
  return values;
}
