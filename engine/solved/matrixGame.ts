import { solveMatrixGameExactly } from './exactMatrixGame';

/** A solved zero-sum matrix game: its value for the row player and an optimal mixed strategy for each side. */
export interface MatrixSolution {
  readonly value: number;
  /** The row player's optimal strategy (maximin): it earns at least `value` against every column. */
  readonly row: Float64Array;
  /** The column player's optimal strategy (minimax): it gives up at most `value` against every row. */
  readonly column: Float64Array;
}

/** How many games needed the exact solver (for the solver's report and the benchmarks). */
export const exactSolves = { count: 0 };

/** Pivots before the solver switches from the steepest column to Bland's rule, which cannot cycle. */
const STEEPEST_PIVOTS = 500;
/** The perturbations tried in turn (each well below SOLUTION_TOLERANCE's effect on the strategies). */
const PERTURBATIONS = [1e-10, 3e-9, 1e-8];
/** Fixed, unequal offsets for a perturbed right-hand side: a degenerate game becomes one without ties. */
const PERTURB = Float64Array.from({ length: 97 }, (_, i) => ((i * 37) % 97) / 97 + 0.01);

/** More pivots than this many per plan means rounding has the method cycling. */
const MAX_PIVOTS_PER_PLAN = 20;
/** Entries this close to zero count as zero in the pivot choices (smaller ones let rounding pick a bad pivot). */
const EPSILON = 1e-9;
/**
 * How far a returned strategy may fall short of the value against any reply before the solve counts as failed:
 * far below the table's step (1 / 32767), so the quantised values are exact.
 */
export const SOLUTION_TOLERANCE = 1e-7;
/** How far a right-hand side may be overshot in the ratio test so that a larger pivot element can be taken. */
const HARRIS_TOLERANCE = 1e-11;

/**
 * Solves the zero-sum game with this payoff matrix (row-major, rows × columns, payoffs to the row player) exactly,
 * by the simplex pivot method for matrix games (T. S. Ferguson, Game Theory, part II, 4.4): one tableau of
 * (rows + 1) × (columns + 1) gives both players' optimal strategies. Each pivot costs rows × columns; a game of
 * 56 plans a side takes a fraction of a millisecond.
 */
export function solveMatrixGame(payoff: Float64Array, rows: number, columns: number): MatrixSolution {
  // Rounding can lead the pivots astray on very degenerate games (many equal payoffs; 13 of the 870,400 positions):
  // then the same game seen from the column player's side, which takes another pivot path; then the game with a
  // slightly perturbed right-hand side, which has no ties (its strategies are optimal to within the perturbation);
  // last, the exact solver in whole numbers, which always succeeds but takes seconds.
  const attempts = [
    () => simplex(payoff, rows, columns, STEEPEST_PIVOTS),
    () => transposedSolution(payoff, rows, columns),
    ...PERTURBATIONS.map((e) => () => simplex(payoff, rows, columns, STEEPEST_PIVOTS, e)),
    () => {
      exactSolves.count++;
      return solveMatrixGameExactly(payoff, rows, columns);
    },
  ];
  let gap = Infinity;
  for (const attempt of attempts) {
    const solution = attempt();
    if (solution === null) continue;
    gap = solutionGap(payoff, rows, columns, solution);
    if (gap <= SOLUTION_TOLERANCE) return solution;
  }
  throw new Error(`matrix game: no exact solution found (gap ${gap})`);
}

/** Solves the game with the players' roles swapped (the payoffs negated and transposed) and swaps back. */
function transposedSolution(payoff: Float64Array, rows: number, columns: number): MatrixSolution | null {
  const t = new Float64Array(rows * columns);
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < columns; j++) t[j * rows + i] = -payoff[i * columns + j]!;
  const s = simplex(t, columns, rows, STEEPEST_PIVOTS);
  if (s === null) return null;
  return { value: -s.value, row: s.column, column: s.row };
}

/**
 * How far the solution is from exact: the most either strategy falls short of the value against any reply of the
 * other side (0 for an exact solution).
 */
export function solutionGap(payoff: Float64Array, rows: number, columns: number, s: MatrixSolution): number {
  let gap = 0;
  for (let j = 0; j < columns; j++) {
    let v = 0;
    for (let i = 0; i < rows; i++) v += s.row[i]! * payoff[i * columns + j]!;
    gap = Math.max(gap, s.value - v);
  }
  for (let i = 0; i < rows; i++) {
    let v = 0;
    for (let j = 0; j < columns; j++) v += s.column[j]! * payoff[i * columns + j]!;
    gap = Math.max(gap, v - s.value);
  }
  return gap;
}

