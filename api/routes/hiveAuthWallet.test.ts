// Issue 37: HiveAuth sign-in, attacked over real HTTP. The wallet's signature reaches the server through the
// page, which anyone can script: the server alone decides, from its own challenge and the chain's posting keys.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CHALLENGE_MS } from '../db/challenges';
import { DEFAULT_HIVEAUTH_URL, loadConfig } from '../config';
import {
  ACCOUNTS,
  listenForHttp,
  signMessage,
  startHiveTestApi,
  STRANGER_KEY,
  type HiveTestApi,
  type HttpAnswer,
} from '../../tests/kits/signInTestKit';

const { alice, bob } = ACCOUNTS;
const HAS = 'wss://has.example/ws';

let api: HiveTestApi;
let post: Awaited<ReturnType<typeof listenForHttp>>;
beforeEach(async () => {
  api = await startHiveTestApi({ config: { hiveAuthUrl: HAS } });
  post = await listenForHttp(api);
});
afterEach(async () => {
  await api.close();
});

/** A browser's request: the challenge (its httpOnly cookie comes with the answer) for `username`. */
async function challenge(username: string) {
  const res = await post('/v1/api/hiveauth/challenge', { username });
  expect(res.status).toBe(200);
  return { memo: res.body.message as string, id: res.body.id as string, cookie: res.cookie };
}

const login = (body: Record<string, unknown>, cookie = '') =>
  post('/v1/api/hiveauth/login', body, cookie === '' ? {} : { cookie });

/** A refusal: 401 `auth/refused` with a message, and no session made. */
async function refused(res: HttpAnswer, message: RegExp) {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ code: 'auth/refused' });
  expect(res.body.message).toMatch(message);
  expect(await api.sessions()).toEqual([]);
}

