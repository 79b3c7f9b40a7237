// The Hive sign-in flows (Keychain and SmartLock), each also as "link this Hive account to my signed-in
// email account" (the spec's `2` routes). Plain functions: the screens only show their progress and errors.
import type { ApiErrorCode } from '../../../contract/http';
import type { Account } from '../net/account';
import {
  HIVE_ACCOUNT,
  KEYCHAIN_CHALLENGE,
  KEYCHAIN_CONFIG,
  KEYCHAIN_LINK,
  KEYCHAIN_LINK_CHALLENGE,
  KEYCHAIN_SIGN_IN,
  SMARTLOCK_LINK,
  SMARTLOCK_SIGN_IN,
  type AnswerOf,
} from '../../../contract/routes';
import { call } from '../net/call';
import { ApiError } from '../net/http';
import { signMessage } from './hiveKeys';
import {
  addPostingAuthority,
  KEYCHAIN_ERROR,
  KeychainError,
  signBuffer,
  type HiveKeychain,
} from './keychain';

/** The public parts of a chain account (the route table's HIVE_ACCOUNT answer). */
export type PublicHiveAccount = AnswerOf<typeof HIVE_ACCOUNT>;

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
  return call(HIVE_ACCOUNT, { params: { username: hiveName(username) } });
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
  const { appAccount } = await call(KEYCHAIN_CONFIG);
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
    ? await call(KEYCHAIN_LINK, { body: { hiveUsername: username, username: link.username, signature } })
    : await call(KEYCHAIN_SIGN_IN, { body: { username, signature } });
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
    // Read as possibly malformed (the memo is handed to Keychain).
    const answer: { readonly status: string; readonly message: unknown } = link
      ? await call(KEYCHAIN_LINK_CHALLENGE, { body: { hiveUsername: username, username: link.username } })
      : await call(KEYCHAIN_CHALLENGE, { body: { username } });
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
    ? await call(SMARTLOCK_LINK, {
        body: { hiveUsername: username, ts, sig, smartlock: true, username: link.username },
      })
    : await call(SMARTLOCK_SIGN_IN, { body: { username, ts, sig, smartlock: true } });
  return account;
}
