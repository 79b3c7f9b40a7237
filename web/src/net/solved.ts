import { characterIndex, PAIR_ENTRIES, PairValues, type Letter } from '../../../engine';
import { SOLVED_PAIR_BYTES } from '../../../contract/http';
import { SOLVED_PAIR } from '../../../contract/routes';
import { callBytes } from './call';
import { ApiError } from './http';

/** Each pair's values, by "lo-hi" character indexes: fetched once per page load (a failure is asked again). */
const pairs = new Map<string, Promise<PairValues>>();

/**
 * The solved values of two characters' pair, either order (GET /api/solved/:a/:b: little-endian 16-bit values,
 * the pair kept lower index first), enough for the engine to analyse one game of theirs. Fails with an ApiError.
 */
export function fetchSolvedPair(a: Letter, b: Letter): Promise<PairValues> {
  const [lo, hi] = [characterIndex(a), characterIndex(b)].sort((x, y) => x - y) as [number, number];
  const key = `${lo}-${hi}`;
  let pair = pairs.get(key);
  if (pair === undefined) {
    pair = callBytes(SOLVED_PAIR, { params: { a, b } }).then((buffer) => pairValues(lo, hi, buffer));
    pairs.set(key, pair);
    void pair.catch(() => pairs.delete(key));
  }
  return pair;
}

/** The values read from the answer's bytes (little-endian, whatever the machine's order). */
function pairValues(lo: number, hi: number, buffer: ArrayBuffer): PairValues {
  if (buffer.byteLength !== SOLVED_PAIR_BYTES)
    throw new ApiError(
      `The solved game came back as ${buffer.byteLength} bytes, not ${SOLVED_PAIR_BYTES}.`,
      'server/fault',
      200,
    );
  const bytes = new DataView(buffer);
  const values = Int16Array.from({ length: PAIR_ENTRIES }, (_, i) => bytes.getInt16(i * 2, true));
  return new PairValues(lo, hi, values);
}

/** Forgets the fetched pairs (tests start from none). */
export function forgetSolvedPairs(): void {
  pairs.clear();
}