/** The simplex method on the game's tableau, or null when it does not end within a generous number of pivots. */
function simplex(
  payoff: Float64Array,
  rows: number,
  columns: number,
  steepestPivots: number,
  perturbation = 0,
): MatrixSolution | null {
  let min = Infinity;
  for (let i = 0; i < rows * columns; i++) min = Math.min(min, payoff[i]!);
  // Every entry at least 1, so the shifted game's value is positive (the method needs it).
  const shift = 1 - min;
  const w = columns + 1;
  const t = new Float64Array((rows + 1) * w);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < columns; j++) t[i * w + j] = payoff[i * columns + j]! + shift;
    t[i * w + columns] = 1 + perturbation * PERTURB[i % PERTURB.length]!;
  }
  for (let j = 0; j < columns; j++) t[rows * w + j] = -1;
  // Labels: a row starts as the row player's plan i (i >= 0), a column as the column player's plan j (~j < 0).
  const left = Int32Array.from({ length: rows }, (_, i) => i);
  const top = Int32Array.from({ length: columns }, (_, j) => ~j);
  const bottom = rows * w;

  for (let pivots = 0; ; pivots++) {
    if (pivots > MAX_PIVOTS_PER_PLAN * (rows + columns)) return null;
    const bland = pivots >= steepestPivots;
    let s = -1;
    for (let j = 0; j < columns; j++) {
      const c = t[bottom + j]!;
      if (c >= -EPSILON) continue;
      if (s < 0 || (bland ? top[j]! < top[s]! : c < t[bottom + s]!)) s = j;
    }
    if (s < 0) break;
    const r = bland ? blandRow(t, rows, w, s, left) : harrisRow(t, rows, w, s);
    if (r < 0) throw new Error('matrix game: unbounded pivot column'); // impossible with positive entries
    pivot(t, rows + 1, w, r, s);
    const label = left[r]!;
    left[r] = top[s]!;
    top[s] = label;
  }

  const corner = t[bottom + columns]!;
  const row = new Float64Array(rows);
  const column = new Float64Array(columns);
  for (let j = 0; j < columns; j++) if (top[j]! >= 0) row[top[j]!] = t[bottom + j]! / corner;
  for (let i = 0; i < rows; i++) if (left[i]! < 0) column[~left[i]!] = t[i * w + columns]! / corner;
  return { value: 1 / corner - shift, row: normalise(row), column: normalise(column) };
}

/** The leaving row by the smallest ratio, ties to the smallest label (Bland's rule: it cannot cycle). */
function blandRow(t: Float64Array, rows: number, w: number, s: number, left: Int32Array): number {
  let r = -1;
  let best = Infinity;
  for (let i = 0; i < rows; i++) {
    const a = t[i * w + s]!;
    if (a <= EPSILON) continue;
    const ratio = t[i * w + w - 1]! / a;
    if (ratio < best - EPSILON || (Math.abs(ratio - best) <= EPSILON && left[i]! < left[r]!)) {
      best = ratio;
      r = i;
    }
  }
  return r;
}

/**
 * The leaving row by Harris's two-pass ratio test: among the rows whose ratio is within a small tolerance of the
 * smallest, the one with the largest pivot element. Games here are very degenerate (many equal payoffs), and a
 * tiny pivot element would blow rounding errors up; the largest one keeps the tableau well scaled.
 */
function harrisRow(t: Float64Array, rows: number, w: number, s: number): number {
  let bound = Infinity;
  for (let i = 0; i < rows; i++) {
    const a = t[i * w + s]!;
    if (a > EPSILON) bound = Math.min(bound, (Math.max(0, t[i * w + w - 1]!) + HARRIS_TOLERANCE) / a);
  }
  let r = -1;
  let largest = 0;
  for (let i = 0; i < rows; i++) {
    const a = t[i * w + s]!;
    if (a > EPSILON && Math.max(0, t[i * w + w - 1]!) / a <= bound && a > largest) {
      largest = a;
      r = i;
    }
  }
  return r;
}

/** One pivot of the tableau on (r, s): the pivot becomes 1/p, its row r/p, its column −c/p, the rest q − rc/p. */
function pivot(t: Float64Array, height: number, w: number, r: number, s: number): void {
  const p = t[r * w + s]!;
  const ro = r * w;
  for (let j = 0; j < w; j++) if (j !== s) t[ro + j] = t[ro + j]! / p;
  for (let i = 0; i < height; i++) {
    if (i === r) continue;
    const io = i * w;
    const f = t[io + s]!;
    if (f === 0) continue;
    for (let j = 0; j < w; j++) if (j !== s) t[io + j] = t[io + j]! - f * t[ro + j]!;
    t[io + s] = -f / p;
  }
  t[ro + s] = 1 / p;
}

/** Clears rounding dust (tiny negatives) and rescales to a sum of exactly 1. */
function normalise(p: Float64Array): Float64Array {
  let total = 0;
  for (let i = 0; i < p.length; i++) {
    if (p[i]! < 1e-12) p[i] = 0;
    total += p[i]!;
  }
  for (let i = 0; i < p.length; i++) p[i] = p[i]! / total;
  return p;
}
