import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { hashPassword } from '../auth/password';
import { createLegacyUser, findUserByHive } from '../db/users';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

// One hash for the file: scrypt at OWASP's cost takes a while.
let hashed: Promise<string> | undefined;

async function legacyUser(confirmToken: string | null = null) {
  const passwordHash = await (hashed ??= hashPassword('correct horse'));
  return createLegacyUser(
    api.ctx.db.kysely,
    { username: 'oldtimer', email: 'Old@Example.com', passwordHash, confirmToken },
    api.clock.now,
  );
}

const signin = (email: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/users/signin', payload: { email, password } });

describe('legacy email sign-in', () => {
  test('right email and password: username, accessToken and an httpOnly session cookie', async () => {
    await legacyUser();
    const res = await signin('old@example.com', 'correct horse');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ username: string; accessToken: string; fullprofile: boolean; type: string }>();
    expect(body).toMatchObject({ username: 'oldtimer', fullprofile: false, type: 'email' });
    const cookie = res.cookies.find((c) => c.name === 'octoduel_session');
    expect(cookie).toMatchObject({ value: body.accessToken, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(14 * 24 * 3600);
    const me = await api.app.inject({
      method: 'POST',
      url: '/v1/api/auth/user',
      cookies: { octoduel_session: body.accessToken },
      // As the site's own page sends it: a cookie-signed POST must carry this site's Origin.
      headers: { host: 'localhost', origin: 'http://localhost' },
    });
    expect(me.json()).toMatchObject({ status: 'ok', username: 'oldtimer', email: 'old@example.com' });
  });

  test.each([
    { name: 'wrong password', email: 'old@example.com', password: 'wrong horse', status: 401 },
    { name: 'unknown email', email: 'nobody@example.com', password: 'correct horse', status: 401 },
  ])('$name: $status, no session', async ({ email, password, status }) => {
    await legacyUser();
    const res = await signin(email, password);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Wrong email or password.' });
    expect(await api.ctx.db.kysely.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  test.each([
    { name: 'no body', payload: undefined },
    { name: 'missing password', payload: { email: 'old@example.com' } },
    { name: 'not an email', payload: { email: 'old', password: 'x' } },
    { name: 'password not text', payload: { email: 'old@example.com', password: 5 } },
  ])('malformed: $name gives 400 with a message', async ({ payload }) => {
    const res = await api.app.inject({ method: 'POST', url: '/api/users/signin', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
  });

  test('an unconfirmed account must confirm first; the link works once', async () => {
    await legacyUser('confirm-token-123');
    expect((await signin('old@example.com', 'correct horse')).statusCode).toBe(403);
    const confirm = await api.app.inject({ method: 'GET', url: '/api/users/confirm/confirm-token-123' });
    expect(confirm.json()).toEqual({ status: 'ok', message: 'Account confirmed!' });
    expect((await signin('old@example.com', 'correct horse')).statusCode).toBe(200);
    const again = await api.app.inject({ method: 'GET', url: '/api/users/confirm/confirm-token-123' });
    expect(again.statusCode).toBe(404);
  });

  test('the password is stored only as a scrypt hash', async () => {
    await legacyUser();
    const row = await api.ctx.db.kysely.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('correct horse');
  });
});

describe('session check and sign-out', () => {
  test('auth/user answers the account for a Bearer token, 401 without one', async () => {
    const alice = await api.signIn('alice', { name: 'Alice', email: 'alice@example.com' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/api/auth/user',
      headers: alice.headers,
      payload: {},
    });
    expect(res.json()).toMatchObject({
      status: 'ok',
      username: 'alice',
      hiveUsername: 'alice',
      name: 'Alice',
      role: 'user',
      fullprofile: true,
    });
    expect((await api.app.inject({ method: 'POST', url: '/v1/api/auth/user' })).statusCode).toBe(401);
    const bad = await api.app.inject({
      method: 'POST',
      url: '/v1/api/auth/user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
  });

  // Issue #10 point 6: page scripts call auth/user; the token must stay in the httpOnly cookie.
  test('auth/user never answers the session token, by cookie or by Bearer', async () => {
    const alice = await api.signIn('alice');
    const cookie = {
      cookies: { octoduel_session: alice.token },
      headers: { host: 'localhost', origin: 'http://localhost' },
    };
    for (const request of [{ headers: alice.headers }, cookie]) {
      const res = await api.app.inject({ method: 'POST', url: '/v1/api/auth/user', payload: {}, ...request });
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('token');
      expect(res.body).not.toContain(alice.token);
    }
  });

  test('auth/user?adopt=1 (login from a window message): a Bearer session of the named user becomes the cookie', async () => {
    const alice = await api.signIn('alice');
    const adopt = (
      headers: Record<string, string>,
      payload: Record<string, string>,
      cookies: Record<string, string> = {},
    ) => api.app.inject({ method: 'POST', url: '/v1/api/auth/user?adopt=1', headers, payload, cookies });
    const ok = await adopt(alice.headers, { username: 'Alice' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ok', username: 'alice' });
    expect(ok.body).not.toContain(alice.token);
    expect(ok.cookies.find((c) => c.name === 'octoduel_session')).toMatchObject({
      value: alice.token,
      httpOnly: true,
    });
    // Refused alike, and no cookie set: another user's name, no name, a forged token, the cookie's own session.
    const refused = [
      await adopt(alice.headers, { username: 'bob' }),
      await adopt(alice.headers, {}),
      await adopt({ authorization: 'Bearer forged-token-from-a-message' }, { username: 'alice' }),
      await adopt(
        { host: 'localhost', origin: 'http://localhost' },
        { username: 'alice' },
        { octoduel_session: alice.token },
      ),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(res.cookies.find((c) => c.name === 'octoduel_session')).toBeUndefined();
    }
  });

  test('a session expires after 14 days', async () => {
    const alice = await api.signIn('alice');
    api.clock.now += 14 * 24 * 3600 * 1000;
    expect(
      (await api.app.inject({ method: 'POST', url: '/v1/api/auth/user', headers: alice.headers })).statusCode,
    ).toBe(401);
  });

  test('logout ends the session and clears the cookie', async () => {
    const alice = await api.signIn('alice');
    const out = await api.app.inject({ method: 'POST', url: '/v1/api/logout', headers: alice.headers });
    expect(out.json()).toEqual({ status: 'ok' });
    expect(out.cookies.find((c) => c.name === 'octoduel_session')?.value).toBe('');
    expect(
      (await api.app.inject({ method: 'POST', url: '/v1/api/auth/user', headers: alice.headers })).statusCode,
    ).toBe(401);
  });
});

describe('profile completion and renaming', () => {
  test('updateacc-hive sets a formatted name and the email; the profile becomes full', async () => {
    const bob = await api.signIn('bob', { name: '', email: '' });
    await api.ctx.db.kysely.updateTable('users').set({ name: null, email: null }).execute();
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/api/updateacc-hive/bob',
      headers: bob.headers,
      payload: { name: 'bob marley', email: 'Bob@Example.com' },
    });
    expect(res.json()).toMatchObject({
      status: 'ok',
      account: { name: 'Bob Marley', email: 'bob@example.com', fullprofile: true },
    });
  });

  test.each([
    { name: 'mary ann', status: 200, stored: 'Mary Ann' },
    { name: "o'NEIL", status: 200, stored: "O'neil" },
    { name: ' Bob', status: 400, message: 'The first and the last character can not be space.' },
    { name: '   ', status: 400, message: 'The name should not be empty' },
    { name: 'Al', status: 400 },
    { name: 'Bob2', status: 400 },
    { name: 'Mary Ann Lee', status: 400 },
    { name: 'Abcdefghijklmnopqrstu', status: 400 },
  ])('updateName "$name": $status', async ({ name, status, stored, message }) => {
    const carol = await api.signIn('carol', { name: 'Carol' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/users/updateName/carol',
      headers: carol.headers,
      payload: { newName: name },
    });
    expect(res.statusCode).toBe(status);
    const user = await findUserByHive(api.ctx.db.kysely, 'carol');
    if (status === 200) {
      expect(res.json()).toMatchObject({ status: 'ok', name: stored });
      expect(user?.name).toBe(stored);
    } else {
      expect(user?.name).toBe('Carol');
      if (message !== undefined) expect(res.json()).toMatchObject({ message });
    }
  });

  test("nobody renames someone else's profile, and signed-out callers get 401", async () => {
    const carol = await api.signIn('carol', { name: 'Carol' });
    await api.signIn('dave', { name: 'Dave' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/users/updateName/dave',
      headers: carol.headers,
      payload: { newName: 'Evil Dave' },
    });
    expect(res.statusCode).toBe(403);
    expect((await findUserByHive(api.ctx.db.kysely, 'dave'))?.name).toBe('Dave');
    const anon = await api.app.inject({
      method: 'POST',
      url: '/api/users/updateName/dave',
      payload: { newName: 'Evil Dave' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

test('unknown routes answer 404 with a message, and security headers are set', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/v1/api/nothing' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', message: 'No route GET /v1/api/nothing' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
});

test('plain-http installs do not ask browsers to upgrade requests to https', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/users/leaderboard' });
  expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
});
