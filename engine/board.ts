/** Squares on the board: 64, indexed 0..63 row-major from the top-left. */
export const SQUARES = 64;

/** True when `value` is an integer square index 0..63. */
export function isSquare(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < SQUARES;
}

/** Column X of a square, 1..8 from left to right. */
export function squareX(square: number): number {
  return (square % 8) + 1;
}

/** Row Y of a square, 8 at the top and 1 at the bottom. */
export function squareY(square: number): number {
  return 8 - Math.floor(square / 8);
}

/** The square at column X and row Y (both 1..8), or -1 off the board. */
export function squareAt(x: number, y: number): number {
  if (x < 1 || x > 8 || y < 1 || y > 8) return -1;
  return (8 - y) * 8 + (x - 1);
}

/** The file letters a..h of columns X 1..8, as drawn along the board's edge. */
export const FILES = 'abcdefgh';

/**
 * "e4": a square's one name, everywhere (play, captions, screen readers, replay, notation): the file letter
 * a..h of its column X 1..8, then its row Y 1..8. So square 0 (X1 Y8) is "a8" and square 63 (X8 Y1) is "h1".
 */
export function squareName(square: number): string {
  return `${FILES[squareX(square) - 1]}${squareY(square)}`;
}

/** The square a name such as "e4" names (lower case, as `squareName` writes it), or -1. */
export function squareFromName(name: string): number {
  const m = /^([a-h])([1-8])$/.exec(name);
  if (m === null) return -1;
  return squareAt(FILES.indexOf(m[1]!) + 1, Number(m[2]));
}

/**
 * The distance between two squares when they are in line (same row, column or diagonal): dx + dy, so an
 * orthogonal step costs 1 and a diagonal step 2. Returns -1 when they are not in line.
 */
export function lineDistance(a: number, b: number): number {
  const dx = Math.abs(squareX(a) - squareX(b));
  const dy = Math.abs(squareY(a) - squareY(b));
  if (dx !== 0 && dy !== 0 && dx !== dy) return -1;
  return dx + dy;
}

/** For each square, every square in line with it (itself included) and its distance, ascending by square. */
const LINES: readonly (readonly (readonly [square: number, distance: number])[])[] = Array.from(
  { length: SQUARES },
  (_, a) =>
    Array.from({ length: SQUARES }, (_, b) => [b, lineDistance(a, b)] as const).filter(([, d]) => d >= 0),
);

/** Every square `b` in line with `from` with `lo <= distance <= hi`, ascending. `from` is in it when lo is 0. */
export function range(from: number, lo: number, hi: number): number[] {
  const line = LINES[from];
  if (line === undefined) return [];
  const out: number[] = [];
  for (const [square, distance] of line) if (distance >= lo && distance <= hi) out.push(square);
  return out;
}
