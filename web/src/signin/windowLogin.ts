import type { Account } from '../net/account';
import { SESSION_USER } from '../../../contract/routes';
import { call } from '../net/call';

/** Login data another window (the backend origin) sends with `postMessage`. */
export interface WindowLogin {
  readonly username: string;
  readonly token: string;
}

/** The login data in a message, or null when it is not `{ username, token }` with sensible strings. */
export function parseWindowLogin(data: unknown): WindowLogin | null {
  if (typeof data !== 'object' || data === null) return null;
  const { username, token } = data as { username?: unknown; token?: unknown };
  if (typeof username !== 'string' || typeof token !== 'string') return null;
  const name = username.trim();
  if (name.length < 3 || name.length > 100 || token.length < 8 || token.length > 512) return null;
  return { username: name, token };
}

/**
 * Asks the server whether the token is a live session of that user (POST /v1/api/auth/user with the token as
 * Bearer) and, when it is, has it set as this browser's session cookie (`?adopt=1`). Answers the account;
 * throws when the server refuses.
 */
export async function checkWindowLogin(login: WindowLogin): Promise<Account> {
  const { status: _status, ...account } = await call(SESSION_USER, {
    query: { adopt: '1' },
    body: { username: login.username },
    headers: { authorization: `Bearer ${login.token}` },
  });
  return account;
}

/**
 * Listens for login messages: only from the allowed origin (asked for each message, so a message that comes
 * before the configuration is still judged by it) and only well-formed ones; anything else is ignored.
 * Returns the function that stops listening.
 */
export function listenForWindowLogin(
  allowedOrigin: () => Promise<string>,
  signIn: (login: WindowLogin) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const login = parseWindowLogin(event.data);
    if (login === null) return;
    void allowedOrigin().then((origin) => {
      if (event.origin === origin) signIn(login);
      else console.warn(`Login message from ${event.origin} ignored: only ${origin} may sign in this page.`);
    });
  };
  window.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('message', onMessage);
  };
}
