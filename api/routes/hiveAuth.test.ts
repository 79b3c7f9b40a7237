import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createChallenge } from '../db/challenges';
import { findUserByHive } from '../db/users';
import { ChainUnavailableError } from '../hive/chain';
import {
  ACCOUNTS,
  STRANGER_KEY,
  sessionCookie,
  signMessage,
  startHiveTestApi,
  unreachableChain,
  type HiveTestApi,
} from '../../tests/kits/signInTestKit';
import { hashToken } from '../auth/tokens';

const { alice, bob } = ACCOUNTS;

let api: HiveTestApi;
beforeEach(async () => {
  api = await startHiveTestApi();
});
afterEach(async () => {
  await api.close();
});

/** The id of the last challenge fetched: what a non-browser client sends back with its signature. */
let lastId: string | undefined;

async function fetchMemo(username: string): Promise<string> {
  const res = await api.post('/v1/api/keychain/fetch_memo', { username });
  expect(res.statusCode).toBe(200);
  const { message, id } = res.json<{ message: string; id: string }>();
  lastId = id;
  return message;
}

const login = (username: string, signature: string, field = 'signature', id = lastId) =>
  api.post('/v1/api/keychain/login', { username, [field]: signature, id });

interface Account {
  username: string;
  hiveUsername: string;
  token: string;
  type: string;
  role: string;
}

describe('GET /v1/api/keychain/config', () => {
  test('names the app account whose posting authority Keychain asks for', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/api/keychain/config' });
    expect(res.json()).toEqual({ appAccount: 'downvote-tool' });
  });

  test('empty when none is configured', async () => {
    await api.close();
    api = await startHiveTestApi({ config: { hiveAppAccount: '' } });
    const res = await api.app.inject({ method: 'GET', url: '/v1/api/keychain/config' });
    expect(res.json()).toEqual({ appAccount: '' });
  });
});

