// Hive key work in the browser for SmartLock. The chain library (hive-tx) is loaded on first use, so only
// the sign-in screens ever download it.

/** Private keys (WIF) are 51 characters; shorter entries are skipped (spec section 5). */
export const WIF_LENGTH = 51;

const hiveTx = () => import('hive-tx');

/** Starts loading the chain library early (e.g. when SmartLock opens), so signing does not wait for it. */
export function preloadHiveKeys(): void {
  void hiveTx().catch(() => undefined);
}

/** The public key (STM…) of a WIF private key, or undefined when it is not one. */
export async function publicKeyOf(wif: string): Promise<string | undefined> {
  const { PrivateKey } = await hiveTx();
  try {
    return PrivateKey.from(wif.trim()).createPublic().toString();
  } catch {
    return undefined;
  }
}

/**
 * Signs `message` as Keychain's requestSignBuffer does and the server verifies: a compact secp256k1
 * signature of the message's SHA-256, as 130 hex characters (recovery byte first).
 */
export async function signMessage(wif: string, message: string): Promise<string> {
  const { PrivateKey } = await hiveTx();
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(message));
  return PrivateKey.from(wif.trim()).sign(new Uint8Array(digest)).customToString();
}
