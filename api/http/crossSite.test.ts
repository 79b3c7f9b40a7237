// Cross-site writes over real HTTP: a signed-in admin's browser carries the session cookie to whatever site
// asks it to; only this site's own pages (or ALLOWED_ORIGINS) may use it to change anything.
import sharp from 'sharp';
import { afterEach, describe, expect, test } from 'vitest';
import type { Config } from '../config';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';
import { SESSION_COOKIE } from '../db/sessions';

let api: TestApi | undefined;
let base = '';
let admin: SignedIn;

async function listen(config: Partial<Config> = {}): Promise<void> {
  api = await startTestApi({ config });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  admin = await api.signIn('boss', { admin: true });
}

afterEach(async () => {
  await api?.close();
  api = undefined;
});

const cookie = () => ({ cookie: `${SESSION_COOKIE}=${admin.token}` });
const EVIL = 'https://evil.example';

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
    .png()
    .toBuffer();

/** The admin's browser uploading a floor tile as a multipart form, sent from `headers.origin`'s page. */
async function uploadFloorTile(headers: Record<string, string>) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'tile.png');
  const res = await fetch(`${base}/v1/setting/setgfloortile`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

async function putTitle(title: string, headers: Record<string, string>) {
  const res = await fetch(`${base}/v1/setting/setl`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ title, qty: 10 }),
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

const storedImages = () => api!.ctx.db.kysely.selectFrom('images').select('key').execute();
const title = async () =>
  ((await (await fetch(`${base}/v1/setting/setl`)).json()) as { title: string }).title;

describe('the session cookie from another site', () => {
  test('a multipart admin upload with Origin: https://evil.example is refused (403) and stores nothing', async () => {
    await listen();
    const res = await uploadFloorTile({ ...cookie(), origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/cross-site/i);
    expect(await storedImages()).toEqual([]);
  });

  test('the same upload from this site’s own page is stored', async () => {
    await listen();
    expect((await uploadFloorTile({ ...cookie(), origin: base })).status).toBe(200);
    expect(await storedImages()).toEqual([{ key: 'floortile' }]);
  });

  test.each([
    ['another site', { origin: EVIL }],
    ['another port of this host', { origin: 'http://127.0.0.1:1' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['no Origin, and Sec-Fetch-Site says cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, and Sec-Fetch-Site says same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['no Origin at all', {}],
    ['an empty Bearer header beside the cookie', { origin: EVIL, authorization: 'Bearer ' }],
  ])('a settings write from %s is refused and changes nothing', async (_name, headers) => {
    await listen();
    const res = await putTitle('Hijacked', { ...cookie(), ...headers });
    expect(res.status).toBe(403);
    expect(res.body.message.length).toBeGreaterThan(10);
    expect(await title()).toBe('Top 100');
  });

  test('sign-out from another site is refused: the session survives', async () => {
    await listen();
    const out = await fetch(`${base}/v1/api/logout`, {
      method: 'POST',
      headers: { ...cookie(), origin: EVIL },
    });
    expect(out.status).toBe(403);
    const me = await fetch(`${base}/v1/api/auth/user`, {
      method: 'POST',
      headers: { ...cookie(), origin: base },
    });
    expect(me.status).toBe(200);
  });

  test('ending the first-game guide from another site is refused: the guide is still offered', async () => {
    await listen();
    const skip = await fetch(`${base}/v1/api/auth/guide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...cookie(), origin: EVIL },
      body: JSON.stringify({ guide: 'skipped' }),
    });
    expect(skip.status).toBe(403);
    const guide = await fetch(`${base}/v1/api/auth/guide`, { headers: cookie() });
    expect(await guide.json()).toMatchObject({ offer: true, guide: null });
  });

  test('signing a visitor in from another site is refused (login CSRF), even without a cookie', async () => {
    await listen();
    const res = await fetch(`${base}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EVIL },
      body: JSON.stringify({ email: 'attacker@example.com', password: 'x' }),
    });
    expect(res.status).toBe(403);
  });

  test('reads are not affected', async () => {
    await listen();
    const res = await fetch(`${base}/v1/setting/setl`, { headers: { ...cookie(), origin: EVIL } });
    expect(res.status).toBe(200);
  });
});

describe('allowed', () => {
  test('an origin in ALLOWED_ORIGINS', async () => {
    await listen({ allowedOrigins: ['http://localhost:5173'] });
    expect((await putTitle('From dev', { ...cookie(), origin: 'http://localhost:5173' })).status).toBe(200);
    expect(await title()).toBe('From dev');
  });

  test('behind a proxy, SITE_ORIGIN is this site (and the backend address is not)', async () => {
    await listen({ siteOrigin: 'https://octoduel.example' });
    expect((await putTitle('Proxied', { ...cookie(), origin: base })).status).toBe(403);
    expect((await putTitle('Proxied', { ...cookie(), origin: 'https://octoduel.example' })).status).toBe(200);
    expect(await title()).toBe('Proxied');
  });

  test('no Origin but Sec-Fetch-Site: same-origin (a browser that omits Origin)', async () => {
    await listen();
    expect((await putTitle('Same origin', { ...cookie(), 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
  });

  test('a Bearer token from a non-browser client (nothing a site can make a browser send)', async () => {
    await listen();
    expect((await putTitle('By script', admin.headers)).status).toBe(200);
    expect(await title()).toBe('By script');
  });

  test('a sign-in without a cookie or an Origin (a script or an app)', async () => {
    await listen();
    const res = await fetch(`${base}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(res.status).toBe(401);
  });
});
