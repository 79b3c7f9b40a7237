import type { AuthContext } from '@colyseus/core';
import { ServerError } from '@colyseus/core';
import fastifyCookie from '@fastify/cookie';
import { findSession } from '../api/db/sessions';
import { isFullProfile } from '../api/http/account';
import { SESSION_COOKIE } from '../api/http/session';
import type { RoomServices } from './services';

/** Who a connection belongs to, as onAuth establishes it. */
export interface SeatUser {
  readonly userId: string;
  readonly username: string;
  readonly name: string;
}

/**
 * Authenticates a room connection with the sign-in session: the token colyseus.js sends (Bearer header or
 * URL), else the session cookie. Signed-out or incomplete profiles get no seat.
 */
export async function authenticate(services: RoomServices, context: AuthContext): Promise<SeatUser> {
  const cookieHeader = context.headers.cookie;
  const fromCookie =
    typeof cookieHeader === 'string' ? fastifyCookie.parse(cookieHeader)[SESSION_COOKIE] : undefined;
  const token = context.token || fromCookie;
  if (!token) throw new ServerError(401, 'Please sign in to play.');
  const session = await findSession(services.db, token, services.now());
  if (session === undefined) throw new ServerError(401, 'Your session has expired. Please sign in again.');
  const { user } = session;
  if (!isFullProfile(user)) throw new ServerError(403, 'Please complete your profile before playing.');
  return { userId: user.id, username: user.hive_username ?? user.username, name: user.name ?? user.username };
}