describe('Keychain sign-in', () => {
  test('fetch_memo then login with the posting key: a session, its token and an httpOnly cookie', async () => {
    const memo = await fetchMemo('alice');
    expect(memo).toMatch(/^octoduel:login:alice:[0-9a-f]{32}$/);
    const res = await login('alice', signMessage(alice.keys.posting, memo));
    expect(res.statusCode).toBe(200);
    const { status, account } = res.json<{ status: string; account: Account }>();
    expect(status).toBe('ok');
    expect(account).toMatchObject({
      username: 'alice',
      hiveUsername: 'alice',
      type: 'keychain',
      role: 'user',
    });
    expect(account).toMatchObject({
      fullprofile: false,
      vp_threshold: 0,
      dv_threshold: 0,
      min_payout: 0,
      revote: 0,
    });
    expect(sessionCookie(res)).toMatchObject({
      value: account.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });

    const user = await findUserByHive(api.ctx.db.kysely, 'alice');
    expect(await api.sessions()).toEqual([
      { user_id: user?.id, type: 'keychain', token_hash: hashToken(account.token) },
    ]);
    const me = await api.post('/v1/api/auth/user', {}, { authorization: `Bearer ${account.token}` });
    expect(me.json()).toMatchObject({ status: 'ok', username: 'alice', hiveUsername: 'alice' });
    await api.post('/v1/api/logout', {}, { authorization: `Bearer ${account.token}` });
    expect(await api.sessions()).toEqual([]);
  });

  test("the spec's field name encrypted_username carries the signature too", async () => {
    const memo = await fetchMemo('alice');
    const res = await login('alice', signMessage(alice.keys.posting, memo), 'encrypted_username');
    expect(res.json()).toMatchObject({ status: 'ok', account: { username: 'alice' } });
  });

  test('a username in capitals is the same account', async () => {
    const memo = await fetchMemo('ALICE');
    expect(memo).toMatch(/^octoduel:login:alice:/);
    const res = await login('Alice', signMessage(alice.keys.posting, memo));
    expect(res.json()).toMatchObject({ account: { username: 'alice' } });
  });

  test('the second sign-in finds the same user; ADMIN_USERS makes it an admin', async () => {
    await api.close();
    api = await startHiveTestApi({ config: { adminUsers: ['bob'] } });
    for (let i = 0; i < 2; i++) {
      const res = await login('bob', signMessage(bob.keys.posting, await fetchMemo('bob')));
      expect(res.json()).toMatchObject({ account: { username: 'bob', role: 'admin' } });
    }
    expect(await api.ctx.db.kysely.selectFrom('users').select('username').execute()).toEqual([
      { username: 'bob' },
    ]);
    expect(await api.sessions()).toHaveLength(2);
  });

  test.each([
    { name: 'a key of no account', key: STRANGER_KEY },
    { name: "another account's posting key", key: bob.keys.posting },
    { name: 'the active key instead of posting', key: alice.keys.active },
    { name: 'the owner key', key: alice.keys.owner },
    { name: 'the memo key', key: alice.keys.memo },
  ])('$name: 401, no session', async ({ key }) => {
    const memo = await fetchMemo('alice');
    const res = await login('alice', signMessage(key, memo));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: 'The signature was not made with a posting key of @alice.',
    });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await api.sessions()).toEqual([]);
  });

  test('a signature of some other text: 401', async () => {
    await fetchMemo('alice');
    const res = await login('alice', signMessage(alice.keys.posting, 'octoduel:login:alice:guess'));
    expect(res.statusCode).toBe(401);
    expect(await api.sessions()).toEqual([]);
  });

  // Issue #10 point 2: a failed try no longer uses the challenge up (a stranger could burn it).
  test('a malformed signature: 401, and the challenge still waits', async () => {
    const memo = await fetchMemo('alice');
    const res = await login('alice', 'not a signature');
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'This is not a valid signature.' });
    expect((await login('alice', signMessage(alice.keys.posting, memo))).statusCode).toBe(200);
  });

  test('an expired challenge (5 min + 1 ms): 401, no session', async () => {
    const memo = await fetchMemo('alice');
    api.clock.now += 5 * 60 * 1000 + 1;
    const res = await login('alice', signMessage(alice.keys.posting, memo));
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toMatch(/expired/);
    expect(await api.sessions()).toEqual([]);
  });

  test('just inside 5 minutes it still works', async () => {
    const memo = await fetchMemo('alice');
    api.clock.now += 5 * 60 * 1000 - 1;
    expect((await login('alice', signMessage(alice.keys.posting, memo))).statusCode).toBe(200);
  });

  test('a challenge works once: replaying the signature is refused', async () => {
    const signature = signMessage(alice.keys.posting, await fetchMemo('alice'));
    expect((await login('alice', signature)).statusCode).toBe(200);
    const again = await login('alice', signature);
    expect(again.statusCode).toBe(401);
    expect(again.json<{ message: string }>().message).toMatch(/No sign-in request is waiting for @alice/);
    expect(await api.sessions()).toHaveLength(1);
  });

  test('a wrong try leaves the challenge waiting: the right signature after it works', async () => {
    const memo = await fetchMemo('alice');
    expect((await login('alice', signMessage(bob.keys.posting, memo))).statusCode).toBe(401);
    expect((await login('alice', signMessage(alice.keys.posting, memo))).statusCode).toBe(200);
    expect(await api.sessions()).toHaveLength(1);
  });

  test('a new fetch does not replace the earlier challenge; each is signed against its own memo', async () => {
    const first = await fetchMemo('alice');
    const firstId = lastId;
    const second = await fetchMemo('alice');
    expect(second).not.toBe(first);
    expect(
      (await login('alice', signMessage(alice.keys.posting, second), 'signature', firstId)).statusCode,
    ).toBe(401);
    expect(
      (await login('alice', signMessage(alice.keys.posting, first), 'signature', firstId)).statusCode,
    ).toBe(200);
    expect((await login('alice', signMessage(alice.keys.posting, second))).statusCode).toBe(200);
  });

  test('the browser names its challenge with the httpOnly cookie fetch_memo set', async () => {
    const res = await api.post('/v1/api/keychain/fetch_memo', { username: 'alice' });
    const cookie = res.cookies.find((c) => c.name === 'octoduel_challenge');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/v1/api/keychain',
      maxAge: 300,
    });
    const signature = signMessage(alice.keys.posting, res.json<{ message: string }>().message);
    const signed = await api.app.inject({
      method: 'POST',
      url: '/v1/api/keychain/login',
      payload: { username: 'alice', signature },
      cookies: { octoduel_challenge: cookie?.value ?? '' },
    });
    expect(signed.statusCode).toBe(200);
  });

  test("one account's challenge signed by another: refused", async () => {
    const memo = await fetchMemo('alice');
    const res = await login('bob', signMessage(bob.keys.posting, memo));
    expect(res.statusCode).toBe(401);
    expect(await api.sessions()).toEqual([]);
  });

  test('login without a challenge: 401', async () => {
    const res = await login('alice', signMessage(alice.keys.posting, 'octoduel:login:alice:00'));
    expect(res.statusCode).toBe(401);
  });

  test('the chain decides: a posting key removed since the memo was issued no longer works', async () => {
    const memo = await fetchMemo('alice');
    api.node.setAccount({ ...alice.account, posting: bob.account.posting });
    expect((await login('alice', signMessage(alice.keys.posting, memo))).statusCode).toBe(401);
  });

  test("an unknown account: 404 'Hive user not found', no challenge", async () => {
    const res = await api.post('/v1/api/keychain/fetch_memo', { username: 'nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Hive user not found' });
    expect(await api.ctx.db.kysely.selectFrom('challenges').selectAll().execute()).toEqual([]);
  });

  test("an account gone from the chain by login time: 404 'Hive user not found'", async () => {
    const memo = await fetchMemo('alice');
    api.node.accounts.delete('alice');
    const res = await login('alice', signMessage(alice.keys.posting, memo));
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Hive user not found' });
    expect(await api.sessions()).toEqual([]);
  });
});

