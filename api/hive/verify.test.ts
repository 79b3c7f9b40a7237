import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import { describe, expect, test } from 'vitest';
import { ChainUnavailableError, type ChainClient, type HiveAccount } from './chain';
import { makeTestAccount } from './standInNode';
import { recoverPublicKey, signatureKey, verifyPostingSignature } from './verify';

const alice = makeTestAccount('alice', 'alice password');
const bob = makeTestAccount('bob', 'bob password');
const MESSAGE = 'octoduel:login:alice:0123456789abcdef';

/** Signs as Keychain's requestSignBuffer does: the SHA-256 of the plain message. */
const sign = (wif: string, message = MESSAGE) =>
  PrivateKey.fromString(wif).sign(cryptoUtils.sha256(message)).toString();

const chainOf = (...accounts: HiveAccount[]): ChainClient => ({
  getAccounts: (names) => Promise.resolve(accounts.filter((a) => names.includes(a.name))),
});
const chain = chainOf(alice.account, bob.account);

/** The same signature with s replaced by n − s (and the recovery id flipped): it recovers the same key. */
function malleate(sig: string): string {
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
  const recovery = ((parseInt(sig.slice(0, 2), 16) - 31) ^ 1) + 31;
  const s = (n - BigInt(`0x${sig.slice(66)}`)).toString(16).padStart(64, '0');
  return recovery.toString(16) + sig.slice(2, 66) + s;
}

describe('verifyPostingSignature', () => {
  test('the posting key of the account: accepted, with the key it recovered', async () => {
    const result = await verifyPostingSignature(chain, 'alice', MESSAGE, sign(alice.keys.posting));
    expect(result).toEqual({
      ok: true,
      account: alice.account,
      publicKey: alice.account.posting.key_auths[0]![0],
    });
  });

  test('uppercase hex is the same signature', async () => {
    const result = await verifyPostingSignature(
      chain,
      'alice',
      MESSAGE,
      sign(alice.keys.posting).toUpperCase(),
    );
    expect(result.ok).toBe(true);
  });

  test.each([
    { name: 'the active key', sig: () => sign(alice.keys.active) },
    { name: 'the owner key', sig: () => sign(alice.keys.owner) },
    { name: 'the memo key', sig: () => sign(alice.keys.memo) },
    { name: "another account's posting key", sig: () => sign(bob.keys.posting) },
    { name: 'a key of no account', sig: () => sign(PrivateKey.fromSeed('stranger').toString()) },
    { name: 'the posting key over another message', sig: () => sign(alice.keys.posting, `${MESSAGE}x`) },
  ])('$name: hive/bad-signature', async ({ sig }) => {
    const result = await verifyPostingSignature(chain, 'alice', MESSAGE, sig());
    expect(result).toEqual({
      ok: false,
      code: 'hive/bad-signature',
      message: 'The signature was not made with a posting key of @alice.',
    });
  });

  test.each([
    { name: 'empty', sig: '' },
    { name: 'not hex', sig: 'z'.repeat(130) },
    { name: 'too short', sig: sign(alice.keys.posting).slice(0, 128) },
    { name: 'too long', sig: `${sign(alice.keys.posting)}00` },
    { name: 'a bad recovery byte', sig: `00${sign(alice.keys.posting).slice(2)}` },
    { name: 'r and s zero', sig: `1f${'0'.repeat(128)}` },
  ])('malformed ($name): hive/bad-signature', async ({ sig }) => {
    const result = await verifyPostingSignature(chain, 'alice', MESSAGE, sig);
    expect(result).toMatchObject({
      ok: false,
      code: 'hive/bad-signature',
      message: 'This is not a valid signature.',
    });
  });

  test('a key below the posting threshold is refused', async () => {
    const multisig: HiveAccount = {
      ...alice.account,
      posting: { ...alice.account.posting, weight_threshold: 2 },
    };
    const result = await verifyPostingSignature(
      chainOf(multisig),
      'alice',
      MESSAGE,
      sign(alice.keys.posting),
    );
    expect(result).toMatchObject({ ok: false, code: 'hive/bad-signature' });
  });

  test('a key with enough weight among several is accepted', async () => {
    const shared: HiveAccount = {
      ...alice.account,
      posting: {
        weight_threshold: 2,
        account_auths: [],
        key_auths: [
          [bob.account.posting.key_auths[0]![0], 1],
          ...alice.account.posting.key_auths.map(([k]) => [k, 3] as const),
        ],
      },
    };
    expect(
      (await verifyPostingSignature(chainOf(shared), 'alice', MESSAGE, sign(alice.keys.posting))).ok,
    ).toBe(true);
    expect((await verifyPostingSignature(chainOf(shared), 'alice', MESSAGE, sign(bob.keys.posting))).ok).toBe(
      false,
    );
  });

  test.each([
    { name: 'no account', chain: chainOf() },
    { name: 'two accounts', chain: { getAccounts: () => Promise.resolve([alice.account, alice.account]) } },
    { name: 'another account', chain: { getAccounts: () => Promise.resolve([bob.account]) } },
  ])('$name: hive/user-not-found', async ({ chain: c }) => {
    const result = await verifyPostingSignature(c, 'alice', MESSAGE, sign(alice.keys.posting));
    expect(result).toEqual({ ok: false, code: 'hive/user-not-found', message: 'Hive user not found' });
  });

  test('an unreachable chain: hive/unavailable with its message', async () => {
    const down: ChainClient = { getAccounts: () => Promise.reject(new ChainUnavailableError()) };
    const result = await verifyPostingSignature(down, 'alice', MESSAGE, sign(alice.keys.posting));
    expect(result).toEqual({
      ok: false,
      code: 'hive/unavailable',
      message: new ChainUnavailableError().message,
    });
  });

  test('any other failure is not hidden', async () => {
    const broken: ChainClient = { getAccounts: () => Promise.reject(new TypeError('bug')) };
    await expect(verifyPostingSignature(broken, 'alice', MESSAGE, sign(alice.keys.posting))).rejects.toThrow(
      'bug',
    );
  });
});

describe('signatureKey', () => {
  test('a malleated signature still recovers the key, and has the same key text', () => {
    const sig = sign(alice.keys.posting);
    const twin = malleate(sig);
    expect(twin).not.toBe(sig);
    expect(recoverPublicKey(MESSAGE, twin)).toBe(recoverPublicKey(MESSAGE, sig));
    expect(signatureKey(twin)).toBe(signatureKey(sig));
    expect(signatureKey(sig.toUpperCase())).toBe(signatureKey(sig));
  });

  test('different signatures have different key texts', () => {
    expect(signatureKey(sign(alice.keys.posting))).not.toBe(signatureKey(sign(alice.keys.posting, 'other')));
  });

  test.each(['', 'abc', 'g'.repeat(130)])('malformed %j: undefined', (sig) => {
    expect(signatureKey(sig)).toBeUndefined();
  });
});
