// Voting power on sign-in and on the profile (auth/user): read from the stand-in chain's mana bars, stored on
// the user, answered in the account object; a chain that fails keeps the last stored values.
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { ChainClient, HiveAccount } from '../hive/chain';
import { ChainUnavailableError } from '../hive/chain';
import { createHiveNode } from '../hive/hiveNode';
import { findUserByHive } from '../db/users';
import { ACCOUNTS, signMessage, startHiveTestApi, type HiveTestApi } from '../../tests/kits/signInTestKit';

const { alice } = ACCOUNTS;
/** alice's full voting mana: her vests × 1e6 (no delegations). */
const MAX = BigInt(alice.account.voting_manabar.current_mana);

let api: HiveTestApi;
/** While true, the chain fails as an unreachable node does. */
let chainDown = false;
beforeEach(async () => {
  chainDown = false;
  let real: ChainClient | undefined;
  const chain: ChainClient = {
    getAccounts(names) {
      if (chainDown) return Promise.reject(new ChainUnavailableError());
      real ??= createHiveNode([api.node.url], { timeoutMs: 2000 });
      return real.getAccounts(names);
    },
  };
  api = await startHiveTestApi({ chain });
});
afterEach(async () => {
  await api.close();
});

/** alice on the chain with this share of voting mana now, and an empty downvote bar `ago` seconds old. */
function setAlice(votingShare: bigint, downvoteEmptyAgo: number): void {
  const now = Math.floor(api.clock.now / 1000);
  const account: HiveAccount = {
    ...alice.account,
    voting_manabar: { current_mana: ((MAX * votingShare) / 100n).toString(), last_update_time: now },
    downvote_manabar: { current_mana: 0, last_update_time: now - downvoteEmptyAgo },
  };
  api.node.setAccount(account);
}

async function signIn(): Promise<Record<string, unknown>> {
  const memo = await api.post('/v1/api/keychain/fetch_memo', { username: 'alice' });
  const { message, id } = memo.json<{ message: string; id: string }>();
  const res = await api.post('/v1/api/keychain/login', {
    username: 'alice',
    signature: signMessage(alice.keys.posting, message),
    id,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ account: Record<string, unknown> }>().account;
}

/** The profile's account check (`?refresh=1`), or the plain session check every page load makes. */
const profile = async (token: unknown, url = '/v1/api/auth/user?refresh=1') => {
  const res = await api.post(url, {}, { authorization: `Bearer ${String(token)}` });
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, unknown>>();
};

test('sign-in and the profile read both powers from the chain, store them and answer them', async () => {
  // 50 % voting mana now; the downvote bar emptied a quarter of the 432 000 s regeneration ago: 25 %.
  setAlice(50n, 108_000);
  const account = await signIn();
  expect(account).toMatchObject({ voting_power: 50, downvoting_power: 25 });
  expect(await findUserByHive(api.ctx.db.kysely, 'alice')).toMatchObject({
    voting_power: 50,
    downvoting_power: 25,
  });

  // An hour and a half later, with 80 % voting mana: a plain session check answers the stored values at
  // once; the profile reads the chain again.
  api.clock.now += 5400_000;
  setAlice(80n, 0);
  expect(await profile(account.token, '/v1/api/auth/user')).toMatchObject({ voting_power: 50 });
  expect(await profile(account.token)).toMatchObject({ status: 'ok', voting_power: 80, downvoting_power: 0 });
});

test('a chain that fails keeps the last stored values, and sign-in and the profile still answer', async () => {
  setAlice(50n, 108_000);
  const account = await signIn();
  chainDown = true;
  expect(await profile(account.token)).toMatchObject({ voting_power: 50, downvoting_power: 25 });
  // An account the chain no longer returns keeps them too.
  chainDown = false;
  api.node.accounts.delete('alice');
  expect(await profile(account.token)).toMatchObject({ voting_power: 50, downvoting_power: 25 });
});
