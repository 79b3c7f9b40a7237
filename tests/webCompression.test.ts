// The built web client is sent compressed over real HTTP: brotli or gzip copies made at build time
// (web/precompress.ts, the step every Vite build runs) and served by the API server's static files (api/app.ts), with
// the same cache headers as the plain files. The web root is a small folder made here, not a Vite build.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../api/config';
import { createApiServer, type ApiServer } from '../api/server';
import { precompress } from '../web/precompress';
import { UNREACHABLE_CHAIN } from './kits/testHarness';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as sent (not decoded). */
  readonly body: Buffer;
}

/** One GET over HTTP, the body kept as the bytes that came (Node's http decodes nothing). */
function get(url: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (a: Answer): Buffer => {
  const encoding = a.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(a.body);
  if (encoding === 'gzip') return gunzipSync(a.body);
  return a.body;
};

/** A built chunk's name, as Vite hashes them. */
const APP = '/assets/index-Bq3xY7zK.js';
const STYLE = '/assets/index-C4p9QwLm.css';
/** Too small for a compressed copy to be any smaller: none is kept. */
const TINY = '/assets/tiny-D1e2F3g4.js';
const BROWSER = 'gzip, deflate, br, zstd';

let root: string;
let server: ApiServer;
let url: string;
const plain = (path: string) => readFileSync(join(root, path));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'octoduel-web-'));
  mkdirSync(join(root, 'assets'));
  const code = Array.from(
    { length: 400 },
    (_, i) =>
      `export function move${i}(board){return board.squares.filter((s)=>s.row===${i % 8}&&s.free);}\n`,
  ).join('');
  writeFileSync(join(root, APP), code);
  writeFileSync(join(root, STYLE), '.g-sq{display:grid;place-items:center}\n'.repeat(100));
  writeFileSync(join(root, TINY), 'export{};');
  writeFileSync(join(root, 'assets', 'index-Bq3xY7zK.js.map'), '{"version":3}'.repeat(100));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Octoduel</title>` +
      `<script type="module" crossorigin src="${APP}"></script><link rel="stylesheet" href="${STYLE}"></head>` +
      `<body><div id="root"></div>${'<!-- the client draws the page -->'.repeat(20)}</body></html>`,
  );
  const made = await precompress(root);
  // index.html, the script and the style sheet, and the tiny script (no copy kept); never the source map.
  expect(made.files).toBe(4);
  server = await createApiServer(loadConfig({ DATABASE_URL: 'sqlite::memory:', PUZZLE_SET_FILE: '' }), {
    chain: UNREACHABLE_CHAIN,
    logger: false,
    webRoot: root,
  });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('built files (issue 42: the puzzle page on a slow network)', () => {
  test('a browser that takes brotli gets the script as brotli, which decodes to the built file', async () => {
    const a = await get(url, APP, { 'accept-encoding': BROWSER });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(a.headers.vary).toMatch(/accept-encoding/i);
    expect(a.headers['cache-control']).toBe('public, max-age=3600');
    expect(Number(a.headers['content-length'])).toBe(a.body.length);
    expect(a.body.length).toBeLessThan(plain(APP).length / 4);
    expect(decoded(a).equals(plain(APP))).toBe(true);
  });

  test('gzip only: gzip; the style sheet too', async () => {
    const a = await get(url, APP, { 'accept-encoding': 'gzip' });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(decoded(a).equals(plain(APP))).toBe(true);
    const css = await get(url, STYLE, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(decoded(css).equals(plain(STYLE))).toBe(true);
  });

  test('no Accept-Encoding, or none the server has: the plain file, with the same cache headers', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'zstd' },
    ];
    for (const headers of asked) {
      const a = await get(url, APP, headers);
      expect(a.status).toBe(200);
      expect(a.headers['content-encoding']).toBeUndefined();
      expect(a.headers['cache-control']).toBe('public, max-age=3600');
      expect(a.headers.vary).toMatch(/accept-encoding/i);
      expect(a.body.equals(plain(APP))).toBe(true);
    }
  });

  test('a file without compressed copies is sent plain to a browser that takes brotli', async () => {
    const a = await get(url, TINY, { 'accept-encoding': BROWSER });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.body.equals(plain(TINY))).toBe(true);
  });

  test('the compressed copies have no URL of their own; the source map is served plain', async () => {
    expect((await get(url, `${APP}.br`, { 'accept-encoding': BROWSER })).status).toBe(404);
    expect((await get(url, `${APP}.gz`)).status).toBe(404);
    const map = await get(url, `${APP}.map`, { 'accept-encoding': BROWSER });
    expect(map.status).toBe(200);
    expect(map.headers['content-encoding']).toBeUndefined();
  });
});

describe('index.html', () => {
  test('a page path (the client routes it) gets index.html compressed, as text/html, cached as before', async () => {
    for (const path of ['/puzzles/daily', '/']) {
      const a = await get(url, path, { 'accept-encoding': BROWSER });
      expect(a.status).toBe(200);
      expect(a.headers['content-encoding']).toBe('br');
      expect(a.headers['content-type']).toMatch(/^text\/html/);
      expect(a.headers['cache-control']).toBe('public, max-age=3600');
      expect(decoded(a).equals(plain('index.html'))).toBe(true);
    }
    const bare = await get(url, '/puzzles/daily');
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.headers['content-type']).toMatch(/^text\/html/);
    expect(bare.body.equals(plain('index.html'))).toBe(true);
  });
});
