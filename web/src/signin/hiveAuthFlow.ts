// HiveAuth sign-in (issue 37): the server's challenge, the wallet's signature through the HAS server, the server's
// check. The page only carries the signature: the server decides who signed in (api/routes/hiveAuthWallet.ts).
import type { ApiErrorCode } from '../../../contract/http';
import { withoutToken, type Account } from '../net/account';
import { HIVEAUTH_CHALLENGE, HIVEAUTH_SIGN_IN } from '../../../contract/routes';
import { call } from '../net/call';
import { ApiError } from '../net/http';
import { BACKEND_ERROR, hiveName, SignInError } from './flows';
import type { HasSocket, HasWaiting } from './hasRequest';

/** What the wallet shows the person about who asks. */
export const HIVEAUTH_APP = {
  name: 'Octoduel',
  description: 'Octoduel, a board game for Hive accounts: signing in',
} as const;

/** Failures that are not about the request itself: the backend error stands for them. */
const BACKEND_FAILURES: ReadonlySet<ApiErrorCode> = new Set([
  'rate/limited',
  'server/fault',
  'network/unreachable',
]);

export interface HiveAuthSignInOptions {
  /** The request is at the HAS server: show its deep link (or QR code) and count down to `expiresAt`. */
  readonly onWaiting: (waiting: HasWaiting) => void;
  /** The wallet approved: the server is checking the signature. */
  readonly onApproved?: () => void;
  readonly signal?: AbortSignal;
  /** Opens the HAS socket (tests); the browser's WebSocket by default. */
  readonly openSocket?: (url: string) => HasSocket;
}

/**
 * Signs in with a HiveAuth wallet: the server's challenge for `rawUsername`, signed by the wallet with the
 * posting key (HasRequestError when refused, expired, unreachable or cancelled), then checked by the server
 * (ApiError or SignInError with the server's words when it refuses).
 */
export async function hiveAuthSignIn(rawUsername: string, options: HiveAuthSignInOptions): Promise<Account> {
  const username = hiveName(rawUsername);
  let challenge: { message: string; hasUrl: string };
  try {
    challenge = await call(HIVEAUTH_CHALLENGE, { body: { username } });
  } catch (err) {
    const clientError = err instanceof ApiError && !BACKEND_FAILURES.has(err.code);
    throw new SignInError(clientError ? err.message : BACKEND_ERROR);
  }
  // The HAS client and its cipher load only once someone signs in with HiveAuth.
  const { requestHiveAuthSignature } = await import('./hasRequest');
  const { signature } = await requestHiveAuthSignature({
    hasUrl: challenge.hasUrl,
    account: username,
    challenge: challenge.message,
    app: HIVEAUTH_APP,
    onWaiting: options.onWaiting,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.openSocket === undefined ? {} : { openSocket: options.openSocket }),
  });
  options.onApproved?.();
  const answer = await call(HIVEAUTH_SIGN_IN, { body: { username, signature } });
  return withoutToken(answer.account);
}
