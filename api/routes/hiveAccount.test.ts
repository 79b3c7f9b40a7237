import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  ACCOUNTS,
  startHiveTestApi,
  unreachableChain,
  type HiveTestApi,
} from '../../tests/kits/signInTestKit';
import { makeTestAccount } from '../hive/standInNode';

const { alice, carol } = ACCOUNTS;

let api: HiveTestApi;
beforeEach(async () => {
  api = await startHiveTestApi();
});
afterEach(async () => {
  await api.close();
});

const get = (name: string) => api.app.inject({ method: 'GET', url: `/v1/api/hive/account/${name}` });

describe('GET /v1/api/hive/account/:username', () => {
  test('answers the public keys of the posting and active authorities', async () => {
    const res = await get('alice');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'alice',
      postingKeys: [alice.account.posting.key_auths[0]![0]],
      activeKeys: [alice.account.active.key_auths[0]![0]],
      postingAccountAuths: [],
    });
  });

  test('lists the accounts holding posting authority with their weights', async () => {
    const res = await get('carol');
    expect(res.json()).toMatchObject({ name: 'carol', postingAccountAuths: [['downvote-tool', 1]] });
    expect(res.json<{ postingKeys: string[] }>().postingKeys).toEqual([
      carol.account.posting.key_auths[0]![0],
    ]);
  });

  test('never answers private facts: only the four public fields', async () => {
    const res = await get('alice');
    expect(Object.keys(res.json<object>()).sort()).toEqual([
      'activeKeys',
      'name',
      'postingAccountAuths',
      'postingKeys',
    ]);
  });

  test('a name in capitals or with spaces around means the lowercase account', async () => {
    const res = await get('%20Alice%20');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ name: string }>().name).toBe('alice');
  });

  test.each([
    { case: 'an account the chain does not have', name: 'nobody' },
    { case: 'a valid name of no account', name: 'dave.test' },
  ])("404 'Hive user not found' for $case", async ({ name }) => {
    const res = await get(name);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Hive user not found' });
  });

  test("404 'Hive user not found' when the chain answers some other account", async () => {
    await api.close();
    const other = makeTestAccount('mallory', 'x').account;
    api = await startHiveTestApi({ chain: { getAccounts: () => Promise.resolve([other]) } });
    const res = await get('alice');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Hive user not found');
  });

  test("404 'Hive user not found' when the chain answers two accounts", async () => {
    await api.close();
    const twice = [alice.account, alice.account];
    api = await startHiveTestApi({ chain: { getAccounts: () => Promise.resolve(twice) } });
    expect((await get('alice')).statusCode).toBe(404);
  });

  test.each([
    { case: 'too short', name: 'ab' },
    { case: 'too long', name: 'a'.repeat(17) },
    { case: 'an underscore', name: 'al_ice' },
    { case: 'a segment under 3 characters', name: 'alice.ab' },
    { case: 'over the schema limit', name: 'a'.repeat(40) },
  ])('400 for a name that cannot be a Hive account: $case', async ({ name }) => {
    const res = await get(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 400 });
  });

  test("503 with the chain's message when no node answers", async () => {
    await api.close();
    api = await startHiveTestApi({ chain: unreachableChain() });
    const res = await get('alice');
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe(
      'The Hive blockchain cannot be reached right now. Please try again in a minute.',
    );
  });

  test('follows the chain as it changes (a key rotated on the chain is seen at once)', async () => {
    const rotated = makeTestAccount('alice', 'a new password');
    api.node.setAccount(rotated.account);
    const res = await get('alice');
    expect(res.json<{ postingKeys: string[] }>().postingKeys).toEqual([
      rotated.account.posting.key_auths[0]![0],
    ]);
  });
});
