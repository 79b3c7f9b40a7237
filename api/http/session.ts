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

/** The signed-in session, or undefined. */
export async function optionalSession(
  ctx: ApiContext,
  request: FastifyRequest,
): Promise<Session | undefined> {
  const token = requestToken(request);
  return token === undefined ? undefined : findSession(ctx.db.kysely, token, ctx.now());
}

/** The signed-in session; 401 otherwise. */
export async function requireSession(ctx: ApiContext, request: FastifyRequest): Promise<Session> {
  const session = await optionalSession(ctx, request);
  if (session === undefined) throw new HttpError(401, 'auth/signed-out', 'Please sign in.');
  return session;
}

/** The signed-in admin's session; 401 when signed out, 403 for anyone else. */
export async function requireAdmin(ctx: ApiContext, request: FastifyRequest): Promise<Session> {
  const session = await requireSession(ctx, request);
  if (session.user.role !== 'admin')
    throw new HttpError(403, 'auth/not-admin', 'Only admins can change this.');
  return session;
}

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
