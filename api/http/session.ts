import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_MS, findSession } from '../db/sessions';
import type { UserType } from '../db/schema';
import type { User } from '../db/users';
import type { ApiContext } from '../context';
import { HttpError } from './errors';

export interface Session {
  readonly user: User;
  readonly type: UserType;
  readonly token: string;
}

/** The token a request carries: `Authorization: Bearer …` first, else the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** Each request's session, looked up once (an onRequest check and the handler both ask). */
const sessions = new WeakMap<FastifyRequest, Promise<Session | undefined>>();

/** The signed-in session, or undefined. */
export function optionalSession(ctx: ApiContext, request: FastifyRequest): Promise<Session | undefined> {
  let session = sessions.get(request);
  if (session === undefined) {
    const token = requestToken(request);
    session = token === undefined ? Promise.resolve(undefined) : findSession(ctx.db.kysely, token, ctx.now());
    sessions.set(request, session);
  }
  return session;
}

/** The signed-in session; 401 otherwise. */
export async function requireSession(ctx: ApiContext, request: FastifyRequest): Promise<Session> {
  const session = await optionalSession(ctx, request);
  if (session === undefined) throw new HttpError(401, 'auth/signed-out');
  return session;
}

/** The signed-in admin's session; 401 when signed out, 403 for anyone else. */
export async function requireAdmin(ctx: ApiContext, request: FastifyRequest): Promise<Session> {
  const session = await requireSession(ctx, request);
  if (session.user.role !== 'admin') throw new HttpError(403, 'auth/not-admin');
  return session;
}

/**
 * A route's `onRequest` check that the caller is signed in (401 otherwise): it runs before the body is read,
 * so a signed-out caller never has a body read or parsed. The handler's requireSession finds it again.
 */
export const signedInOnly =
  (ctx: ApiContext) =>
  async (request: FastifyRequest): Promise<void> => {
    await requireSession(ctx, request);
  };

/** A route's `onRequest` check that the caller is an admin (401 signed out, 403 anyone else), before the body. */
export const adminOnly =
  (ctx: ApiContext) =>
  async (request: FastifyRequest): Promise<void> => {
    await requireAdmin(ctx, request);
  };

/** Sets the session cookie on a sign-in answer. */
export function setSessionCookie(ctx: ApiContext, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    path: '/',
    maxAge: SESSION_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
