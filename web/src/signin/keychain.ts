// The Hive Keychain browser extension (window.hive_keychain), wrapped in promises.

/** What Keychain passes to a request's callback. */
export interface KeychainResponse {
  readonly success: boolean;
  readonly result?: unknown;
  readonly message?: string;
  readonly error?: unknown;
  readonly publicKey?: string;
}

type Callback = (response: KeychainResponse) => void;

/** The part of Keychain's API this product uses. */
export interface HiveKeychain {
  requestHandshake(callback: () => void): void;
  requestSignBuffer(username: string, message: string, keyType: 'Posting', callback: Callback): void;
  requestAddAccountAuthority(
    username: string,
    authorizedUsername: string,
    role: 'Posting',
    weight: number,
    callback: Callback,
  ): void;
}

declare global {
  interface Window {
    hive_keychain?: HiveKeychain;
  }
}

/** Where to get Keychain when it is missing (spec section 2). */
export const KEYCHAIN_DOWNLOADS = [
  {
    label: 'Chrome, Opera and Brave',
    href: 'https://chrome.google.com/webstore/detail/hive-keychain/jcacnejopjdphbnjgfaaobbfafkihpep',
  },
  { label: 'Firefox', href: 'https://addons.mozilla.org/en-US/firefox/addon/hive-keychain/' },
  { label: 'Android', href: 'https://play.google.com/store/apps/details?id=com.mobilekeychain' },
  { label: 'iOS', href: 'https://apps.apple.com/us/app/hive-keychain/id1552190010' },
] as const;

export const NO_KEYCHAIN = 'You do not have hive keychain installed';
export const KEYCHAIN_ERROR = 'Keychain error';

/** Keychain answered a request with a failure (or not at all). */
export class KeychainError extends Error {}

/**
 * The extension, waiting up to `waitMs` for it to appear (it injects itself once the page has loaded);
 * undefined when it is not installed.
 */
export async function findKeychain(waitMs = 1000): Promise<HiveKeychain | undefined> {
  const deadline = Date.now() + waitMs;
  while (window.hive_keychain === undefined && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return window.hive_keychain;
}

/** Whether the extension answers a handshake within `timeoutMs`. */
export function handshake(keychain: HiveKeychain, timeoutMs = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
    try {
      keychain.requestHandshake(() => {
        clearTimeout(timer);
        resolve(true);
      });
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}

function ask(send: (callback: Callback) => void): Promise<KeychainResponse> {
  return new Promise((resolve, reject) => {
    try {
      send((response) => {
        if (response.success) resolve(response);
        else
          reject(new KeychainError(typeof response.message === 'string' ? response.message : KEYCHAIN_ERROR));
      });
    } catch (err) {
      reject(new KeychainError(err instanceof Error ? err.message : KEYCHAIN_ERROR));
    }
  });
}

/** Has Keychain sign the plain message with the posting key; the 130-hex signature. */
export async function signBuffer(keychain: HiveKeychain, username: string, message: string): Promise<string> {
  const response = await ask((cb) => {
    keychain.requestSignBuffer(username, message, 'Posting', cb);
  });
  if (typeof response.result !== 'string') throw new KeychainError(KEYCHAIN_ERROR);
  return response.result;
}

/** Has Keychain give `appAccount` posting authority (weight 1) over `username`. */
export async function addPostingAuthority(
  keychain: HiveKeychain,
  username: string,
  appAccount: string,
): Promise<void> {
  await ask((cb) => {
    keychain.requestAddAccountAuthority(username, appAccount, 'Posting', 1, cb);
  });
}
