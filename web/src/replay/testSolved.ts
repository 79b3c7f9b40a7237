// Test support: GET /api/solved/:a/:b answered with the shipped table's real bytes, over whatever `fetch` the test
// set up before (the web's fake API answers JSON only).
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { characterIndex, pairIndex, PAIR_ENTRIES, PairValues, type Letter } from '../../../engine';
import { SOLVED_PAIR_BYTES } from '../../../contract/http';
import { forgetSolvedPairs } from '../net/solved';

/** The shipped table's values file (tests run from the project's root). */
const VALUES_FILE = 'engine/solved/table/values.bin';
let table: Buffer | undefined;

/** The pair's bytes as the API sends them: the table file's slice (little-endian 16-bit values). */
export function pairBytes(a: Letter, b: Letter): Uint8Array<ArrayBuffer> {
  table ??= readFileSync(VALUES_FILE);
  const [lo, hi] = [characterIndex(a), characterIndex(b)].sort((x, y) => x - y) as [number, number];
  const at = pairIndex(lo, hi) * SOLVED_PAIR_BYTES;
  return Uint8Array.from(table.subarray(at, at + SOLVED_PAIR_BYTES));
}

/** The pair's values as the engine reads them, for the figures a test expects. */
export function pairValues(a: Letter, b: Letter): PairValues {
  const bytes = Buffer.from(pairBytes(a, b));
  const [lo, hi] = [characterIndex(a), characterIndex(b)].sort((x, y) => x - y) as [number, number];
  return new PairValues(
    lo,
    hi,
    Int16Array.from({ length: PAIR_ENTRIES }, (_, i) => bytes.readInt16LE(i * 2)),
  );
}

/**
 * Answers GET /api/solved/:a/:b with the real bytes (`fail`: with a 503 and a coded body instead), passing any
 * other request to the fetch stubbed before; forgets the pairs fetched so far. Returns the paths asked.
 */
export function serveSolvedPairs({ fail = false } = {}): string[] {
  forgetSolvedPairs();
  const before = globalThis.fetch;
  const asked: string[] = [];
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    const m = /^\/api\/solved\/([A-Z])\/([A-Z])$/.exec(path);
    if (m === null) return before(path, init);
    asked.push(path);
    if (fail)
      return Promise.resolve(
        new Response(JSON.stringify({ code: 'server/unavailable', message: 'Try again later.' }), {
          status: 503,
        }),
      );
    return Promise.resolve(
      new Response(pairBytes(m[1] as Letter, m[2] as Letter), {
        headers: { 'content-type': 'application/octet-stream' },
      }),
    );
  });
  return asked;
}
