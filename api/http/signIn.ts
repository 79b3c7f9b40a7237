import type { FastifyReply } from 'fastify';
import type { ApiContext } from '../context';
import type { UserType } from '../db/schema';
import { createSession } from '../db/sessions';
import { upsertHiveUser, type User } from '../db/users';
import { accountJson } from './account';
import { setSessionCookie } from './session';

/**
 * Finishes a Hive sign-in whose proof the caller has verified: finds or creates the user (admin when listed
 * in ADMIN_USERS), starts a 14-day session, sets the cookie, and returns the spec's account object.
 */
export async function completeHiveSignIn(
  ctx: ApiContext,
  reply: FastifyReply,
  hiveUsername: string,
  type: UserType,
): Promise<ReturnType<typeof accountJson>> {
  const user = await upsertHiveUser(ctx.db.kysely, hiveUsername, type, ctx.now());
  return startSession(ctx, reply, await withConfiguredRole(ctx, user), type);
}

/** Starts a session for a user whose proof was verified; sets the cookie; returns the account object. */
export async function startSession(ctx: ApiContext, reply: FastifyReply, user: User, type: UserType) {
  const token = await createSession(ctx.db.kysely, user, type, ctx.now());
  setSessionCookie(ctx, reply, token);
  return accountJson(user, token);
}

/** Applies ADMIN_USERS to a user signing in after the server started. */
export async function withConfiguredRole(ctx: ApiContext, user: User): Promise<User> {
  const names = [user.username, user.hive_username].filter((n): n is string => n !== null);
  if (user.role === 'admin' || !names.some((n) => ctx.config.adminUsers.includes(n.toLowerCase())))
    return user;
  await ctx.db.kysely.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return { ...user, role: 'admin' };
}
