import { CHARACTERS } from '../characters';
import { CANONICAL_PAIR, CANONICAL_PAIRS } from './symmetry';

/** Turns of play: after the last one without a hit the game is a draw. */
export const TURNS = 10;
const CHARACTER_COUNT = CHARACTERS.length;
/** Unordered character pairs (a <= b): the table keeps one side; swapping the players negates the value. */
export const CHARACTER_PAIRS = (CHARACTER_COUNT * (CHARACTER_COUNT + 1)) / 2;
/** Values per character pair: every turn's canonical square pairs. */
export const PAIR_ENTRIES = TURNS * CANONICAL_PAIRS;
/** All values of the table. */
export const TABLE_ENTRIES = CHARACTER_PAIRS * PAIR_ENTRIES;
/** A value v in [-1, 1] is kept as round(v × SCALE) in 16 bits. */
export const VALUE_SCALE = 32767;

/** The index of the unordered character pair (a <= b). */
export function pairIndex(a: number, b: number): number {
  return a * CHARACTER_COUNT - (a * (a - 1)) / 2 + (b - a);
}

/** The character pair at a pair index (the inverse of pairIndex). */
export const PAIRS: readonly (readonly [number, number])[] = Array.from({ length: CHARACTER_COUNT }, (_, a) =>
  Array.from({ length: CHARACTER_COUNT - a }, (_, k) => [a, a + k] as const),
).flat();

/** Where a position lives inside its pair's slice: turn-major, then the canonical square pair. */
export function slotOf(turn: number, squareA: number, squareB: number): number {
  return (turn - 1) * CANONICAL_PAIRS + CANONICAL_PAIR[squareA * 64 + squareB]!;
}

/**
 * Where the value of a position lives in the whole table: the signed entry (negative: read it negated, the
 * players swapped). The table is pair-major, so one pair's values are one contiguous slice of PAIR_ENTRIES.
 * Turn 1..10 is the turn about to be played; characters are indexes into CHARACTERS; squares 0..63.
 */
export function entryOf(turn: number, a: number, b: number, squareA: number, squareB: number): number {
  if (a <= b) return pairIndex(a, b) * PAIR_ENTRIES + slotOf(turn, squareA, squareB);
  return ~(pairIndex(b, a) * PAIR_ENTRIES + slotOf(turn, squareB, squareA));
}

/** The solved values as the AI and the analysis read them: the whole table, or the slice of one pair. */
export interface SolvedValues {
  /** A's exact value (+1 a sure win, −1 a sure loss) before `turn` (1..10) is played; 0 after the last turn. */
  value(turn: number, a: number, b: number, squareA: number, squareB: number): number;
}

/** Every position's value for player A, quantised to 16 bits (`values`, TABLE_ENTRIES long, entryOf order). */
export class SolvedTable implements SolvedValues {
  constructor(readonly values: Int16Array) {
    if (values.length !== TABLE_ENTRIES)
      throw new Error(`solved table: ${values.length} values, expected ${TABLE_ENTRIES}`);
  }

  value(turn: number, a: number, b: number, squareA: number, squareB: number): number {
    if (turn > TURNS) return 0;
    const e = entryOf(turn, a, b, squareA, squareB);
    return e >= 0 ? this.values[e]! / VALUE_SCALE : -this.values[~e]! / VALUE_SCALE;
  }

  /** The slice of the characters' pair (either order): what a replay's analysis needs, 12.8 KB. */
  pairSlice(a: number, b: number): Int16Array {
    const p = pairIndex(Math.min(a, b), Math.max(a, b));
    return this.values.subarray(p * PAIR_ENTRIES, (p + 1) * PAIR_ENTRIES);
  }
}

/** The values of one character pair (a <= b), as `SolvedTable.pairSlice` gives them: enough for one game. */
export class PairValues implements SolvedValues {
  constructor(
    readonly a: number,
    readonly b: number,
    readonly values: Int16Array,
  ) {
    if (a > b) throw new Error('pair values: the pair is kept with a <= b');
    if (values.length !== PAIR_ENTRIES)
      throw new Error(`pair values: ${values.length} values, expected ${PAIR_ENTRIES}`);
  }

  value(turn: number, a: number, b: number, squareA: number, squareB: number): number {
    if (turn > TURNS) return 0;
    if (a === this.a && b === this.b) return this.values[slotOf(turn, squareA, squareB)]! / VALUE_SCALE;
    if (a === this.b && b === this.a) return -this.values[slotOf(turn, squareB, squareA)]! / VALUE_SCALE;
    throw new Error(`pair values: these hold characters ${this.a} and ${this.b}, not ${a} and ${b}`);
  }
}

/** The value a table keeps for v. */
export function quantise(v: number): number {
  return Math.round(Math.max(-1, Math.min(1, v)) * VALUE_SCALE);
}
