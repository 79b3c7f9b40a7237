// Issue #10, point 5: legacy passwords and emails. No user enumeration by timing (an unknown email runs the
// same scrypt work as a wrong password: counted, never timed), OWASP scrypt parameters with upgrade on the
// next sign-in, hashed confirmation codes that expire, and one account per email, case-insensitively.
import * as crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { hashToken } from '../auth/tokens';
import { loadConfig } from '../config';
import { createLegacyUser, findUserById } from '../db/users';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

// Every scrypt derivation, with its cost parameters, so the work a sign-in does can be counted.
const derivations: { N?: number; r?: number; p?: number }[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof real.scrypt>) => {
    const options = args[3];
    derivations.push({ N: options.N, r: options.r, p: options.p });
    (real.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...real, default: { ...real, scrypt }, scrypt };
});

const OWASP = { N: 2 ** 17, r: 8, p: 1 };
const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
beforeEach(async () => {
  // The product's work, not the harness's lighter one: these tests count it.
  api = await startTestApi({ config: { passwordParams: OWASP } });
  derivations.length = 0;
});
afterEach(async () => {
  await api.close();
});

const signin = (email: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/users/signin', payload: { email, password } });

let users = 0;
/** A legacy user whose stored hash uses these (older) scrypt parameters. */
async function legacyWithHash(
  email: string,
  password: string,
  N: number,
  confirmToken: string | null = null,
) {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, 32, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  const passwordHash = ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  return createLegacyUser(
    api.ctx.db.kysely,
    { username: `user${++users}`, email, passwordHash, confirmToken },
    api.clock.now,
  );
}

describe('sign-in work does not reveal whether an email has an account', () => {
  test('an unknown email runs the same scrypt work as a wrong password', async () => {
    await legacyWithHash('old@example.com', 'correct horse', OWASP.N);
    derivations.length = 0;
    expect((await signin('old@example.com', 'wrong horse')).statusCode).toBe(401);
    const wrongPassword = derivations.splice(0);
    expect((await signin('nobody@example.com', 'wrong horse')).statusCode).toBe(401);
    const unknownEmail = derivations.splice(0);
    expect(wrongPassword).toEqual([OWASP]);
    expect(unknownEmail).toEqual(wrongPassword);
  });

  test('an account without a password (a Hive user with that email) costs the same too', async () => {
    await api.signIn('hiveonly', { email: 'hive@example.com' });
    expect((await signin('hive@example.com', 'anything')).statusCode).toBe(401);
    expect(derivations).toEqual([OWASP]);
  });
});

describe('password hashes', () => {
  test("the product's configuration does OWASP's work, whatever its environment says", () => {
    const env = { SCRYPT_N: '1024', PASSWORD_PARAMS: 'N=1024', DATABASE_URL: 'sqlite::memory:' };
    expect(loadConfig(env).passwordParams).toEqual(OWASP);
  });

  test('an old N=2^15 hash still signs in and is upgraded to N=2^17 on that sign-in', async () => {
    const user = await legacyWithHash('old@example.com', 'correct horse', 2 ** 15);
    expect((await signin('old@example.com', 'correct horse')).statusCode).toBe(200);
    const stored = (await findUserById(api.ctx.db.kysely, user.id))?.password_hash;
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signin('old@example.com', 'correct horse')).statusCode).toBe(200);
    expect((await signin('old@example.com', 'wrong horse')).statusCode).toBe(401);
  });
});

describe('confirmation codes', () => {
  test('stored hashed; they confirm once', async () => {
    const user = await legacyWithHash('new@example.com', 'pw', 2 ** 10, 'code-for-new-user-1');
    const row = await findUserById(api.ctx.db.kysely, user.id);
    expect(row?.confirm_token).toBe(hashToken('code-for-new-user-1'));
    const confirm = () => api.app.inject({ method: 'GET', url: '/api/users/confirm/code-for-new-user-1' });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(404);
    // The stored hash itself is not a code.
    const byHash = await api.app.inject({ method: 'GET', url: `/api/users/confirm/${row?.confirm_token}` });
    expect(byHash.statusCode).toBe(404);
  });

  test('a code expires after 7 days', async () => {
    const user = await legacyWithHash('late@example.com', 'pw', 2 ** 10, 'code-for-late-user');
    api.clock.now += 7 * DAY + 1;
    const res = await api.app.inject({ method: 'GET', url: '/api/users/confirm/code-for-late-user' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/expired|not valid/);
    expect((await findUserById(api.ctx.db.kysely, user.id))?.confirmed).toBe(0);
  });
});

describe('one account per email, case-insensitively', () => {
  test('a second legacy account with the same email in other case is refused', async () => {
    await legacyWithHash('carol@example.com', 'pw', 2 ** 10);
    await expect(legacyWithHash('Carol@Example.COM', 'pw', 2 ** 10)).rejects.toThrow();
  });

  test("a Hive user cannot claim a legacy account's email: 409, nothing changes", async () => {
    await legacyWithHash('carol@example.com', 'pw', 2 ** 10);
    const hive = await api.signIn('dave', { email: 'dave@example.com' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/api/updateacc-hive/dave',
      headers: hive.headers,
      payload: { name: 'Dave', email: 'CAROL@example.com' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/email/i);
    expect((await findUserById(api.ctx.db.kysely, hive.user.id))?.email).toBe('dave@example.com');
  });

  test('keeping your own email is fine', async () => {
    const hive = await api.signIn('dave', { email: 'dave@example.com' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/api/updateacc-hive/dave',
      headers: hive.headers,
      payload: { name: 'Dave', email: 'Dave@Example.com' },
    });
    expect(res.statusCode).toBe(200);
  });
});
