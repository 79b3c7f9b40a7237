import { create } from 'zustand';
import { isValidName } from '../../../engine';
import { withoutToken, type Account } from '../net/account';
import { SESSION_USER, SIGN_OUT } from '../../../contract/routes';
import { call } from '../net/call';
import { ApiError } from '../net/http';

/** Where the guard sends a visitor: nowhere (the page shows), or one of the spec's redirects. */
export type GuardTarget = 'show' | '/signin' | '/profilecomplete' | '/rename';

interface SessionState {
  /** unknown until the first session check answers. */
  readonly status: 'unknown' | 'signedOut' | 'signedIn';
  readonly account: Account | null;
  /** Asks the server who is signed in. */
  load: () => Promise<void>;
  /** Asks the server again (it rereads the voting power); keeps the current account if that fails. */
  refresh: () => Promise<void>;
  /** Stores the account a sign-in or profile call answered (never its session token: the cookie has it). */
  setAccount: (account: Account) => void;
  signOut: () => Promise<void>;
}

export const useSession = create<SessionState>((set) => ({
  status: 'unknown',
  account: null,
  async load() {
    try {
      const { status: _status, ...account } = await call(SESSION_USER, { body: {} });
      set({ status: 'signedIn', account: withoutToken(account) });
    } catch (err) {
      if (err instanceof ApiError && err.code !== 'auth/signed-out') console.warn(err.message);
      set({ status: 'signedOut', account: null });
    }
  },
  async refresh() {
    try {
      const { status: _status, ...account } = await call(SESSION_USER, { query: { refresh: '1' }, body: {} });
      set({ status: 'signedIn', account: withoutToken(account) });
    } catch {
      // The session check on the next page load says whether the session still holds.
    }
  },
  setAccount(account) {
    set({ status: 'signedIn', account: withoutToken(account) });
  },
  async signOut() {
    await call(SIGN_OUT).catch(() => undefined);
    set({ status: 'signedOut', account: null });
  },
}));

/** The spec's guard for signed-in routes, in order. */
export function guardTarget(account: Account | null): GuardTarget {
  if (account === null || (!account.username && !account.hiveUsername)) return '/signin';
  if (account.hiveUsername === null || !account.email || !account.name) return '/profilecomplete';
  if (!isValidName(account.name)) return '/rename';
  return 'show';
}
