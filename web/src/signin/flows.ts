// The Hive sign-in flows (Keychain and SmartLock), each also as "link this Hive account to my signed-in
// email account" (the spec's `2` routes). Plain functions: the screens only show their progress and errors.
import type { ApiErrorCode } from '../../../contract/http';
import type { Account } from '../net/account';
import { api, ApiError } from '../net/http';
import { signMessage } from './hiveKeys';
import {
  addPostingAuthority,
  KEYCHAIN_ERROR,
  KeychainError,
  signBuffer,
  type HiveKeychain,
} from './keychain';

/** The public parts of a chain account (GET /v1/api/hive/account/:username). */
export interface PublicHiveAccount {
  readonly name: string;
  readonly postingKeys: readonly string[];
  readonly activeKeys: readonly string[];
  readonly postingAccountAuths: readonly (readonly [string, number])[];
}

/** Linking: the signed-in email account's username the Hive account is linked to. */
export interface LinkTarget {
  readonly username: string;
}

export const BACKEND_ERROR = 'There was an error with the backend server, please try again';

/** A failure whose message is ready to show. */
export class SignInError extends Error {}

/** A Hive account name as typed: trimmed, lowercased. */
export const hiveName = (raw: string) => raw.trim().toLowerCase();

/** The chain account, or ApiError: 404 'Hive user not found', 503 when the chain is unreachable, 400. */
export function fetchHiveAccount(username: string): Promise<PublicHiveAccount> {
  return api<PublicHiveAccount>('GET', `/v1/api/hive/account/${encodeURIComponent(hiveName(username))}`);
}

/** The posting authority Keychain would be asked to add: the app account, over this Hive account. */
export interface PostingGrant {
  readonly username: string;
  readonly appAccount: string;
}

/** Shows what a grant means and resolves true to go on to Keychain, false to cancel the sign-in. */
export type ConfirmGrant = (grant: PostingGrant) => Promise<boolean>;

/** The person cancelled the sign-in before anything was asked of Keychain or the server. */
export class SignInCancelled extends Error {
  constructor() {
    super('Sign-in cancelled.');
  }
}

/**
 * Keychain: the account must exist; when the app account (if one is configured) lacks posting authority,
 * `confirmGrant` first shows what granting it means (SignInCancelled if declined, nothing asked of anyone),
 * then Keychain is asked to add it; then the server's memo is signed by Keychain with the posting key.
 */
export async function keychainSignIn(
  keychain: HiveKeychain,
  rawUsername: string,
  confirmGrant: ConfirmGrant,
  link?: LinkTarget,
): Promise<Account> {
  const username = hiveName(rawUsername);
  const account = await fetchHiveAccount(username);
  const { appAccount } = await api<{ appAccount: string }>('GET', '/v1/api/keychain/config');
  if (appAccount !== '' && !account.postingAccountAuths.some(([name]) => name === appAccount)) {
    if (!(await confirmGrant({ username, appAccount }))) throw new SignInCancelled();
    try {
      await addPostingAuthority(keychain, username, appAccount);
    } catch {
      throw new SignInError(KEYCHAIN_ERROR);
    }
  }
  const memo = await fetchMemo(username, link);
  let signature: string;
  try {
    signature = await signBuffer(keychain, username, memo);
  } catch (err) {
    throw new SignInError(err instanceof KeychainError ? err.message : KEYCHAIN_ERROR);
  }
  const answer = link
    ? await api<{ account: Account }>('POST', '/v1/api/keychain/login2', {
        hiveUsername: username,
        username: link.username,
        signature,
      })
    : await api<{ account: Account }>('POST', '/v1/api/keychain/login', { username, signature });
  return answer.account;
}

/** Failures that are not about the request itself: the backend error stands for them. */
const BACKEND_FAILURES: ReadonlySet<ApiErrorCode> = new Set([
  'rate/limited',
  'server/fault',
  'server/unavailable',
  'network/unreachable',
]);

/** The memo to sign; the spec's backend error unless the server said what was wrong with the request. */
async function fetchMemo(username: string, link?: LinkTarget): Promise<string> {
  try {
    const answer = link
      ? await api<{ status: string; message: unknown }>('POST', '/v1/api/keychain/fetch_memo2', {
          hiveUsername: username,
          username: link.username,
        })
      : await api<{ status: string; message: unknown }>('POST', '/v1/api/keychain/fetch_memo', { username });
    if (answer.status !== 'ok' || typeof answer.message !== 'string') throw new SignInError(BACKEND_ERROR);
    return answer.message;
  } catch (err) {
    const clientError = err instanceof ApiError && !BACKEND_FAILURES.has(err.code);
    throw new SignInError(clientError ? err.message : BACKEND_ERROR);
  }
}

/**
 * What SmartLock signs: the product, the purpose, this site's host, the Hive account and the timestamp, so a
 * signature made for another site is worthless here (the server builds the same text, api/routes/hiveAuth.ts).
 */
export const smartLockMessage = (purpose: 'login' | 'link', host: string, username: string, ts: number) =>
  `octoduel:${purpose}:${host}:${username}:${ts}`;

/** SmartLock: signs smartLockMessage with the posting key in this browser and sends the signature. */
export async function smartLockSignIn(
  username: string,
  postingKey: string,
  link?: LinkTarget,
): Promise<Account> {
  const ts = Date.now();
  const message = smartLockMessage(link ? 'link' : 'login', window.location.host, username, ts);
  const sig = await signMessage(postingKey, message);
  const { status: _status, ...account } = link
    ? await api<Account & { status: string }>('POST', '/v1/api/login2', {
        hiveUsername: username,
        ts,
        sig,
        smartlock: true,
        username: link.username,
      })
    : await api<Account & { status: string }>('POST', '/v1/api/login', {
        username,
        ts,
        sig,
        smartlock: true,
      });
  return account;
}
