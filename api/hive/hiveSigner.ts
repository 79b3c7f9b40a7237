// HiveSigner's API as the server uses it (https://hivesigner.com, or HIVESIGNER_URL): who an access token
// belongs to, the app it was issued to, and its revocation. Plain fetch with a short timeout.
import { parseHiveUsername } from './username';

/** How long the server waits for HiveSigner before it gives up. */
export const HIVESIGNER_TIMEOUT_MS = 5000;

/** What HiveSigner said about an access token. */
export type TokenCheck =
  | { readonly ok: true; readonly username: string }
  | {
      readonly ok: false;
      readonly code: 'hivesigner/refused' | 'hivesigner/unavailable';
      readonly message: string;
    };

/**
 * What an access token says of itself: the app it was issued to and the account that signed it. HiveSigner's
 * tokens are base64url JSON, `{signed_message: {type, app}, authors: [user], timestamp, signatures}`; anything
 * else is undefined. This is only read, never trusted: HiveSigner's `/api/me` says whose token it is.
 */
export function readAccessToken(token: string): { app: string; author: string } | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(token)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { signed_message: signed, authors } = parsed as { signed_message?: unknown; authors?: unknown };
  if (typeof signed !== 'object' || signed === null || !Array.isArray(authors)) return undefined;
  const app = (signed as { app?: unknown }).app;
  const author: unknown = authors[0];
  if (typeof app !== 'string' || typeof author !== 'string') return undefined;
  return { app, author };
}

/**
 * Asks HiveSigner whose access token this is (`GET <url>/api/me`, the token in the Authorization header):
 * its `user`, when HiveSigner knows the token; refused when it does not (unknown, expired, revoked);
 * unavailable when HiveSigner cannot be reached or answers nonsense.
 */
export async function whoseToken(
  baseUrl: string,
  token: string,
  timeoutMs = HIVESIGNER_TIMEOUT_MS,
): Promise<TokenCheck> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api/me`, {
      method: 'GET',
      headers: { authorization: token, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    return unavailable();
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    return { ok: false, code: 'hivesigner/refused', message: 'HiveSigner does not know this access token.' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return unavailable();
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return unavailable();
  }
  const user = typeof body === 'object' && body !== null ? (body as { user?: unknown }).user : undefined;
  const username = typeof user === 'string' ? parseHiveUsername(user) : undefined;
  if (username === undefined || username !== user) return unavailable();
  return { ok: true, username };
}

/**
 * Revokes an access token (`POST <url>/api/oauth2/token/revoke`, the token in the Authorization header). True
 * when HiveSigner confirmed it; false when it refused or could not be reached (the caller signs out anyway).
 */
export async function revokeToken(
  baseUrl: string,
  token: string,
  timeoutMs = HIVESIGNER_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/oauth2/token/revoke`, {
      method: 'POST',
      headers: { authorization: token, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

function unavailable(): TokenCheck {
  return {
    ok: false,
    code: 'hivesigner/unavailable',
    message: 'HiveSigner cannot be reached to confirm the sign-in. Please try again in a moment.',
  };
}

/** The address HiveSigner sends the browser to for approval (its OAuth2 authorize page, scope `login`). */
export function authorizeUrl(baseUrl: string, app: string, redirectUri: string, state: string): string {
  const query = new URLSearchParams({ client_id: app, redirect_uri: redirectUri, scope: 'login', state });
  return `${baseUrl}/oauth2/authorize?${query.toString()}`;
}
