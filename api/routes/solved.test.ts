// GET /api/solved/:a/:b over real HTTP: one character pair's solved values as bytes (what the browser's analysis
// of a replay fetches), signed out, cached by the table's checksum; a bad letter is a coded 400.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SOLVED_PAIR_BYTES, SOLVED_SHA256_HEADER, solvedPairPath } from '../../contract/http';
import { characterIndex, PAIR_ENTRIES, PairValues } from '../../engine';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi;
let base = '';

beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await api.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const values = async (res: Response) => new Int16Array(await res.arrayBuffer());

test('a pair’s values: 12,800 bytes of little-endian 16-bit values, the table’s slice for the pair, signed out', async () => {
  const res = await get(solvedPairPath('U', 'C'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/octet-stream');
  expect(res.headers.get('content-length')).toBe(String(SOLVED_PAIR_BYTES));
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(12_800);
  const slice = api.ctx.solved.table.pairSlice(characterIndex('U'), characterIndex('C'));
  const read = Int16Array.from({ length: PAIR_ENTRIES }, (_, i) => bytes.readInt16LE(i * 2));
  expect(read).toEqual(slice);
  // Not all zeros: a real slice (the same table the Perfect AI plays from).
  expect(read.some((v) => v !== 0)).toBe(true);
});

test('either order gives the same slice; a character against itself has one too', async () => {
  const uc = await values(await get(solvedPairPath('U', 'C')));
  const cu = await values(await get(solvedPairPath('C', 'U')));
  expect(cu).toEqual(uc);
  const ff = await get(solvedPairPath('F', 'F'));
  expect(ff.status).toBe(200);
  expect((await ff.arrayBuffer()).byteLength).toBe(SOLVED_PAIR_BYTES);
  // Read as the browser reads it, the values give the table's value of a position, from either seat.
  const [c, u] = [characterIndex('C'), characterIndex('U')];
  const pair = new PairValues(Math.min(c, u), Math.max(c, u), uc);
  const { table } = api.ctx.solved;
  for (const [turn, sa, sb] of [
    [1, 27, 0],
    [4, 10, 53],
    [10, 63, 62],
  ] as const) {
    expect(pair.value(turn, u, c, sa, sb)).toBe(table.value(turn, u, c, sa, sb));
    expect(pair.value(turn, c, u, sa, sb)).toBe(table.value(turn, c, u, sa, sb));
  }
});

test('cached by the table’s checksum: a strong ETag, a year and immutable under ?v=<sha256>, 304 when unchanged', async () => {
  const sha = api.ctx.solved.manifest.sha256;
  const plain = await get(solvedPairPath('U', 'C'));
  const etag = plain.headers.get('etag')!;
  expect(etag).toMatch(new RegExp(`^"${sha}-\\d+"$`));
  expect(plain.headers.get(SOLVED_SHA256_HEADER)).toBe(sha);
  // Without the checksum in the URL a later table could answer it: kept, but checked again.
  expect(plain.headers.get('cache-control')).toBe('public, no-cache');
  const versioned = await get(`${solvedPairPath('C', 'U')}?v=${sha}`);
  expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(versioned.headers.get('etag')).toBe(etag);
  const stale = await get(`${solvedPairPath('U', 'C')}?v=${'0'.repeat(64)}`);
  expect(stale.headers.get('cache-control')).toBe('public, no-cache');
  const again = await get(solvedPairPath('U', 'C'), { 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect((await again.arrayBuffer()).byteLength).toBe(0);
  expect((await get(solvedPairPath('U', 'C'), { 'if-none-match': `W/${etag}` })).status).toBe(304);
  const other = await get(solvedPairPath('U', 'F'), { 'if-none-match': etag });
  expect(other.status).toBe(200);
});

test.each([
  ['an unknown letter', '/api/solved/Z/C', '"Z"'],
  ['a lower-case letter', '/api/solved/U/c', '"c"'],
  ['two letters', '/api/solved/UC/C', '"UC"'],
  ['a number', '/api/solved/U/3', '"3"'],
])('%s: 400 request/invalid, naming it', async (_name, path, named) => {
  const res = await get(path);
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('request/invalid');
  expect(body.message).toContain(named);
  expect(body.message).toContain('is not a character');
});
