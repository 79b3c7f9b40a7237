// Sign-in rate limits over real HTTP: a listening server, forged X-Forwarded-For headers, and a "botnet" of
// client addresses (through a trusted proxy) aimed at one account.
import { afterEach, describe, expect, test } from 'vitest';
import type { Config } from '../config';
import type { ChainClient } from '../hive/chain';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';
import { parseTrustProxy } from './clientIp';

/** A chain that knows no account: sign-in calls fail with a quick 4xx, never a 5xx. */
const EMPTY_CHAIN: ChainClient = { getAccounts: () => Promise.resolve([]) };

let api: TestApi | undefined;
let base = '';

async function listen(config: Partial<Config>): Promise<void> {
  api = await startTestApi({ chain: EMPTY_CHAIN, config });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
}

afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** POSTs JSON over HTTP; returns the status and the body. */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string }, headers: res.headers };
}

const wrongPassword = (headers: Record<string, string> = {}) =>
  post('/api/users/signin', { email: 'nobody@example.com', password: 'guess' }, headers);

const statuses = async (n: number, call: (i: number) => Promise<{ status: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(i)).status);
  return out;
};

describe('per IP', () => {
  test('a forged X-Forwarded-For does not reset the limit (no proxy trusted by default)', async () => {
    await listen({ signInRateLimit: 3 });
    const codes = await statuses(5, (i) => wrongPassword({ 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  test('behind a trusted proxy (TRUST_PROXY), the forwarded client is the one limited', async () => {
    await listen({ signInRateLimit: 3, trustProxy: parseTrustProxy('127.0.0.1') });
    const alice = { 'x-forwarded-for': '198.51.100.7' };
    const bob = { 'x-forwarded-for': '198.51.100.8' };
    expect(await statuses(4, () => wrongPassword(alice))).toEqual([401, 401, 401, 429]);
    // Same proxy, another client: a budget of its own.
    expect(await statuses(4, () => wrongPassword(bob))).toEqual([401, 401, 401, 429]);
    // A client cannot dodge its limit by prepending a forged address: the proxy appends the real one.
    expect((await wrongPassword({ 'x-forwarded-for': '10.9.9.9, 198.51.100.7' })).status).toBe(429);
  });

  test('one budget per IP across every sign-in route, with a clear message', async () => {
    await listen({ signInRateLimit: 3 });
    expect((await wrongPassword()).status).toBe(401);
    expect((await post('/v1/api/keychain/fetch_memo', { username: 'alice' })).status).toBe(404);
    expect((await post('/v1/api/keychain/login', { username: 'bob', signature: 'ab' })).status).toBe(401);
    const refused = await post('/v1/api/login', { username: 'carol', ts: 1, sig: 'ab', smartlock: true });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many sign-in attempts from your address/i);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('per account', () => {
  // A botnet: every request from another address, forwarded by the trusted proxy.
  const botnet = (i: number) => ({ 'x-forwarded-for': `192.0.2.${(i % 250) + 1}` });
  const now = Date.now();
  const routes = [
    {
      name: 'email sign-in',
      path: '/api/users/signin',
      body: (email: string) => ({ email, password: 'guess' }),
      target: 'victim@example.com',
      other: 'other@example.com',
    },
    {
      name: 'fetch_memo',
      path: '/v1/api/keychain/fetch_memo',
      body: (username: string) => ({ username }),
      target: 'victim',
      other: 'other',
    },
    {
      name: 'Keychain login',
      path: '/v1/api/keychain/login',
      body: (username: string) => ({ username, signature: 'ab' }),
      target: 'victim',
      other: 'other',
    },
    {
      name: 'SmartLock login',
      path: '/v1/api/login',
      body: (username: string) => ({ username, ts: now, sig: 'ab', smartlock: true }),
      target: 'victim',
      other: 'other',
    },
    {
      name: 'fetch_memo2',
      // A linking route needs a signed-in user (401 before the body otherwise): one tries others' Hive accounts.
      signedIn: true,
      path: '/v1/api/keychain/fetch_memo2',
      body: (hiveUsername: string) => ({ hiveUsername, username: 'someone' }),
      target: 'victim',
      other: 'other',
    },
    {
      name: 'Keychain login2',
      // A linking route needs a signed-in user (401 before the body otherwise): one tries others' Hive accounts.
      signedIn: true,
      path: '/v1/api/keychain/login2',
      body: (hiveUsername: string) => ({ hiveUsername, username: 'someone', signature: 'ab' }),
      target: 'victim',
      other: 'other',
    },
    {
      name: 'SmartLock login2',
      // A linking route needs a signed-in user (401 before the body otherwise): one tries others' Hive accounts.
      signedIn: true,
      path: '/v1/api/login2',
      body: (hiveUsername: string) => ({ hiveUsername, ts: now, sig: 'ab', smartlock: true, username: 'x' }),
      target: 'victim',
      other: 'other',
    },
  ];

  test.each(routes)(
    '$name: 10 tries a minute per target account, from any number of addresses',
    async ({ path, body, target, other, ...route }) => {
      await listen({
        signInRateLimit: 1000,
        signInUserRateLimit: 10,
        trustProxy: parseTrustProxy('loopback'),
      });
      const auth = 'signedIn' in route ? (await api!.signIn('mallory')).headers : {};
      const from = (i: number) => ({ ...botnet(i), ...auth });
      const codes = await statuses(10, (i) => post(path, body(target), from(i)));
      expect(codes.filter((c) => c === 429)).toEqual([]);
      // Spelled differently, still the same account.
      const refused = await post(path, body(target.toUpperCase()), from(11));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/too many sign-in attempts for this account/i);
      // Other accounts are not affected.
      expect((await post(path, body(other), from(12))).status).not.toBe(429);
    },
  );

  test('the per-account budget is shared by the routes that name the account', async () => {
    await listen({ signInRateLimit: 1000, signInUserRateLimit: 3, trustProxy: parseTrustProxy('loopback') });
    expect((await post('/v1/api/keychain/fetch_memo', { username: 'victim' }, botnet(1))).status).toBe(404);
    expect(
      (await post('/v1/api/keychain/login', { username: 'victim', signature: 'a' }, botnet(2))).status,
    ).toBe(401);
    expect(
      (await post('/v1/api/login', { username: 'victim', ts: now, sig: 'a', smartlock: true }, botnet(3)))
        .status,
    ).toBe(401);
    expect((await post('/v1/api/keychain/fetch_memo', { username: 'victim' }, botnet(4))).status).toBe(429);
  });
});
