import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COMPLETE_PROFILE,
  CONFIRM_EMAIL,
  EMAIL_SIGN_IN,
  RENAME,
  SESSION_USER,
  SIGN_OUT,
  type AnswerOf,
} from '../../contract/routes';
import { ACCOUNT_CONFIRMED } from '../../contract/texts';
import { formatName, isValidName, NAME_BREAKS_RULE, NAME_EMPTY, NAME_ENDS_SPACE } from '../../engine';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { ApiContext } from '../context';
import { deleteSession } from '../db/sessions';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  rehashPassword,
  rename,
  setProfile,
  type User,
} from '../db/users';
import { accountJson } from '../http/account';
import { HttpError } from '../http/errors';
import { signInLimit } from '../http/limits';
import type { FastifyReply } from 'fastify';
import {
  clearSessionCookie,
  requestToken,
  requireSession,
  signedInOnly,
  setSessionCookie,
  type Session,
} from '../http/session';
import { startSession } from '../http/signIn';
import { fromTable } from '../http/tableRoute';
import { refreshVotingPower } from '../http/votingPower';
import { endHiveSignerSession } from './hiveSigner';

/** Legacy sign-in and confirmation, the session check, sign-out, profile completion and renaming. */
export function accountRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  // Routes for signed-in users refuse anyone else before the body is read.
  const signedIn = signedInOnly(ctx);
  return async (app) => {
    app.route({
      ...fromTable(EMAIL_SIGN_IN),
      config: signInLimit('email'),
      handler: async (request, reply): Promise<AnswerOf<typeof EMAIL_SIGN_IN>> => {
        const { email, password } = request.body;
        const user = await findUserByEmail(k, email);
        // The same scrypt work whether or not the email has an account (see verifyPassword).
        const work = ctx.config.passwordParams;
        const ok = await verifyPassword(password, user?.password_hash, work);
        if (user === undefined || !ok) throw new HttpError(401, 'auth/refused', 'Wrong email or password.');
        if (user.password_hash !== null && needsRehash(user.password_hash, work))
          await rehashPassword(k, user.id, await hashPassword(password, work));
        if (user.confirmed !== 1)
          throw new HttpError(
            403,
            'auth/unconfirmed',
            'Please confirm your email address first: open the link we sent you.',
          );
        const account = await startSession(ctx, reply, user, 'email');
        return { ...account, accessToken: account.token };
      },
    });

    app.route({
      ...fromTable(CONFIRM_EMAIL),
      config: signInLimit(),
      handler: async (request): Promise<AnswerOf<typeof CONFIRM_EMAIL>> => {
        if (!(await confirmEmail(k, request.params.token, ctx.now())))
          throw new HttpError(
            404,
            'request/not-found',
            'This confirmation link is not valid, has expired (links last 7 days) or was already used.',
          );
        return { status: 'ok', message: ACCOUNT_CONFIRMED };
      },
    });

    // The body the spec sends ({username, token, type, hiveUsername}) is ignored: the session decides.
    // The answer never carries the token: page scripts must not be able to read it (httpOnly cookie only).
    // `?refresh=1` (the profile asks so) reads the voting power from the chain first; a plain session check,
    // made on every page load, answers the stored values at once.
    // `?adopt=1` (login data from a window message, see docs/SECURITY.md): the session must come as
    // `Authorization: Bearer` and belong to the body's `username`; then this browser takes it as its cookie.
    app.route({
      ...fromTable(SESSION_USER),
      onRequest: signedIn,
      handler: async (request, reply): Promise<AnswerOf<typeof SESSION_USER>> => {
        const session = await requireSession(ctx, request);
        if (request.query.adopt === '1') adoptSession(ctx, request, reply, session);
        const { user } = session;
        const fresh = request.query.refresh === '1' ? await refreshVotingPower(ctx, user) : user;
        return { status: 'ok', ...accountJson(fresh) };
      },
    });

    app.route({
      ...fromTable(SIGN_OUT),
      handler: async (request, reply): Promise<AnswerOf<typeof SIGN_OUT>> => {
        const token = requestToken(request);
        if (token !== undefined) {
          await endHiveSignerSession(ctx, token, request.log); // revokes a HiveSigner session's access token
          await deleteSession(k, token);
        }
        clearSessionCookie(reply);
        return { status: 'ok' };
      },
    });

    app.route({
      ...fromTable(COMPLETE_PROFILE),
      onRequest: signedIn,
      handler: async (request): Promise<AnswerOf<typeof COMPLETE_PROFILE>> => {
        const user = await ownHiveUser(ctx, request, request.params.hiveUsername);
        const name = checkedName(request.body.name);
        const email = request.body.email.toLowerCase();
        const emailTaken = () =>
          new HttpError(409, 'account/conflict', 'This email address belongs to another account.');
        const owner = await findUserByEmail(k, email);
        if (owner !== undefined && owner.id !== user.id) throw emailTaken();
        try {
          await setProfile(k, user.id, { name, email });
        } catch (err) {
          // The unique index caught another account taking this email meanwhile.
          if ((await findUserByEmail(k, email))?.id !== user.id) throw emailTaken();
          throw err;
        }
        return { status: 'ok', account: accountJson((await findUserById(k, user.id))!) };
      },
    });

    app.route({
      ...fromTable(RENAME),
      onRequest: signedIn,
      handler: async (request): Promise<AnswerOf<typeof RENAME>> => {
        const user = await ownHiveUser(ctx, request, request.params.hiveUsername);
        const name = checkedName(request.body.newName);
        await rename(k, user.id, name);
        return { status: 'ok', ...accountJson((await findUserById(k, user.id))!) };
      },
    });
  };
}

/**
 * Sets the session cookie to a session a window message brought: only a Bearer session (never the cookie's
 * own) whose user is the body's `username` (login or Hive name); otherwise 401 as if signed out.
 */
function adoptSession(
  ctx: ApiContext,
  request: Parameters<typeof requireSession>[1],
  reply: FastifyReply,
  session: Session,
): void {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
    username?: unknown;
  };
  const named = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
  const bearer = request.headers.authorization?.startsWith('Bearer ') === true;
  const { user } = session;
  if (!bearer || named === '' || (named !== user.username.toLowerCase() && named !== user.hive_username))
    throw new HttpError(401, 'auth/signed-out', 'Please sign in.');
  setSessionCookie(ctx, reply, session.token);
}

/** The signed-in user, who must own this Hive account (403 otherwise). */
async function ownHiveUser(
  ctx: ApiContext,
  request: Parameters<typeof requireSession>[1],
  hiveUsername: string,
): Promise<User> {
  const { user } = await requireSession(ctx, request);
  if (user.hive_username !== hiveUsername.toLowerCase())
    throw new HttpError(403, 'auth/not-owner', 'You can only change your own profile.');
  return user;
}

/** The name as stored (trimmed, capitalised), or 400 when it breaks the name rule. */
function checkedName(raw: string): string {
  if (raw.trim().length === 0) throw new HttpError(400, 'request/invalid', NAME_EMPTY);
  if (raw !== raw.trim()) throw new HttpError(400, 'request/invalid', NAME_ENDS_SPACE);
  const name = formatName(raw);
  if (!isValidName(name)) throw new HttpError(400, 'request/invalid', NAME_BREAKS_RULE);
  return name;
}
