// Issue 37: HiveSigner sign-in attacked over real HTTP. The server listens on a port, a stand-in HiveSigner
// (api/hive/standInHiveSigner.ts) on another; the browser is played by fetch with the cookies it was given.
// Forged and foreign tokens, replayed callbacks, wrong, missing and expired states, a token HiveSigner says is
// another account's, a foreign redirect target: each refused with nothing changed. Sign-out revokes the token.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { HIVESIGNER_STATE_MS } from '../db/hiveSignerStore';
import { startStandInHiveSigner, type StandInHiveSigner } from '../hive/standInHiveSigner';
import { startHiveTestApi, type HiveTestApi } from '../../tests/kits/signInTestKit';
import { HIVESIGNER_CALLBACK_PATH, HIVESIGNER_COOKIE } from './hiveSigner';

const APP = 'octoduel-app';

let signer: StandInHiveSigner;
let api: HiveTestApi;
let base: string;

async function start(config: Parameters<typeof startHiveTestApi>[0] = {}) {
  signer = await startStandInHiveSigner({ accounts: ['alice', 'bob'] });
  api = await startHiveTestApi({
    ...config,
    config: { hivesignerApp: APP, hivesignerUrl: signer.url, ...config.config },
  });
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  signer.registerApp(APP, [`${base}${HIVESIGNER_CALLBACK_PATH}`]);
}

beforeEach(async () => {
  await start();
});
afterEach(async () => {
  await api.close();
  await signer.close();
});

/** The cookies an answer set, as a Cookie header. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !/=$/.test(c!))
    .join('; ');

/** A browser's start: the HiveSigner address it is sent to and its state cookie. */
async function startSignIn(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/v1/api/hivesigner/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { url?: string; code?: string; message?: string };
  return { status: res.status, json, cookie: cookiesOf(res) };
}

