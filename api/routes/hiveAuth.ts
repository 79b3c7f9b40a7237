import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '../../contract/http';
import {
  KEYCHAIN_CHALLENGE,
  KEYCHAIN_CONFIG,
  KEYCHAIN_LINK,
  KEYCHAIN_LINK_CHALLENGE,
  KEYCHAIN_PREFIX,
  KEYCHAIN_SIGN_IN,
  SMARTLOCK_LINK,
  SMARTLOCK_SIGN_IN,
  type AnswerOf,
} from '../../contract/routes';
import type { ApiContext } from '../context';
import {
  CHALLENGE_MS,
  consumeChallenge,
  createChallenge,
  findChallenge,
  useSignatureOnce,
  type ChallengeFor,
} from '../db/challenges';
import { findUserById, findUserByHive, linkHive, type User } from '../db/users';
import { HttpError } from '../http/errors';
import { signInLimit } from '../http/limits';
import { siteHost } from '../http/origin';
import { fromTable } from '../http/tableRoute';
import { requireSession, signedInOnly } from '../http/session';
import { completeHiveSignIn, startSession, withConfiguredRole } from '../http/signIn';
import { ChainUnavailableError } from '../hive/chain';
import { parseHiveUsername } from '../hive/username';
import {
  HIVE_USER_NOT_FOUND,
  signatureKey,
  verifyPostingSignature,
  type VerifyFailure,
} from '../hive/verify';

/** A SmartLock signature is accepted this long after its timestamp. */
export const SMARTLOCK_WINDOW_MS = 2 * 60 * 1000;
/** …and this long before it (a client clock running ahead). */
export const SMARTLOCK_SKEW_MS = 30 * 1000;

/**
 * What SmartLock signs: the product, the purpose, this site's host as the browser sees it
 * (`window.location.host`), the Hive account and the timestamp. A signature made for another site, or for
 * signing in when linking (or the reverse), never matches. web/src/signin/flows.ts builds the same text.
 */
export function smartLockMessage(
  purpose: 'login' | 'link',
  host: string,
  username: string,
  ts: number,
): string {
  return `octoduel:${purpose}:${host}:${username}:${ts}`;
}

/** The httpOnly cookie naming the challenge this browser asked for (Keychain routes only). */
export const CHALLENGE_COOKIE = 'octoduel_challenge';
const CHALLENGE_PATH = KEYCHAIN_PREFIX;

/** The httpOnly cookie that names a browser's challenge, sent only to the routes under `path`. */
export interface ChallengeCookie {
  readonly name: string;
  readonly path: string;
}

const KEYCHAIN_COOKIE: ChallengeCookie = { name: CHALLENGE_COOKIE, path: CHALLENGE_PATH };

const FAILURE: Record<VerifyFailure, [number, ApiErrorCode]> = {
  'hive/user-not-found': [404, 'hive/user-not-found'],
  'hive/bad-signature': [401, 'auth/refused'],
  'hive/unavailable': [503, 'server/unavailable'],
};

/**
 * Hive sign-in: Keychain (a single-use challenge signed with the posting key) and SmartLock (the username
 * and a fresh timestamp signed in the browser), each also as "link this Hive account to my signed-in
 * legacy account" (the `2` routes).
 */
