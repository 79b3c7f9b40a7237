// Issue #10, point 1: a Hive sign-in never lands in a legacy account just because the usernames match.
// Real HTTP against the listening app, real signatures from the stand-in chain's accounts.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { hashPassword } from '../auth/password';
import { recordGame } from '../db/results';
import { wonGame } from '../../tests/kits/storedGames';
import { createLegacyUser, findUserById, grantAdmins, type User } from '../db/users';
import {
  ACCOUNTS,
  listenForHttp,
  signMessage,
  startHiveTestApi,
  type HiveTestApi,
} from '../../tests/kits/signInTestKit';

const { carol } = ACCOUNTS;

let api: HiveTestApi;
let post: Awaited<ReturnType<typeof listenForHttp>>;
let legacy: User;

beforeEach(async () => {
  // The operator made the legacy carol an admin.
  api = await startHiveTestApi({ config: { adminUsers: ['carol'] } });
  legacy = await createLegacyUser(
    api.ctx.db.kysely,
    {
      username: 'carol',
      email: 'carol@legacy.example',
      passwordHash: await hashPassword('legacy password'),
      confirmToken: null,
    },
    api.clock.now,
  );
  await grantAdmins(api.ctx.db.kysely, api.ctx.config.adminUsers);
  post = await listenForHttp(api);
});
afterEach(async () => {
  await api.close();
});

interface Account {
  username: string;
  hiveUsername: string | null;
  email: string | null;
  role: string;
  token: string;
}

/** Signs in as the Hive account carol with Keychain, as its owner would. */
async function hiveCarolSignsIn(): Promise<Account> {
  const memo = await post('/v1/api/keychain/fetch_memo', { username: 'carol' });
  expect(memo.status).toBe(200);
  const res = await post(
    '/v1/api/keychain/login',
    { username: 'carol', signature: signMessage(carol.keys.posting, memo.body.message as string) },
    { cookie: memo.cookie },
  );
  expect(res.status).toBe(200);
  return res.body.account as Account;
}

describe('a Hive user whose name is a legacy username', () => {
  test('gets an account of its own: not the legacy email, not its admin role', async () => {
    const account = await hiveCarolSignsIn();
    expect(account.hiveUsername).toBe('carol');
    expect(account.username).not.toBe('carol');
    expect(account.email).toBeNull();
    expect(account.role).toBe('user');

    // The legacy account is untouched and still signs in with its password.
    expect(await findUserById(api.ctx.db.kysely, legacy.id)).toMatchObject({
      username: 'carol',
      hive_username: null,
      email: 'carol@legacy.example',
      role: 'admin',
    });
    const old = await post('/api/users/signin', {
      email: 'carol@legacy.example',
      password: 'legacy password',
    });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ username: 'carol', hiveUsername: null, role: 'admin' });

    // Signing in again lands in the same new account; ADMIN_USERS applied on restart does not promote it.
    await grantAdmins(api.ctx.db.kysely, api.ctx.config.adminUsers);
    const again = await hiveCarolSignsIn();
    expect(again).toMatchObject({ username: account.username, hiveUsername: 'carol', role: 'user' });
    expect(await api.ctx.db.kysely.selectFrom('users').select('id').execute()).toHaveLength(2);
  });

  test('the leaderboard shows the Hive player under its own name, not the legacy name', async () => {
    const account = await hiveCarolSignsIn();
    await post(
      '/v1/api/updateacc-hive/carol',
      { name: 'Hive Carol', email: 'carol@hive.example' },
      { authorization: `Bearer ${account.token}` },
    );
    await api.ctx.db.kysely
      .updateTable('users')
      .set({ name: 'Legacy Carol' })
      .where('id', '=', legacy.id)
      .execute();
    // Rooms record a Hive player under its Hive name.
    await recordGame(
      api.ctx.db.kysely,
      wonGame('g1', { username: 'carol', name: 'Hive Carol' }, { username: 'bob', name: 'Bob' }),
    );
    const res = await api.app.inject({ method: 'GET', url: '/api/users/leaderboard' });
    const board = res.json<{ name: string }[]>();
    expect(board).toMatchObject([
      { username: 'carol', name: 'Hive Carol', wins: 1 },
      { username: 'bob', name: 'Bob', losses: 1 },
    ]);
  });
});

describe('ADMIN_USERS names one account', () => {
  test('a Hive admin does not make a legacy account of that username an admin, nor the reverse', async () => {
    await api.close();
    api = await startHiveTestApi({ config: { adminUsers: ['carol~hive'] } });
    post = await listenForHttp(api);
    legacy = await createLegacyUser(
      api.ctx.db.kysely,
      { username: 'carol', email: 'carol@legacy.example', passwordHash: 'scrypt$x', confirmToken: null },
      api.clock.now,
    );
    const account = await hiveCarolSignsIn();
    expect(account).toMatchObject({ username: 'carol~hive', hiveUsername: 'carol', role: 'admin' });
    await grantAdmins(api.ctx.db.kysely, api.ctx.config.adminUsers);
    expect((await findUserById(api.ctx.db.kysely, legacy.id))?.role).toBe('user');
  });
});
