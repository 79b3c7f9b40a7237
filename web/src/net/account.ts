import type { AccountAnswer } from '../../../contract/routes';

/** The account object the server answers on sign-in and session checks (docs/API.md; the route table's). */
export type Account = AccountAnswer;

/**
 * The account without the session token sign-in answers carry for non-browser clients: the web client keeps
 * the token only in the httpOnly cookie, out of reach of page scripts.
 */
export function withoutToken(answer: Account & { token?: unknown; accessToken?: unknown }): Account {
  const { token: _token, accessToken: _accessToken, ...account } = answer;
  return account;
}
