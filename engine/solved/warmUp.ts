import type { Letter } from '../characters';
import type { Reveal } from '../types';
import { analyseGame } from './analysis';
import { solveMatrixGame } from './matrixGame';
import type { SolvedValues } from './solvedTable';

/** Made-up values with few ties (the real ones are fetched meanwhile): the solver's work, not its answers. */
const MADE_UP: SolvedValues = {
  value: (turn, a, b, squareA, squareB) => (((squareA * 7 + squareB * 13 + turn * 5 + a + b) % 23) - 11) / 12,
};

/** A made-up turn between two wide-ranging characters (Medical Doctors in the centre). */
const GAME: readonly Reveal[] = [
  { turn: 1, fromA: 27, moveA: 26, hitA: 18, fromB: 36, moveB: 37, hitB: 45, outcome: 'next' },
];
const CHARACTERS: Readonly<Record<'A' | 'B', Letter>> = { A: 'M', B: 'M' };

/** Small made-up matrix games solved to warm up: many cheap calls of the pivot loops. */
const SMALL_GAMES = 200;
const SMALL = 6;

/**
 * Runs the analysis's code on made-up games so the JavaScript engine compiles it before the real game comes: a
 * page's first analysis otherwise solves its largest matrix game in unoptimised code, several times slower
 * (docs/BENCHMARKS.md, "Replay analysis"). Many small games make the pivot loops hot at little cost, then one
 * made-up turn runs the rest of the analysis. The replay page calls it while the game's values are on their way.
 * Pure.
 */
export function warmUpAnalysis(): void {
  const payoff = new Float64Array(SMALL * SMALL);
  for (let g = 0; g < SMALL_GAMES; g++) {
    for (let i = 0; i < payoff.length; i++) payoff[i] = (((i * 7 + g * 13) % 9) - 4) / 4;
    solveMatrixGame(payoff, SMALL, SMALL);
  }
  analyseGame(MADE_UP, CHARACTERS, GAME);
}