describe('an unreachable chain', () => {
  test('fetch_memo and login answer 503 with a clear message, quickly', async () => {
    await api.close();
    api = await startHiveTestApi({ chain: unreachableChain() });
    const start = performance.now();
    const res = await api.post('/v1/api/keychain/fetch_memo', { username: 'alice' });
    expect(performance.now() - start).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', message: new ChainUnavailableError().message });
    const { memo, id } = await createChallenge(
      api.ctx.db.kysely,
      { username: 'alice', linkUserId: null },
      api.clock.now,
    );
    const signed = await login('alice', signMessage(alice.keys.posting, memo), 'signature', id);
    expect(signed.statusCode).toBe(503);
    expect(signed.json<{ message: string }>().message).toMatch(/Hive blockchain cannot be reached/);
    expect(await api.sessions()).toEqual([]);
  });
});

describe('malformed bodies: 400 with a message', () => {
  const sig = 'ab'.repeat(65);
  test.each([
    { name: 'fetch_memo without a body', url: '/v1/api/keychain/fetch_memo', payload: undefined },
    { name: 'fetch_memo without username', url: '/v1/api/keychain/fetch_memo', payload: {} },
    { name: 'fetch_memo username a number', url: '/v1/api/keychain/fetch_memo', payload: { username: 42 } },
    {
      name: 'fetch_memo username too short',
      url: '/v1/api/keychain/fetch_memo',
      payload: { username: 'al' },
    },
    {
      name: 'fetch_memo username with a space',
      url: '/v1/api/keychain/fetch_memo',
      payload: { username: 'al ice' },
    },
    {
      name: 'fetch_memo username too long',
      url: '/v1/api/keychain/fetch_memo',
      payload: { username: 'a'.repeat(40) },
    },
    { name: 'login without a signature', url: '/v1/api/keychain/login', payload: { username: 'alice' } },
    {
      name: 'login with two different signatures',
      url: '/v1/api/keychain/login',
      payload: { username: 'alice', signature: sig, encrypted_username: 'cd'.repeat(65) },
    },
    {
      name: 'login signature a number',
      url: '/v1/api/keychain/login',
      payload: { username: 'alice', signature: 1 },
    },
    {
      name: 'login signature too long',
      url: '/v1/api/keychain/login',
      payload: { username: 'alice', signature: 'a'.repeat(300) },
    },
    {
      name: 'smartlock ts as text',
      url: '/v1/api/login',
      payload: { username: 'alice', ts: '1', sig, smartlock: true },
    },
    {
      name: 'smartlock ts a fraction',
      url: '/v1/api/login',
      payload: { username: 'alice', ts: 1.5, sig, smartlock: true },
    },
    {
      name: 'smartlock ts negative',
      url: '/v1/api/login',
      payload: { username: 'alice', ts: -1, sig, smartlock: true },
    },
    {
      name: 'smartlock false',
      url: '/v1/api/login',
      payload: { username: 'alice', ts: 1, sig, smartlock: false },
    },
    {
      name: 'smartlock without sig',
      url: '/v1/api/login',
      payload: { username: 'alice', ts: 1, smartlock: true },
    },
    {
      name: 'login2 without username',
      url: '/v1/api/login2',
      payload: { hiveUsername: 'alice', ts: 1, sig, smartlock: true },
    },
    {
      name: 'fetch_memo2 without hiveUsername',
      url: '/v1/api/keychain/fetch_memo2',
      payload: { username: 'old' },
    },
    {
      name: 'login2 (Keychain) username empty',
      url: '/v1/api/keychain/login2',
      payload: { hiveUsername: 'alice', username: '', signature: sig },
    },
  ])('$name', async ({ url, payload }) => {
    // The linking routes (`…2`) refuse a signed-out caller (401) before reading the body: signed in here.
    const headers = url.endsWith('2') ? (await api.signIn('old')).headers : {};
    const before = await api.sessions();
    const res = await api.post(url, payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 400 });
    expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    expect(await api.sessions()).toEqual(before);
  });
});

test('sign-in routes are rate-limited per IP', async () => {
  await api.close();
  api = await startHiveTestApi({ config: { signInRateLimit: 2 } });
  const codes = [];
  for (let i = 0; i < 3; i++)
    codes.push((await api.post('/v1/api/keychain/fetch_memo', { username: 'alice' })).statusCode);
  expect(codes).toEqual([200, 200, 429]);
});
