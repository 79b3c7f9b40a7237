import { SQUARES } from '../board';

/** The board's 8 symmetries (rotations and reflections): ranges depend only on |dx| and |dy|, so each keeps every rule. */
const TRANSFORMS: readonly ((x: number, y: number) => readonly [number, number])[] = [
  (x, y) => [x, y],
  (x, y) => [7 - x, y],
  (x, y) => [x, 7 - y],
  (x, y) => [7 - x, 7 - y],
  (x, y) => [y, x],
  (x, y) => [7 - y, x],
  (x, y) => [y, 7 - x],
  (x, y) => [7 - y, 7 - x],
];

/** SYMMETRIES[g][square]: where symmetry g takes a square. */
export const SYMMETRIES: readonly Int8Array[] = TRANSFORMS.map((f) =>
  Int8Array.from({ length: SQUARES }, (_, sq) => {
    const [x, y] = f(sq % 8, Math.floor(sq / 8));
    return y * 8 + x;
  }),
);

/** The squares no symmetry makes smaller: one per class of squares the symmetries exchange (10 of them). */
export const CLASS_SQUARES: readonly number[] = Array.from({ length: SQUARES }, (_, sq) => sq).filter((sq) =>
  SYMMETRIES.every((g) => g[sq]! >= sq),
);

const CLASS_OF = Int8Array.from({ length: SQUARES }, (_, sq) => CLASS_SQUARES.indexOf(sq));

/**
 * CANONICAL_PAIR[a * 64 + b]: the pair of squares (a, b) under the symmetry that makes (a, b) smallest, as
 * class(a') * 64 + b'. Every pair a symmetry maps onto another gets the same number, so a table keeps 10 × 64
 * pairs instead of 64 × 64.
 */
export const CANONICAL_PAIR: Int16Array = Int16Array.from({ length: SQUARES * SQUARES }, (_, key) => {
  let best = Infinity;
  for (const g of SYMMETRIES) best = Math.min(best, g[key >> 6]! * 64 + g[key & 63]!);
  return CLASS_OF[best >> 6]! * 64 + (best & 63);
});

/** How many canonical square pairs there are (10 classes × 64). */
export const CANONICAL_PAIRS = CLASS_SQUARES.length * SQUARES;

/** The class (index into CLASS_SQUARES) of any square. */
export function squareClass(square: number): number {
  let best = square;
  for (const g of SYMMETRIES) best = Math.min(best, g[square]!);
  return CLASS_OF[best]!;
}

/** The squares of each symmetry class, in CLASS_SQUARES order. */
export const CLASS_MEMBERS: readonly (readonly number[])[] = CLASS_SQUARES.map((sq) =>
  [...new Set(SYMMETRIES.map((g) => g[sq]!))].sort((x, y) => x - y),
);