export function hiveAuthRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  // Every route is limited per IP; those naming the account that signs in, per that account too.
  const config = signInLimit();
  const perUsername = signInLimit('username');
  const perHiveUsername = signInLimit('hiveUsername');
  // The linking routes (`2`) need a signed-in legacy user: anyone signed out gets 401 before the body is read
  // (after the per-IP limit).
  const signedIn = signedInOnly(ctx);
  return async (app) => {
    app.route({
      ...fromTable(KEYCHAIN_CONFIG),
      config,
      handler: async (): Promise<AnswerOf<typeof KEYCHAIN_CONFIG>> => ({
        appAccount: ctx.config.hiveAppAccount,
      }),
    });

    app.route({
      ...fromTable(KEYCHAIN_CHALLENGE),
      config: perUsername,
      handler: async (request, reply): Promise<AnswerOf<typeof KEYCHAIN_CHALLENGE>> => {
        const username = hiveName(request.body.username);
        await requireChainAccount(ctx, username);
        const challenge = await createChallenge(k, { username, linkUserId: null }, ctx.now());
        return issue(ctx, reply, challenge);
      },
    });

    app.route({
      ...fromTable(KEYCHAIN_SIGN_IN),
      config: perUsername,
      handler: async (request, reply): Promise<AnswerOf<typeof KEYCHAIN_SIGN_IN>> => {
        const username = hiveName(request.body.username);
        const signature = keychainSignature(request.body);
        await verifyChallenge(ctx, request, reply, { username, linkUserId: null }, signature);
        return { status: 'ok', account: await completeHiveSignIn(ctx, reply, username, 'keychain') };
      },
    });

    app.route({
      ...fromTable(KEYCHAIN_LINK_CHALLENGE),
      config: perHiveUsername,
      onRequest: signedIn,
      handler: async (request, reply): Promise<AnswerOf<typeof KEYCHAIN_LINK_CHALLENGE>> => {
        const hive = hiveName(request.body.hiveUsername);
        const user = await legacyUser(ctx, request, request.body.username);
        await checkLinkable(ctx, user, hive);
        await requireChainAccount(ctx, hive);
        const challenge = await createChallenge(k, { username: hive, linkUserId: user.id }, ctx.now());
        return issue(ctx, reply, challenge);
      },
    });

    app.route({
      ...fromTable(KEYCHAIN_LINK),
      config: perHiveUsername,
      onRequest: signedIn,
      handler: async (request, reply): Promise<AnswerOf<typeof KEYCHAIN_LINK>> => {
        const hive = hiveName(request.body.hiveUsername);
        const signature = keychainSignature(request.body);
        const user = await legacyUser(ctx, request, request.body.username);
        await verifyChallenge(ctx, request, reply, { username: hive, linkUserId: user.id }, signature);
        const linked = await linkHiveAccount(ctx, user, hive);
        return { status: 'ok', account: await startSession(ctx, reply, linked, 'keychain') };
      },
    });

    app.route({
      ...fromTable(SMARTLOCK_SIGN_IN),
      config: perUsername,
      handler: async (request, reply): Promise<AnswerOf<typeof SMARTLOCK_SIGN_IN>> => {
        const username = hiveName(request.body.username);
        await verifySmartLock(ctx, request, 'login', username, request.body.ts, request.body.sig);
        return { status: 'ok', ...(await completeHiveSignIn(ctx, reply, username, 'smartlock')) };
      },
    });

    app.route({
      ...fromTable(SMARTLOCK_LINK),
      config: perHiveUsername,
      onRequest: signedIn,
      handler: async (request, reply): Promise<AnswerOf<typeof SMARTLOCK_LINK>> => {
        const hive = hiveName(request.body.hiveUsername);
        const user = await legacyUser(ctx, request, request.body.username);
        await checkLinkable(ctx, user, hive);
        await verifySmartLock(ctx, request, 'link', hive, request.body.ts, request.body.sig);
        const linked = await linkHiveAccount(ctx, user, hive);
        return { status: 'ok', ...(await startSession(ctx, reply, linked, 'smartlock')) };
      },
    });
  };
}

/** The Hive account a body names, lowercased; 400 when it cannot be one. */
export function hiveName(raw: string): string {
  const name = parseHiveUsername(raw);
  if (name === undefined)
    throw new HttpError(
      400,
      'request/invalid',
      'That is not a Hive username: use 3-16 lowercase letters, digits, dots and hyphens.',
    );
  return name;
}

/** Keychain's signature, sent as `signature` or `encrypted_username`; 400 without one. */
function keychainSignature(body: { signature?: string; encrypted_username?: string }): string {
  const { signature, encrypted_username } = body;
  if (signature !== undefined && encrypted_username !== undefined && signature !== encrypted_username)
    throw new HttpError(
      400,
      'request/invalid',
      'Send the signature once, as signature or as encrypted_username.',
    );
  const sig = signature ?? encrypted_username;
  if (sig === undefined)
    throw new HttpError(
      400,
      'request/invalid',
      'The signature is missing (signature or encrypted_username).',
    );
  return sig;
}

/** 404 'Hive user not found' unless the chain has exactly this account; 503 when it cannot be asked. */
export async function requireChainAccount(ctx: ApiContext, username: string): Promise<void> {
  let found: number;
  try {
    found = (await ctx.chain.getAccounts([username])).filter((a) => a.name === username).length;
  } catch (err) {
    if (err instanceof ChainUnavailableError) throw new HttpError(503, 'server/unavailable', err.message);
    throw err;
  }
  if (found !== 1) throw new HttpError(404, 'hive/user-not-found', HIVE_USER_NOT_FOUND);
}

/** Answers a new challenge: the memo and its id, and the id again in an httpOnly cookie for the browser. */
export function issue(
  ctx: ApiContext,
  reply: FastifyReply,
  challenge: { id: string; memo: string },
  cookie: ChallengeCookie = KEYCHAIN_COOKIE,
) {
  void reply.setCookie(cookie.name, challenge.id, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.secureCookies,
    path: cookie.path,
    maxAge: CHALLENGE_MS / 1000,
  });
  return { status: 'ok' as const, message: challenge.memo, id: challenge.id };
}

/**
 * Checks that the challenge the request presents (body `id`, else the cookie) was issued for this account
 * and purpose and that its memo was signed with a posting key; only then uses it up. A wrong try leaves it
 * waiting, and nobody without its id can touch it.
 */