/** The person approves on the stand-in's page as `username`: the callback URL HiveSigner sends the browser to. */
async function approve(url: string, username: string): Promise<URL> {
  const page = new URL(url);
  const form = new URLSearchParams({
    client_id: page.searchParams.get('client_id') ?? '',
    redirect_uri: page.searchParams.get('redirect_uri') ?? '',
    scope: page.searchParams.get('scope') ?? '',
    state: page.searchParams.get('state') ?? '',
    username,
    decision: 'approve',
  });
  const res = await fetch(`${signer.url}/oauth2/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The browser follows HiveSigner's redirect to our callback, with its cookie. */
async function callback(url: URL | string, cookie: string, accept = 'application/json') {
  const res = await fetch(url, { headers: { cookie, accept }, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), text, cookie: cookiesOf(res) };
}

/** A refusal's JSON body. */
const body = (res: { text: string }) => JSON.parse(res.text) as { code: string; message: string };

/** Our callback URL with these query parameters. */
function callbackUrl(query: Record<string, string>): URL {
  const url = new URL(`${base}${HIVESIGNER_CALLBACK_PATH}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url;
}

/** A token in HiveSigner's shape for our app that HiveSigner never issued. */
const forgedToken = (username: string) =>
  Buffer.from(
    JSON.stringify({
      signed_message: { type: 'login', app: APP },
      authors: [username],
      timestamp: 1,
      signatures: ['00'.repeat(65)],
    }),
  ).toString('base64url');

const stateRows = () => api.ctx.db.kysely.selectFrom('hivesigner_states').selectAll().execute();
const tokenRows = () => api.ctx.db.kysely.selectFrom('hivesigner_tokens').selectAll().execute();
const users = () => api.ctx.db.kysely.selectFrom('users').select(['username', 'type']).execute();

/** Nothing was signed in or used up: no session, no user, the state still waiting. */
async function nothingChanged(): Promise<void> {
  expect(await api.sessions()).toEqual([]);
  expect(await users()).toEqual([]);
  expect(await tokenRows()).toEqual([]);
  expect(await stateRows()).toHaveLength(1);
}

/** The session check with a cookie: whose account it is. */
async function whoIs(cookie: string): Promise<string | null> {
  const res = await fetch(`${base}/v1/api/auth/user`, { method: 'POST', headers: { cookie, origin: base } });
  if (res.status !== 200) return null;
  return ((await res.json()) as { hiveUsername: string }).hiveUsername;
}

describe('HiveSigner sign-in: the whole flow', () => {
  test('start, approve as alice, callback: a hivesigner session for alice, profile completion next; the token never reaches the browser', async () => {
    const started = await startSignIn();
    expect(started.status).toBe(200);
    const authorize = new URL(started.json.url!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${signer.url}/oauth2/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(APP);
    expect(authorize.searchParams.get('scope')).toBe('login');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}${HIVESIGNER_CALLBACK_PATH}`);
    expect(started.cookie).toMatch(new RegExp(`^${HIVESIGNER_COOKIE}=`));

    const back = await approve(started.json.url!, 'alice');
    const token = back.searchParams.get('access_token')!;
    const res = await callback(back, started.cookie);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/profilecomplete');
    expect(res.text).not.toContain(token);
    expect(res.cookie).not.toContain(token);
    const sessions = await api.sessions();
    expect(sessions.map((s) => s.type)).toEqual(['hivesigner']);
    expect(await whoIs(res.cookie)).toBe('alice');
    // HiveSigner was asked who the token belongs to; the token is kept on the server for sign-out.
    expect(signer.calls).toEqual([{ path: '/api/me', token }]);
    expect((await tokenRows()).map((r) => r.access_token)).toEqual([token]);
    expect(await stateRows()).toEqual([]);
  });

  test('a player with a full profile lands on the game choice', async () => {
    await api.signIn('bob', { name: 'Bob Builder' });
    const started = await startSignIn();
    const res = await callback(await approve(started.json.url!, 'bob'), started.cookie);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/game');
    expect(await whoIs(res.cookie)).toBe('bob');
  });

  test("GET /v1/api/hivesigner/config says it is on and names HiveSigner's host, never the app's secrets", async () => {
    const res = await fetch(`${base}/v1/api/hivesigner/config`);
    expect(await res.json()).toEqual({ enabled: true, host: new URL(signer.url).host });
  });
});

describe('HiveSigner sign-in: attacks, each refused with nothing changed', () => {
  test('a forged access token (never issued by HiveSigner) is refused; the real one still signs in', async () => {
    const started = await startSignIn();
    const state = new URL(started.json.url!).searchParams.get('state')!;
    for (const token of [forgedToken('alice'), 'not-a-token', `${forgedToken('alice')}x`]) {
      const res = await callback(
        callbackUrl({ access_token: token, username: 'alice', state }),
        started.cookie,
      );
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'auth/refused' });
    }
    await nothingChanged();
    const res = await callback(await approve(started.json.url!, 'alice'), started.cookie);
    expect(res.status).toBe(303);
  });

  test('a token HiveSigner issued to another app is refused (it never proves anything to this one)', async () => {
    const started = await startSignIn();
    const state = new URL(started.json.url!).searchParams.get('state')!;
    const token = signer.issueToken('some-other-app', 'alice');
    const res = await callback(
      callbackUrl({ access_token: token, username: 'alice', state }),
      started.cookie,
    );
    expect(res.status).toBe(401);
    expect(body(res).code).toBe('auth/refused');
    expect(body(res).message).toContain('another app');
    await nothingChanged();
  });

  test("a token HiveSigner says is bob's, with the redirect claiming alice, signs in nobody", async () => {
    const started = await startSignIn();
    const back = await approve(started.json.url!, 'bob');
    back.searchParams.set('username', 'alice');
    const res = await callback(back, started.cookie);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({
      code: 'auth/refused',
      message: "HiveSigner says this sign-in is @bob's, not @alice's. Nobody was signed in.",
    });
    await nothingChanged();
  });

  test('a replayed callback (the same state and token again) is refused; one session only', async () => {
    const started = await startSignIn();
    const back = await approve(started.json.url!, 'alice');
    expect((await callback(back, started.cookie)).status).toBe(303);
    const again = await callback(back, started.cookie);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.text)).toMatchObject({ code: 'auth/refused' });
    expect(await api.sessions()).toHaveLength(1);
  });

  test("a captured token replayed with the attacker's own fresh state is refused", async () => {
    const victim = await startSignIn();
    const back = await approve(victim.json.url!, 'alice');
    expect((await callback(back, victim.cookie)).status).toBe(303);
    const attacker = await startSignIn();
    const state = new URL(attacker.json.url!).searchParams.get('state')!;
    back.searchParams.set('state', state);
    const res = await callback(back, attacker.cookie);
    expect(res.status).toBe(401);
    expect(body(res).message).toContain('already used');
    expect(await api.sessions()).toHaveLength(1);
    // The attacker's state was not used up by the refusal.
    expect(await stateRows()).toHaveLength(1);
  });

  test.each([
    {
      name: 'no state',
      change: (q: URL) => {
        q.searchParams.delete('state');
      },
      cookie: true,
    },
    {
      name: 'a wrong state',
      change: (q: URL) => {
        q.searchParams.set('state', 'x'.repeat(43));
      },
      cookie: true,
    },
    { name: 'the right state without its cookie (another browser)', change: () => undefined, cookie: false },
  ])('$name: refused', async ({ change, cookie }) => {
    const started = await startSignIn();
    const back = await approve(started.json.url!, 'alice');
    change(back);
    const res = await callback(back, cookie ? started.cookie : '');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'auth/refused' });
    await nothingChanged();
  });

  test("login CSRF: an attacker's own approved callback opened in the victim's browser (the victim's cookie, the attacker's state) is refused", async () => {
    const attacker = await startSignIn();
    const attackerBack = await approve(attacker.json.url!, 'bob');
    const victim = await startSignIn();
    const res = await callback(attackerBack, victim.cookie);
    expect(res.status).toBe(401);
    expect(await api.sessions()).toEqual([]);
  });

  test('an expired state (over 10 minutes) is refused', async () => {
    const started = await startSignIn();
    const back = await approve(started.json.url!, 'alice');
    api.clock.now += HIVESIGNER_STATE_MS + 1;
    const res = await callback(back, started.cookie);
    expect(res.status).toBe(401);
    expect(body(res).message).toContain('expired');
    await nothingChanged();
  });

  test('a foreign redirect target is refused: no state, no cookie, no HiveSigner address', async () => {
    for (const target of [
      'https://evil.example/v1/api/hivesigner/callback',
      `${base}/elsewhere`,
      '//evil.example',
    ]) {
      const res = await startSignIn({ redirect_uri: target });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'request/invalid' });
      expect(res.json.url).toBeUndefined();
      expect(res.cookie).toBe('');
    }
    expect(await stateRows()).toEqual([]);
    // Naming this site's own callback is fine.
    expect((await startSignIn({ redirect_uri: `${base}${HIVESIGNER_CALLBACK_PATH}` })).status).toBe(200);
  });

  test("HiveSigner refuses to send a user back anywhere but the app's registered Redirect URI (the stand-in as HiveSigner does)", async () => {
    const started = await startSignIn();
    const url = new URL(started.json.url!);
    url.searchParams.set('redirect_uri', 'https://evil.example/cb');
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('not one of @octoduel-app');
  });

  test('the person cancels on HiveSigner: refused, nobody signed in', async () => {
    const started = await startSignIn();
    const state = new URL(started.json.url!).searchParams.get('state')!;
    const res = await callback(callbackUrl({ error: 'access_denied', state }), started.cookie);
    expect(res.status).toBe(401);
    await nothingChanged();
  });

  test('HiveSigner unreachable: 503, nothing changed', async () => {
    const started = await startSignIn();
    const back = await approve(started.json.url!, 'alice');
    await signer.close();
    const res = await callback(back, started.cookie);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'server/unavailable' });
    await nothingChanged();
    // A browser is told the same on a page, with the way back.
    const page = await callback(back, started.cookie, 'text/html');
    expect(page.status).toBe(503);
    expect(page.text).toContain('HiveSigner cannot be reached');
    expect(page.text).toContain('Back to sign in');
    signer = await startStandInHiveSigner();
  });

  test('a browser (Accept: text/html) gets a page saying what happened and the way back, with the same 401', async () => {
    const started = await startSignIn();
    const back = await approve(started.json.url!, 'alice');
    back.searchParams.set('state', 'y'.repeat(43));
    const res = await callback(back, started.cookie, 'text/html,application/xhtml+xml');
    expect(res.status).toBe(401);
    expect(res.text).toContain('another sign-in than the one this browser started');
    expect(res.text).toContain('<a href="/signin">Back to sign in</a>');
  });
});

describe('HiveSigner sign-out', () => {
  test('sign-out revokes the access token with HiveSigner: it no longer answers for it', async () => {
    const started = await startSignIn();
    const back = await approve(started.json.url!, 'alice');
    const token = back.searchParams.get('access_token')!;
    const signedIn = await callback(back, started.cookie);
    const out = await fetch(`${base}/v1/api/logout`, {
      method: 'POST',
      headers: { cookie: signedIn.cookie, origin: base },
    });
    expect(out.status).toBe(200);
    expect(signer.calls.at(-1)).toEqual({ path: '/api/oauth2/token/revoke', token });
    expect(signer.isRevoked(token)).toBe(true);
    const me = await fetch(`${signer.url}/api/me`, { headers: { authorization: token } });
    expect(me.status).toBe(401);
    expect(await tokenRows()).toEqual([]);
    expect(await api.sessions()).toEqual([]);
  });

  test('a Keychain session signs out without a word to HiveSigner', async () => {
    const { token } = await api.signIn('carol');
    const out = await fetch(`${base}/v1/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    expect(signer.calls).toEqual([]);
  });

  test('HiveSigner unreachable at sign-out: signed out all the same', async () => {
    const started = await startSignIn();
    const signedIn = await callback(await approve(started.json.url!, 'alice'), started.cookie);
    await signer.close();
    const out = await fetch(`${base}/v1/api/logout`, {
      method: 'POST',
      headers: { cookie: signedIn.cookie, origin: base },
    });
    expect(out.status).toBe(200);
    expect(await api.sessions()).toEqual([]);
    expect(await whoIs(signedIn.cookie)).toBeNull();
    signer = await startStandInHiveSigner();
  });
});

describe('HiveSigner off (HIVESIGNER_APP unset) and SITE_ORIGIN', () => {
  test('without HIVESIGNER_APP: config says off, start and callback 404', async () => {
    await api.close();
    await signer.close();
    await start({ config: { hivesignerApp: '' } });
    expect(await (await fetch(`${base}/v1/api/hivesigner/config`)).json()).toEqual({
      enabled: false,
      host: null,
    });
    expect((await startSignIn()).status).toBe(404);
    expect((await callback(callbackUrl({ state: 'x' }), '')).status).toBe(404);
  });

  test('with SITE_ORIGIN, the redirect_uri is on it whatever Host the request forges', async () => {
    await api.close();
    await signer.close();
    await start({ config: { siteOrigin: 'https://octoduel.example' } });
    const res = await startSignIn({}, { host: 'evil.example', origin: 'https://octoduel.example' });
    expect(res.status).toBe(200);
    expect(new URL(res.json.url!).searchParams.get('redirect_uri')).toBe(
      `https://octoduel.example${HIVESIGNER_CALLBACK_PATH}`,
    );
  });
});
