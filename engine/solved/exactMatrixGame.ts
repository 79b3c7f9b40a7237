import type { MatrixSolution } from './matrixGame';

/**
 * Payoffs times this are whole numbers for every game the solver meets: table values are k / 32767, and the
 * opening averages them over a square class of 1, 4 or 8 squares.
 */
export const EXACT_SCALE = 32767 * 8;

/**
 * Solves a matrix game exactly in whole numbers (BigInt), by the same tableau method as solveMatrixGame with
 * Bland's rule, which cannot cycle in exact arithmetic, and integer-preserving pivots (Edmonds; the tableau is
 * kept as whole numbers over one common denominator, so every division is exact). Slow (milliseconds to seconds),
 * so it is the fallback for the rare, very degenerate game on which floating-point pivots go astray. Throws when a
 * payoff times EXACT_SCALE is not a whole number.
 */
export function solveMatrixGameExactly(payoff: Float64Array, rows: number, columns: number): MatrixSolution {
  const w = columns + 1;
  const t: bigint[] = new Array<bigint>((rows + 1) * w);
  let min = Infinity;
  for (let i = 0; i < rows * columns; i++) min = Math.min(min, payoff[i]!);
  const scaled = (v: number): bigint => {
    const x = v * EXACT_SCALE;
    const n = Math.round(x);
    if (Math.abs(x - n) > 1e-6)
      throw new Error(`exact matrix game: payoff ${v} is not a multiple of 1 / ${EXACT_SCALE}`);
    return BigInt(n);
  };
  // Every entry at least 1 (in scaled units), as in solveMatrixGame.
  const shift = 1n - scaled(min);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < columns; j++) t[i * w + j] = scaled(payoff[i * columns + j]!) + shift;
    t[i * w + columns] = 1n;
  }
  for (let j = 0; j < columns; j++) t[rows * w + j] = -1n;
  t[rows * w + columns] = 0n;
  const left = Int32Array.from({ length: rows }, (_, i) => i);
  const top = Int32Array.from({ length: columns }, (_, j) => ~j);
  const bottom = rows * w;
  let d = 1n;
  for (;;) {
    let s = -1;
    for (let j = 0; j < columns; j++) if (t[bottom + j]! < 0n && (s < 0 || top[j]! < top[s]!)) s = j;
    if (s < 0) break;
    let r = -1;
    for (let i = 0; i < rows; i++) {
      const a = t[i * w + s]!;
      if (a <= 0n) continue;
      if (r < 0) {
        r = i;
        continue;
      }
      // ratio_i < ratio_r  ⇔  rhs_i · a_r < rhs_r · a_i (both pivots positive).
      const lhs = t[i * w + columns]! * t[r * w + s]!;
      const rhs = t[r * w + columns]! * a;
      if (lhs < rhs || (lhs === rhs && left[i]! < left[r]!)) r = i;
    }
    if (r < 0) throw new Error('exact matrix game: unbounded pivot column');
    const p = t[r * w + s]!;
    for (let i = 0; i <= rows; i++) {
      if (i === r) continue;
      const c = t[i * w + s]!;
      for (let j = 0; j < w; j++) if (j !== s) t[i * w + j] = (t[i * w + j]! * p - t[r * w + j]! * c) / d;
      t[i * w + s] = -c;
    }
    t[r * w + s] = d;
    d = p;
    const label = left[r]!;
    left[r] = top[s]!;
    top[s] = label;
  }
  const corner = t[bottom + columns]!;
  const row = new Float64Array(rows);
  const column = new Float64Array(columns);
  for (let j = 0; j < columns; j++) if (top[j]! >= 0) row[top[j]!] = ratio(t[bottom + j]!, corner);
  for (let i = 0; i < rows; i++) if (left[i]! < 0) column[~left[i]!] = ratio(t[i * w + columns]!, corner);
  // The shifted game's value is 1 / (corner / d) = d / corner, in scaled units.
  const value = ratio(d - shift * corner, corner * BigInt(EXACT_SCALE));
  return { value, row, column };
}

/** a / b as the nearest double, for whole numbers too long for a double each. */
function ratio(a: bigint, b: bigint): number {
  const bits = Math.max(bitLength(a), bitLength(b));
  const drop = BigInt(Math.max(0, bits - 1000));
  return Number(a >> drop) / Number(b >> drop);
}

function bitLength(n: bigint): number {
  return (n < 0n ? -n : n).toString(2).length;
}
