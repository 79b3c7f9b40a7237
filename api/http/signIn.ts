import type { FastifyReply } from 'fastify';
import type { ApiContext } from '../context';
import type { UserType } from '../db/schema';
import { createSession } from '../db/sessions';
import { grantAdmin, upsertHiveUser, userNamedBy, type User } from '../db/users';
import { accountJson } from './account';
import { setSessionCookie } from './session';
import { refreshVotingPower } from './votingPower';

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

/**
 * Starts a session for a user whose proof was verified; sets the cookie; reads the voting power from the chain
 * (kept as stored when the chain fails); returns the account object.
 */
export async function startSession(ctx: ApiContext, reply: FastifyReply, user: User, type: UserType) {
  const token = await createSession(ctx.db.kysely, user, type, ctx.now());
  setSessionCookie(ctx, reply, token);
  return accountJson(await refreshVotingPower(ctx, user), token);
}

/** Applies ADMIN_USERS to a user signing in after the server started (one account per entry). */
export async function withConfiguredRole(ctx: ApiContext, user: User): Promise<User> {
  if (user.role === 'admin') return user;
  for (const entry of ctx.config.adminUsers) {
    if (entry !== user.username && entry !== user.hive_username) continue;
    if ((await userNamedBy(ctx.db.kysely, entry))?.id !== user.id) continue;
    await grantAdmin(ctx.db.kysely, user.id);
    return { ...user, role: 'admin' };
  }
  return user;
}
