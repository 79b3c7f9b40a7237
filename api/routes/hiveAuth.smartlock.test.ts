import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { hashToken } from '../auth/tokens';
import { findUserByHive } from '../db/users';
import { smartLockMessage } from './hiveAuth';
import {
  ACCOUNTS,
  STRANGER_KEY,
  sessionCookie,
  signMessage,
  startHiveTestApi,
  unreachableChain,
  type HiveTestApi,
  INJECT_HOST,
} from '../../tests/kits/signInTestKit';

const { alice, bob } = ACCOUNTS;
const MINUTES_2 = 2 * 60 * 1000;

let api: HiveTestApi;
beforeEach(async () => {
  api = await startHiveTestApi();
});
afterEach(async () => {
  await api.close();
});

/** SmartLock's proof: the site, the username and the timestamp (ms), signed with the posting key. */
const signed = (key: string, username: string, ts: number) =>
  signMessage(key, smartLockMessage('login', INJECT_HOST, username, ts));

const smartLock = (username: string, ts: number, sig: string) =>
  api.post('/v1/api/login', { username, ts, sig, smartlock: true });

/** The same signature with s replaced by n − s (and the recovery id flipped): it verifies too. */
function malleate(sig: string): string {
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
  const recovery = ((parseInt(sig.slice(0, 2), 16) - 31) ^ 1) + 31;
  const s = (n - BigInt(`0x${sig.slice(66)}`)).toString(16).padStart(64, '0');
  return recovery.toString(16) + sig.slice(2, 66) + s;
}

describe('SmartLock sign-in (POST /v1/api/login)', () => {
  test('username + ts signed with the posting key: the account, its token and an httpOnly cookie', async () => {
    const ts = api.clock.now;
    const res = await smartLock('alice', ts, signed(alice.keys.posting, 'alice', ts));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string }>();
    expect(body).toMatchObject({
      status: 'ok',
      username: 'alice',
      hiveUsername: 'alice',
      fullprofile: false,
      type: 'smartlock',
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(sessionCookie(res)).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax' });
    const user = await findUserByHive(api.ctx.db.kysely, 'alice');
    expect(await api.sessions()).toEqual([
      { user_id: user?.id, type: 'smartlock', token_hash: hashToken(body.token) },
    ]);
    const me = await api.post('/v1/api/auth/user', {}, { authorization: `Bearer ${body.token}` });
    expect(me.json()).toMatchObject({ status: 'ok', username: 'alice' });
  });

  test.each([
    { name: 'exactly 2 minutes old', offset: -MINUTES_2 },
    { name: 'exactly 30 s ahead', offset: 30_000 },
    { name: 'a second old', offset: -1000 },
  ])('$name: accepted', async ({ offset }) => {
    const ts = api.clock.now + offset;
    expect((await smartLock('alice', ts, signed(alice.keys.posting, 'alice', ts))).statusCode).toBe(200);
  });

  test.each([
    {
      name: 'older than 2 minutes',
      offset: -MINUTES_2 - 1,
      key: alice.keys.posting,
      message: /older than 2 minutes/,
    },
    {
      name: 'more than 30 s ahead',
      offset: 30_001,
      key: alice.keys.posting,
      message: /in the future/,
    },
    { name: 'a key of no account', offset: 0, key: STRANGER_KEY, message: /posting key of @alice/ },
    {
      name: "another account's posting key",
      offset: 0,
      key: bob.keys.posting,
      message: /posting key of @alice/,
    },
    {
      name: 'the active key instead of posting',
      offset: 0,
      key: alice.keys.active,
      message: /posting key of @alice/,
    },
  ])('$name: 401, no session', async ({ offset, key, message }) => {
    const ts = api.clock.now + offset;
    const res = await smartLock('alice', ts, signed(key, 'alice', ts));
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await api.sessions()).toEqual([]);
  });

  test('a signature of another timestamp: 401', async () => {
    const ts = api.clock.now;
    const res = await smartLock('alice', ts, signed(alice.keys.posting, 'alice', ts - 1));
    expect(res.statusCode).toBe(401);
    expect(await api.sessions()).toEqual([]);
  });

  test("bob's signature of his own name sent as alice: 401", async () => {
    const ts = api.clock.now;
    expect((await smartLock('alice', ts, signed(bob.keys.posting, 'bob', ts))).statusCode).toBe(401);
  });

  test('a signature works once: replayed, or rewritten as its malleable twin, it is refused', async () => {
    const ts = api.clock.now;
    const sig = signed(alice.keys.posting, 'alice', ts);
    expect((await smartLock('alice', ts, sig)).statusCode).toBe(200);
    for (const replay of [sig, sig.toUpperCase(), malleate(sig)]) {
      const res = await smartLock('alice', ts, replay);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'This signature was already used. Please sign in again.' });
    }
    expect(await api.sessions()).toHaveLength(1);
  });

  test('a refused signature is not recorded as used', async () => {
    const ts = api.clock.now;
    await smartLock('alice', ts, signed(bob.keys.posting, 'alice', ts));
    expect(await api.ctx.db.kysely.selectFrom('used_signatures').selectAll().execute()).toEqual([]);
  });

  test('used signatures are kept until the timestamp window has passed', async () => {
    const ts = api.clock.now;
    await smartLock('alice', ts, signed(alice.keys.posting, 'alice', ts));
    const [row] = await api.ctx.db.kysely.selectFrom('used_signatures').selectAll().execute();
    expect(row?.expires_at).toBeGreaterThan(ts + MINUTES_2);
  });

  test("an unknown account: 404 'Hive user not found'", async () => {
    const ts = api.clock.now;
    const res = await smartLock('nobody', ts, signed(alice.keys.posting, 'nobody', ts));
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Hive user not found' });
    expect(await api.sessions()).toEqual([]);
  });

  test('an unreachable chain: 503 with a clear message', async () => {
    await api.close();
    api = await startHiveTestApi({ chain: unreachableChain() });
    const ts = api.clock.now;
    const res = await smartLock('alice', ts, signed(alice.keys.posting, 'alice', ts));
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toMatch(/Hive blockchain cannot be reached/);
    expect(await api.sessions()).toEqual([]);
  });
});
