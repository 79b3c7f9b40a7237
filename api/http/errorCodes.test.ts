import { afterEach, beforeEach, expect, test } from 'vitest';
import { API_ERROR_CODES } from '../../contract/http';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';

// Every error answer carries a `code` from the contract beside its message; clients key on it.
let api: TestApi;
let admin: SignedIn;
let player: SignedIn;
beforeEach(async () => {
  api = await startTestApi({ config: { signInRateLimit: 2 } });
  admin = await api.signIn('boss', { admin: true });
  player = await api.signIn('pat');
  api.app.get('/v1/test/fault', async () => {
    throw new Error('boom');
  });
});
afterEach(async () => {
  await api.close();
});

type Who = 'admin' | 'player' | 'nobody';
type Case = readonly [
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload: object | undefined,
  who: Who,
  extraHeaders: Record<string, string>,
  status: number,
  code: string,
];

const png = Buffer.from('not an image at all').toString('base64');

const CASES: readonly Case[] = [
  [
    'a settings write signed out',
    'PUT',
    '/v1/setting/setl',
    { title: 'T', qty: 5 },
    'nobody',
    {},
    401,
    'auth/signed-out',
  ],
  [
    'a settings write by a player',
    'PUT',
    '/v1/setting/setl',
    { title: 'T', qty: 5 },
    'player',
    {},
    403,
    'auth/not-admin',
  ],
  [
    'a title over 50 characters',
    'PUT',
    '/v1/setting/setl',
    { title: 'x'.repeat(51), qty: 5 },
    'admin',
    {},
    400,
    'setting/invalid',
  ],
  ['one AI name', 'PUT', '/v1/setting/seta', { qty: 2, names: ['Ann'] }, 'admin', {}, 400, 'setting/invalid'],
  [
    'an opacity over 1',
    'POST',
    '/v1/setting/saveopacity',
    { title: 'tileOpacity', value: 1.5 },
    'admin',
    {},
    400,
    'setting/invalid',
  ],
  [
    'a number sent as text (schema)',
    'PUT',
    '/v1/setting/setl',
    { title: 'T', qty: '5' },
    'admin',
    {},
    400,
    'request/invalid',
  ],
  ['an upload without an image', 'POST', '/v1/setting/setgplaybg', {}, 'admin', {}, 400, 'image/missing'],
  [
    'an upload that is no image',
    'POST',
    '/v1/setting/setgplaybg',
    { image: png },
    'admin',
    {},
    415,
    'image/unsupported',
  ],
  ['a picture never uploaded', 'GET', '/v1/setting/playbg', undefined, 'nobody', {}, 404, 'image/not-found'],
  ['an unknown route', 'GET', '/v1/nothing/here', undefined, 'nobody', {}, 404, 'request/not-found'],
  [
    'a wrong password',
    'POST',
    '/api/users/signin',
    { email: 'no@example.com', password: 'wrong-password' },
    'nobody',
    {},
    401,
    'auth/refused',
  ],
  [
    'a Hive sign-in while the chain is down',
    'POST',
    '/v1/api/keychain/fetch_memo',
    { username: 'alice' },
    'nobody',
    {},
    503,
    'server/unavailable',
  ],
  ['a result sent by a client', 'POST', '/api/users/result/pat', {}, 'player', {}, 403, 'request/forbidden'],
  ['a server fault', 'GET', '/v1/test/fault', undefined, 'nobody', {}, 500, 'server/fault'],
  [
    'a cookie write from another site',
    'PUT',
    '/v1/setting/setl',
    { title: 'T', qty: 5 },
    'nobody',
    { origin: 'https://evil.example' },
    403,
    'cross-site/refused',
  ],
];

test.each(CASES)('%s', async (_name, method, url, payload, who, extra, status, code) => {
  const auth = who === 'admin' ? admin.headers : who === 'player' ? player.headers : {};
  // The cross-site case signs in by cookie (Bearer requests are never refused as cross-site).
  const headers =
    'origin' in extra ? { ...extra, cookie: `octoduel_session=${admin.token}` } : { ...auth, ...extra };
  const res = await api.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  expect(res.statusCode).toBe(status);
  const body = res.json<{ status: string; code: string; message: string }>();
  expect(body).toMatchObject({ status: 'error', statusCode: status, code });
  expect(body.message).not.toBe('');
  expect(API_ERROR_CODES).toContain(body.code);
});

test('past the sign-in limit: 429 rate/limited', async () => {
  const memo = () =>
    api.app.inject({ method: 'POST', url: '/v1/api/keychain/fetch_memo', payload: { username: 'alice' } });
  await memo();
  await memo();
  const res = await memo();
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'rate/limited' });
});