export async function verifyChallenge(
  ctx: ApiContext,
  request: FastifyRequest<{ Body: { id?: string } }>,
  reply: FastifyReply,
  target: ChallengeFor,
  signature: string,
  cookie: ChallengeCookie = KEYCHAIN_COOKIE,
): Promise<void> {
  const id = request.body.id ?? request.cookies[cookie.name];
  const notWaiting = `No sign-in request is waiting for @${target.username}: it was already used or never made. Please sign in again.`;
  const found =
    id === undefined
      ? { status: 'missing' as const }
      : await findChallenge(ctx.db.kysely, id, target, ctx.now());
  if (found.status !== 'ok')
    throw new HttpError(
      401,
      'auth/refused',
      found.status === 'expired'
        ? 'The sign-in request expired (they last 5 minutes). Please sign in again.'
        : notWaiting,
    );
  await verifySignature(ctx, target.username, found.memo, signature);
  if (id === undefined || !(await consumeChallenge(ctx.db.kysely, id)))
    throw new HttpError(401, 'auth/refused', notWaiting);
  void reply.clearCookie(cookie.name, { path: cookie.path });
}

/**
 * SmartLock's proof: `sig` signs smartLockMessage(purpose, this site's host, username, ts) with a posting key,
 * `ts` is at most 2 minutes old and at most 30 s ahead, and this signature was never used before.
 */
async function verifySmartLock(
  ctx: ApiContext,
  request: FastifyRequest,
  purpose: 'login' | 'link',
  username: string,
  ts: number,
  sig: string,
): Promise<void> {
  const now = ctx.now();
  if (ts < now - SMARTLOCK_WINDOW_MS)
    throw new HttpError(
      401,
      'auth/refused',
      'This sign-in request is older than 2 minutes. Check your device clock and try again.',
    );
  if (ts > now + SMARTLOCK_SKEW_MS)
    throw new HttpError(
      401,
      'auth/refused',
      'This sign-in request is dated in the future. Check your device clock and try again.',
    );
  const host = siteHost(ctx.config, request.headers.host);
  if (host === undefined) throw new HttpError(400, 'request/invalid', 'The request names no host.');
  await verifySignature(ctx, username, smartLockMessage(purpose, host, username, ts), sig);
  // Verified, so well-formed. Kept until the timestamp check refuses it anyway.
  if (!(await useSignatureOnce(ctx.db.kysely, signatureKey(sig)!, ts + 2 * SMARTLOCK_WINDOW_MS)))
    throw new HttpError(401, 'auth/refused', 'This signature was already used. Please sign in again.');
}

async function verifySignature(
  ctx: ApiContext,
  username: string,
  message: string,
  sig: string,
): Promise<void> {
  const result = await verifyPostingSignature(ctx.chain, username, message, sig);
  if (!result.ok) throw new HttpError(...FAILURE[result.code], result.message);
}

/** The signed-in legacy (email) user, who must be `username`; 401 signed out, 403 anyone else. */
async function legacyUser(ctx: ApiContext, request: FastifyRequest, username: string): Promise<User> {
  const { user } = await requireSession(ctx, request);
  if (user.type !== 'email')
    throw new HttpError(
      403,
      'auth/not-owner',
      'Only an email account links a Hive account this way; sign in with Hive instead.',
    );
  if (user.username !== username)
    throw new HttpError(403, 'auth/not-owner', `You are not signed in as ${username}.`);
  return user;
}

/** 409 when the user has another Hive account, or this Hive account belongs to someone else. */
async function checkLinkable(ctx: ApiContext, user: User, hive: string): Promise<void> {
  if (user.hive_username !== null && user.hive_username !== hive)
    throw new HttpError(
      409,
      'account/conflict',
      `This account is already linked to the Hive account @${user.hive_username}.`,
    );
  const owner = await findUserByHive(ctx.db.kysely, hive);
  if (owner !== undefined && owner.id !== user.id)
    throw new HttpError(
      409,
      'account/conflict',
      `The Hive account @${hive} already belongs to another user.`,
    );
}

/** Links a Hive account whose proof was verified to a legacy user; applies ADMIN_USERS to it. */
async function linkHiveAccount(ctx: ApiContext, user: User, hive: string): Promise<User> {
  await checkLinkable(ctx, user, hive);
  try {
    await linkHive(ctx.db.kysely, user.id, hive);
  } catch (err) {
    // The unique index caught a concurrent link of the same Hive account.
    await checkLinkable(ctx, user, hive);
    throw err;
  }
  const linked = await findUserById(ctx.db.kysely, user.id);
  if (linked === undefined) throw new HttpError(401, 'auth/signed-out', 'Please sign in.');
  return withConfiguredRole(ctx, linked);
}
