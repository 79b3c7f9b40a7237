import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createSession } from '../db/sessions';
import { createLegacyUser, findUserById, type User } from '../db/users';
import {
  ACCOUNTS,
  sessionCookie,
  signMessage,
  startHiveTestApi,
  type HiveTestApi,
  INJECT_HOST,
} from '../../tests/kits/signInTestKit';
import { smartLockMessage } from './hiveAuth';

const { alice, bob } = ACCOUNTS;

let api: HiveTestApi;
let legacy: User;
let auth: { authorization: string };
beforeEach(async () => {
  api = await startHiveTestApi({ config: { adminUsers: ['alice'] } });
  ({ user: legacy, headers: auth } = await legacyUser('oldtimer'));
});
afterEach(async () => {
  await api.close();
});

/** A legacy email user signed in with email and password. */
async function legacyUser(username: string) {
  const user = await createLegacyUser(
    api.ctx.db.kysely,
    { username, email: `${username}@example.com`, passwordHash: 'scrypt$x', confirmToken: null },
    api.clock.now,
  );
  const token = await createSession(api.ctx.db.kysely, user, 'email', api.clock.now);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

async function fetchMemo2(hiveUsername: string, headers = auth, username = 'oldtimer') {
  return api.post('/v1/api/keychain/fetch_memo2', { hiveUsername, username }, headers);
}

const smartLock2 = (hiveUsername: string, key: string, headers = auth, username = 'oldtimer') => {
  const ts = api.clock.now;
  const sig = signMessage(key, smartLockMessage('link', INJECT_HOST, hiveUsername, ts));
  return api.post('/v1/api/login2', { hiveUsername, ts, sig, smartlock: true, username }, headers);
};

const hiveOf = async (user: User) => (await findUserById(api.ctx.db.kysely, user.id))?.hive_username;

describe('Keychain linking (fetch_memo2, login2)', () => {
  test('links the Hive account to the signed-in legacy user and starts a new session', async () => {
    const memoRes = await fetchMemo2('alice');
    const { status, message: memo, id } = memoRes.json<{ status: string; message: string; id: string }>();
    expect(status).toBe('ok');
    expect(memo).toMatch(/^octoduel:link:alice:[0-9a-f]{32}$/);
    const res = await api.post(
      '/v1/api/keychain/login2',
      {
        hiveUsername: 'alice',
        encrypted_username: signMessage(alice.keys.posting, memo),
        username: 'oldtimer',
        id,
      },
      auth,
    );
    expect(res.statusCode).toBe(200);
    const { account } = res.json<{ account: { token: string } }>();
    // ADMIN_USERS names alice: the linked user gets the role.
    expect(account).toMatchObject({
      username: 'oldtimer',
      hiveUsername: 'alice',
      email: 'oldtimer@example.com',
      role: 'admin',
    });
    expect(sessionCookie(res)).toMatchObject({ value: account.token, httpOnly: true });
    expect(await hiveOf(legacy)).toBe('alice');
    expect((await api.sessions()).map((s) => s.type)).toEqual(['email', 'keychain']);
    const me = await api.post('/v1/api/auth/user', {}, { authorization: `Bearer ${account.token}` });
    expect(me.json()).toMatchObject({ username: 'oldtimer', hiveUsername: 'alice' });

    // From now on a plain Keychain sign-in as alice is this same user.
    const login = await api.post('/v1/api/keychain/fetch_memo', { username: 'alice' });
    const signIn = await api.post('/v1/api/keychain/login', {
      username: 'alice',
      signature: signMessage(alice.keys.posting, login.json<{ message: string }>().message),
      id: login.json<{ id: string }>().id,
    });
    expect(signIn.json()).toMatchObject({ account: { username: 'oldtimer', hiveUsername: 'alice' } });
  });

  test('a wrong key: 401, nothing linked', async () => {
    const { message: memo, id } = (await fetchMemo2('alice')).json<{ message: string; id: string }>();
    const res = await api.post(
      '/v1/api/keychain/login2',
      { hiveUsername: 'alice', signature: signMessage(alice.keys.active, memo), username: 'oldtimer', id },
      auth,
    );
    expect(res.statusCode).toBe(401);
    expect(await hiveOf(legacy)).toBeNull();
    expect(await api.sessions()).toHaveLength(1);
  });

  test("a sign-in challenge is not a link challenge, nor another user's", async () => {
    type Memo = { message: string; id: string };
    const loginMemo = (await api.post('/v1/api/keychain/fetch_memo', { username: 'alice' })).json<Memo>();
    const other = await legacyUser('another');
    const otherMemo = (await fetchMemo2('alice', other.headers, 'another')).json<Memo>();
    for (const { message: memo, id } of [loginMemo, otherMemo]) {
      const res = await api.post(
        '/v1/api/keychain/login2',
        { hiveUsername: 'alice', signature: signMessage(alice.keys.posting, memo), username: 'oldtimer', id },
        auth,
      );
      expect(res.statusCode).toBe(401);
    }
    expect(await hiveOf(legacy)).toBeNull();
  });
});

describe('SmartLock linking (login2)', () => {
  test('links and answers hiveUsername, token and fullprofile', async () => {
    const res = await smartLock2('bob', bob.keys.posting);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string }>();
    expect(body).toMatchObject({
      status: 'ok',
      username: 'oldtimer',
      hiveUsername: 'bob',
      fullprofile: false,
      role: 'user',
    });
    expect(sessionCookie(res)?.value).toBe(body.token);
    expect(await hiveOf(legacy)).toBe('bob');
    expect((await api.sessions()).map((s) => s.type)).toEqual(['email', 'smartlock']);
  });

  test('the wrong key: 401, nothing linked', async () => {
    expect((await smartLock2('bob', alice.keys.posting)).statusCode).toBe(401);
    expect(await hiveOf(legacy)).toBeNull();
  });
});

