import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HIVEAUTH_CHALLENGE, HIVEAUTH_PREFIX, HIVEAUTH_SIGN_IN, type AnswerOf } from '../../contract/routes';
import { DEFAULT_HIVEAUTH_URL, type Config } from '../config';
import type { ApiContext } from '../context';
import { createChallenge } from '../db/challenges';
import { signInLimit } from '../http/limits';
import { fromTable } from '../http/tableRoute';
import { completeHiveSignIn } from '../http/signIn';
import { hiveName, issue, requireChainAccount, verifyChallenge, type ChallengeCookie } from './hiveAuth';

/**
 * The httpOnly cookie naming the challenge a browser asked for, sent only to the HiveAuth routes (Keychain's
 * has its own: a challenge is used by the method that asked for it).
 */
export const HIVEAUTH_COOKIE: ChallengeCookie = { name: 'octoduel_hiveauth', path: HIVEAUTH_PREFIX };

/** The HAS server's origin, which the page's Content-Security-Policy lets it connect to. */
export const hasOrigin = (config: Config): string =>
  new URL(config.hiveAuthUrl ?? DEFAULT_HIVEAUTH_URL).origin;

/**
 * HiveAuth sign-in (issue 37). A wallet app (Keychain Mobile and others) signs the server's challenge with the
 * account's posting key, reached through a HAS server (HIVEAUTH_URL) that the page talks to; the server checks
 * the signature exactly as for Keychain: a single-use challenge it issued to this requester for this account,
 * 5 minutes at most, signed by a posting key the chain lists for the account now. Nothing the page or the
 * wallet says about keys or accounts counts, nor does the HAS server.
 */
export function hiveAuthWalletRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const hasUrl = ctx.config.hiveAuthUrl ?? DEFAULT_HIVEAUTH_URL;
  const perUsername = signInLimit('username');
  return async (app) => {
    /** A challenge for the wallet to sign, and the HAS server to send the request through. */
    app.route({
      ...fromTable(HIVEAUTH_CHALLENGE),
      config: perUsername,
      handler: async (request, reply): Promise<AnswerOf<typeof HIVEAUTH_CHALLENGE>> => {
        const username = hiveName(request.body.username);
        await requireChainAccount(ctx, username);
        const challenge = await createChallenge(ctx.db.kysely, { username, linkUserId: null }, ctx.now());
        return { ...issue(ctx, reply, challenge, HIVEAUTH_COOKIE), hasUrl };
      },
    });

    /** The wallet's signature of that challenge: signs in (a session of type `hiveauth`). */
    app.route({
      ...fromTable(HIVEAUTH_SIGN_IN),
      config: perUsername,
      handler: async (request, reply): Promise<AnswerOf<typeof HIVEAUTH_SIGN_IN>> => {
        const username = hiveName(request.body.username);
        const target = { username, linkUserId: null };
        await verifyChallenge(ctx, request, reply, target, request.body.signature, HIVEAUTH_COOKIE);
        return { status: 'ok', account: await completeHiveSignIn(ctx, reply, username, 'hiveauth') };
      },
    });
  };
}
