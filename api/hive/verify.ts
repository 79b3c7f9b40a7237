import { Signature, cryptoUtils } from '@hiveio/dhive';
import { ChainUnavailableError, type ChainClient, type HiveAccount } from './chain';

/** Why a Hive signature was not accepted. */
export type VerifyFailure = 'hive/user-not-found' | 'hive/bad-signature' | 'hive/unavailable';

export type VerifyResult =
  | { readonly ok: true; readonly account: HiveAccount; readonly publicKey: string }
  | { readonly ok: false; readonly code: VerifyFailure; readonly message: string };

/** What the spec shows when an account look-up does not return exactly one account. */
export const HIVE_USER_NOT_FOUND = 'Hive user not found';

/** A compact secp256k1 signature with its recovery byte: 65 bytes as hex. */
const SIGNATURE_HEX = /^[0-9a-f]{130}$/i;

/** The order of secp256k1's group. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * Whether `signatureHex` (as Keychain's `requestSignBuffer` answers it) signs the SHA-256 of `message` with
 * a key of this account's posting authority, weighing at least its threshold, as the chain says now.
 * Only the key recovered from the signature counts: nothing the client claims about keys is used.
 */
export async function verifyPostingSignature(
  chain: ChainClient,
  username: string,
  message: string,
  signatureHex: string,
): Promise<VerifyResult> {
  let accounts: HiveAccount[];
  try {
    accounts = await chain.getAccounts([username]);
  } catch (err) {
    if (err instanceof ChainUnavailableError)
      return { ok: false, code: 'hive/unavailable', message: err.message };
    throw err;
  }
  const account = accounts.length === 1 ? accounts[0] : undefined;
  if (account?.name !== username)
    return { ok: false, code: 'hive/user-not-found', message: HIVE_USER_NOT_FOUND };
  const publicKey = recoverPublicKey(message, signatureHex);
  if (publicKey === undefined)
    return { ok: false, code: 'hive/bad-signature', message: 'This is not a valid signature.' };
  const { weight_threshold, key_auths } = account.posting;
  const weight = key_auths.find(([key]) => key === publicKey)?.[1] ?? 0;
  if (weight === 0 || weight < weight_threshold)
    return {
      ok: false,
      code: 'hive/bad-signature',
      message: `The signature was not made with a posting key of @${username}.`,
    };
  return { ok: true, account, publicKey };
}

/** The public key (STM…) that signed the SHA-256 of `message`, or undefined for a malformed signature. */
export function recoverPublicKey(message: string, signatureHex: string): string | undefined {
  if (!SIGNATURE_HEX.test(signatureHex)) return undefined;
  try {
    return Signature.fromString(signatureHex).recover(cryptoUtils.sha256(message)).toString();
  } catch {
    return undefined;
  }
}

/**
 * One text per signature however it is written: lowercase r and the low form of s, without the recovery
 * byte. ECDSA lets anyone turn a signature (r, s) into (r, n − s), which verifies too; keying on this
 * text makes "use a signature once" hold for both. Undefined for a malformed signature.
 */
export function signatureKey(signatureHex: string): string | undefined {
  if (!SIGNATURE_HEX.test(signatureHex)) return undefined;
  const hex = signatureHex.toLowerCase();
  const s = BigInt(`0x${hex.slice(66)}`);
  const low = s > CURVE_ORDER / 2n ? CURVE_ORDER - s : s;
  return hex.slice(2, 66) + low.toString(16).padStart(64, '0');
}
