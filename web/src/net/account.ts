/** The account object the server answers on sign-in and session checks (docs/API.md). */
export interface Account {
  readonly username: string;
  readonly hiveUsername: string | null;
  readonly name: string | null;
  readonly email: string | null;
  readonly role: 'user' | 'admin';
  readonly type: 'keychain' | 'smartlock' | 'email' | 'hivesigner' | 'hiveauth';
  readonly avatar: string | null;
  /** Voting power in percent as last read from the chain (null until read; absent in older answers). */
  readonly voting_power?: number | null;
  /** Downvoting power in percent, like voting_power. */
  readonly downvoting_power?: number | null;
  readonly fullprofile: boolean;
}

/**
 * The account without the session token sign-in answers carry for non-browser clients: the web client keeps
 * the token only in the httpOnly cookie, out of reach of page scripts.
 */
export function withoutToken(answer: Account & { token?: unknown; accessToken?: unknown }): Account {
  const { token: _token, accessToken: _accessToken, ...account } = answer;
  return account;
}