describe('who may link', () => {
  type Call = (headers: Record<string, string>, username?: string) => ReturnType<HiveTestApi['post']>;
  const calls: { name: string; call: Call }[] = [
    { name: 'fetch_memo2', call: (h, u) => fetchMemo2('alice', h as typeof auth, u) },
    {
      name: 'keychain/login2',
      call: (h, u = 'oldtimer') =>
        api.post(
          '/v1/api/keychain/login2',
          { hiveUsername: 'alice', signature: 'ab'.repeat(65), username: u },
          h,
        ),
    },
    { name: 'login2', call: (h, u) => smartLock2('alice', alice.keys.posting, h as typeof auth, u) },
  ];

  test.each(calls)('$name without a session: 401', async ({ call }) => {
    const res = await call({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in.' });
    expect(await hiveOf(legacy)).toBeNull();
  });

  test.each(calls)('$name for another username than the signed-in one: 403', async ({ call }) => {
    const res = await call(auth, 'someoneelse');
    expect(res.statusCode).toBe(403);
    expect(await hiveOf(legacy)).toBeNull();
  });

  test.each(calls)('$name from a Hive user instead of an email user: 403', async ({ call }) => {
    const hive = await api.signIn('carol');
    const res = await call(hive.headers, 'carol');
    expect(res.statusCode).toBe(403);
  });

  test('a Hive account that already belongs to another user: 409, before and after the signature', async () => {
    await api.signIn('alice');
    const res = await fetchMemo2('alice');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'The Hive account @alice already belongs to another user.' });
    expect((await smartLock2('alice', alice.keys.posting)).statusCode).toBe(409);
    expect(await hiveOf(legacy)).toBeNull();
  });

  test('taken between fetch_memo2 and login2: 409', async () => {
    const { message: memo, id } = (await fetchMemo2('alice')).json<{ message: string; id: string }>();
    await api.signIn('alice');
    const res = await api.post(
      '/v1/api/keychain/login2',
      { hiveUsername: 'alice', signature: signMessage(alice.keys.posting, memo), username: 'oldtimer', id },
      auth,
    );
    expect(res.statusCode).toBe(409);
    expect(await hiveOf(legacy)).toBeNull();
  });

  test('a legacy user already linked to another Hive account: 409; the same one links again fine', async () => {
    expect((await smartLock2('bob', bob.keys.posting)).statusCode).toBe(200);
    expect((await fetchMemo2('alice')).statusCode).toBe(409);
    expect((await smartLock2('alice', alice.keys.posting)).statusCode).toBe(409);
    api.clock.now += 1;
    expect((await smartLock2('bob', bob.keys.posting)).statusCode).toBe(200);
    expect(await hiveOf(legacy)).toBe('bob');
  });

  test("fetch_memo2 for an account the chain does not have: 404 'Hive user not found'", async () => {
    const res = await fetchMemo2('nobody');
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Hive user not found' });
  });
});