describe('POST /v1/api/hiveauth/challenge', () => {
  test('issues a single-use challenge for the account, in an httpOnly cookie for the HiveAuth routes, and names the HAS server', async () => {
    const res = await post('/v1/api/hiveauth/challenge', { username: 'Alice' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', hasUrl: HAS });
    expect(res.body.message).toMatch(/^octoduel:login:alice:[0-9a-f]{32}$/);
    const raw = await fetch(`${api.app.listeningOrigin}/v1/api/hiveauth/challenge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice' }),
    });
    expect(raw.headers.getSetCookie()[0]).toMatch(
      /^octoduel_hiveauth=[\w-]+; Max-Age=300; Path=\/v1\/api\/hiveauth; HttpOnly; SameSite=Strict$/,
    );
  });

  test.each([
    ['an account the chain does not have', { username: 'nobody' }, 404, 'hive/user-not-found'],
    ['a name that cannot be a Hive account', { username: 'no way!' }, 400, 'request/invalid'],
    ['no name', {}, 400, 'request/invalid'],
  ])('%s: refused with a code and a message, nothing issued', async (_name, body, status, code) => {
    const res = await post('/v1/api/hiveauth/challenge', body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code });
    expect(typeof res.body.message).toBe('string');
    expect(res.cookie).toBe('');
    expect(await api.ctx.db.kysely.selectFrom('challenges').selectAll().execute()).toEqual([]);
  });
});

describe('POST /v1/api/hiveauth/login', () => {
  test("the wallet's signature of the challenge with alice's posting key signs alice in (a hiveauth session)", async () => {
    const { memo, cookie } = await challenge('alice');
    const res = await login({ username: 'alice', signature: signMessage(alice.keys.posting, memo) }, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', account: { hiveUsername: 'alice', type: 'hiveauth' } });
    expect(res.cookie).toMatch(/octoduel_session=/);
    expect((await api.sessions()).map((s) => s.type)).toEqual(['hiveauth']);
  });

  test("a forged approval: alice's own signature of a text the server never issued is refused; her real one still works", async () => {
    const { memo, cookie } = await challenge('alice');
    // What a phishing page or a lying wallet gets signed: another challenge, an old one, a look-alike.
    for (const text of [
      'octoduel:login:alice:00000000000000000000000000000000',
      memo.toUpperCase(),
      `${memo} `,
      'login to some other site',
    ]) {
      await refused(
        await login({ username: 'alice', signature: signMessage(alice.keys.posting, text) }, cookie),
        /not made with a posting key of @alice/,
      );
    }
    const res = await login({ username: 'alice', signature: signMessage(alice.keys.posting, memo) }, cookie);
    expect(res.status).toBe(200);
  });

  test('a replayed approval: the same signature and challenge a second time, or with a new challenge, is refused', async () => {
    const first = await challenge('alice');
    const signature = signMessage(alice.keys.posting, first.memo);
    const ok = await login({ username: 'alice', signature }, first.cookie);
    expect(ok.status).toBe(200);
    const sessions = await api.sessions();
    // The same request again (a captured one replayed), by cookie and by id.
    for (const again of [
      await login({ username: 'alice', signature }, first.cookie),
      await login({ username: 'alice', signature, id: first.id }),
    ]) {
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({ code: 'auth/refused' });
      expect(again.body.message).toMatch(/already used or never made/);
    }
    // An old signature presented with a fresh challenge.
    const second = await challenge('alice');
    const stale = await login({ username: 'alice', signature }, second.cookie);
    expect(stale.status).toBe(401);
    expect(await api.sessions()).toEqual(sessions);
  });

  test('an expired challenge (5 minutes and 1 ms): refused, said so, no session', async () => {
    const { memo, cookie } = await challenge('alice');
    api.clock.now += CHALLENGE_MS + 1;
    await refused(
      await login({ username: 'alice', signature: signMessage(alice.keys.posting, memo) }, cookie),
      /expired/,
    );
  });

  test("a wallet approving with another account's key: bob's signature of alice's challenge does not sign alice in", async () => {
    const { memo, cookie, id } = await challenge('alice');
    await refused(
      await login({ username: 'alice', signature: signMessage(bob.keys.posting, memo) }, cookie),
      /not made with a posting key of @alice/,
    );
    // Nor alice's active key, nor a key of nobody's.
    for (const wif of [alice.keys.active, STRANGER_KEY])
      await refused(await login({ username: 'alice', signature: signMessage(wif, memo), id }), /posting key/);
    // Claiming bob with bob's signature over alice's challenge: the challenge is not bob's.
    await refused(
      await login({ username: 'bob', signature: signMessage(bob.keys.posting, memo) }, cookie),
      /No sign-in request is waiting for @bob/,
    );
  });

  test('a signature without a challenge of its own (no cookie, a guessed id) is refused', async () => {
    const { memo } = await challenge('alice');
    const signature = signMessage(alice.keys.posting, memo);
    await refused(await login({ username: 'alice', signature }), /already used or never made/);
    await refused(await login({ username: 'alice', signature, id: 'guessed' }), /already used or never made/);
  });

  test.each([
    ['no signature', { username: 'alice' }],
    ['a signature too long', { username: 'alice', signature: 'a'.repeat(201) }],
    ['a number for a signature', { username: 'alice', signature: 42 }],
  ])('%s: 400 request/invalid with a message, nothing changed', async (_name, body) => {
    const { cookie } = await challenge('alice');
    const res = await login(body, cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'request/invalid' });
    expect(typeof res.body.message).toBe('string');
    expect(await api.sessions()).toEqual([]);
  });
});

describe('HIVEAUTH_URL', () => {
  test('unset: the public HAS server; set: a ws(s) URL; anything else stops the server at start', () => {
    expect(loadConfig({}).hiveAuthUrl).toBe(DEFAULT_HIVEAUTH_URL);
    expect(DEFAULT_HIVEAUTH_URL).toBe('wss://hive-auth.arcange.eu');
    expect(loadConfig({ HIVEAUTH_URL: ' ws://127.0.0.1:4000 ' }).hiveAuthUrl).toBe('ws://127.0.0.1:4000');
    for (const bad of ['https://has.example', 'not a url', 'wss://user:secret@has.example'])
      expect(() => loadConfig({ HIVEAUTH_URL: bad })).toThrow(
        /HIVEAUTH_URL must be a ws:\/\/ or wss:\/\/ URL/,
      );
  });

  test("the page may connect to the HAS server and no other (the Content-Security-Policy's connect-src)", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/api/keychain/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'[^;]* wss:\/\/has\.example(;|\s)/);
  });
});
