import type { AuthContext } from '@colyseus/core';
import { ServerError } from '@colyseus/core';
import fastifyCookie from '@fastify/cookie';
import { SESSION_COOKIE } from '../store/databaseStore';
import type { SeatRating } from '../host/seats';
import type { RoomServices } from '../services';

/** Who a connection belongs to, as onAuth establishes it. */
export interface SeatUser {
  readonly userId: string;
  readonly username: string;
  readonly name: string;
  /** The player's rating on the current board, shown beside the name in game. */
  readonly rating?: SeatRating;
  /** A signed-out visitor: it may only watch, and its places are counted per IP (`userId` names the IP). */
  readonly visitor?: true;
}

/**
 * A signed-out visitor who asks to watch a game (the matchmaking gate admits nothing else without a session):
 * one budget of watched games per client IP.
 */
export function visitorFrom(ip: string): SeatUser {
  return { userId: `visitor:${ip}`, username: '', name: 'Visitor', visitor: true };
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
  const user = await services.store.sessionUser(token, services.now());
  if (user === undefined) throw new ServerError(401, 'Your session has expired. Please sign in again.');
  if (!user.complete) throw new ServerError(403, 'Please complete your profile before playing.');
  return { userId: user.id, username: user.username, name: user.name };
}

/** Users the matchmaking gate has already authenticated, by the request's auth context. */
const authenticated = new WeakMap<AuthContext, SeatUser>();

/** Marks `context` as authenticated as `user` (the gate did it), so onAuth does not look the session up again. */
export function rememberUser(context: AuthContext, user: SeatUser): void {
  authenticated.set(context, user);
}

/** The user of a room connection: the one the gate found, else from the session the request carries. */
export async function userOf(services: RoomServices, context: AuthContext): Promise<SeatUser> {
  return authenticated.get(context) ?? authenticate(services, context);
}
