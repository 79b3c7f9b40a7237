import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HIVESIGNER_CALLBACK,
  HIVESIGNER_CONFIG,
  HIVESIGNER_PREFIX,
  HIVESIGNER_START,
  type AnswerOf,
} from '../../contract/routes';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../auth/tokens';
import type { ApiContext } from '../context';
import { useSignatureOnce } from '../db/challenges';
import {
  consumeHiveSignerState,
  createHiveSignerState,
  findHiveSignerState,
  HIVESIGNER_STATE_MS,
  keepHiveSignerToken,
  takeHiveSignerToken,
} from '../db/hiveSignerStore';
import { SESSION_MS } from '../db/sessions';
import { HttpError } from '../http/errors';
import { signInLimit } from '../http/limits';
import { originOf } from '../http/origin';
import { completeHiveSignIn } from '../http/signIn';
import { fromTable } from '../http/tableRoute';
import { authorizeUrl, readAccessToken, revokeToken, whoseToken } from '../hive/hiveSigner';
import { parseHiveUsername } from '../hive/username';

/** Where HiveSigner sends the browser back to, on this site's own origin (the app's registered Redirect URI). */
export const HIVESIGNER_CALLBACK_PATH = HIVESIGNER_CALLBACK.path;
/** The httpOnly cookie holding the state of the HiveSigner sign-in this browser started. */
export const HIVESIGNER_COOKIE = 'octoduel_hivesigner';
const COOKIE_PATH = HIVESIGNER_PREFIX;

const NOT_WAITING =
  'No HiveSigner sign-in is waiting in this browser: it was already used, never started here, or replaced. Please sign in again.';

/** The HiveSigner routes' answers when HIVESIGNER_APP is not set. */
function requireEnabled(ctx: ApiContext): string {
  if (ctx.config.hivesignerApp === '')
    throw new HttpError(404, 'request/not-found', 'HiveSigner sign-in is not set up on this server.');
  return ctx.config.hivesignerApp;
}

/**
 * HiveSigner sign-in, OAuth-style (issue 37): `start` gives this browser a single-use state (an httpOnly cookie,
 * 10 minutes) and the HiveSigner page to approve on; HiveSigner sends the browser back to `callback` with an
 * access token, which the server has HiveSigner confirm (the account is the one HiveSigner names) before it
 * opens a `hivesigner` session. The token stays on the server, and sign-out revokes it (endHiveSignerSession).
 */
export function hiveSignerRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  const config = signInLimit();
  return async (app) => {
    app.route({
      ...fromTable(HIVESIGNER_CONFIG),
      config,
      handler: async (): Promise<AnswerOf<typeof HIVESIGNER_CONFIG>> => ({
        enabled: ctx.config.hivesignerApp !== '',
        host: ctx.config.hivesignerApp === '' ? null : new URL(ctx.config.hivesignerUrl).host,
      }),
    });

    app.route({
      ...fromTable(HIVESIGNER_START),
      config,
      handler: async (request, reply): Promise<AnswerOf<typeof HIVESIGNER_START>> => {
        const appAccount = requireEnabled(ctx);
        const callback = callbackUrl(ctx, request);
        // HiveSigner returns only to this site: a redirect target named by the request is refused, not used.
        const asked = request.body.redirect_uri;
        if (asked !== undefined && asked !== callback)
          throw new HttpError(
            400,
            'request/invalid',
            `HiveSigner sends you back only to this site (${callback}), never to another address.`,
          );
        const { state } = await createHiveSignerState(k, ctx.now());
        void reply.setCookie(HIVESIGNER_COOKIE, state, {
          httpOnly: true,
          // Lax: HiveSigner's redirect back is a top-level navigation from its site, which Strict would strip.
          sameSite: 'lax',
          secure: ctx.config.secureCookies,
          path: COOKIE_PATH,
          maxAge: HIVESIGNER_STATE_MS / 1000,
        });
        return { status: 'ok', url: authorizeUrl(ctx.config.hivesignerUrl, appAccount, callback, state) };
      },
    });

    app.route({
      ...fromTable(HIVESIGNER_CALLBACK),
      config,
      handler: async (request, reply) => {
        try {
          const appAccount = requireEnabled(ctx);
          const { access_token: token, username: claimed, error } = request.query;
          const state = await checkState(ctx, request.query.state, request.cookies[HIVESIGNER_COOKIE]);
          if (error !== undefined)
            throw new HttpError(
              401,
              'auth/refused',
              'HiveSigner did not sign you in (not approved). Please try again.',
            );
          if (token === undefined || token === '')
            throw new HttpError(
              400,
              'request/invalid',
              'HiveSigner sent no access token. Please sign in again.',
            );
          const username = await confirmedAccount(ctx, appAccount, token, claimed);
          // Only now is the state used up, with the token (each token opens one session): both or neither.
          await useStateAndToken(ctx, state, token);
          const account = await completeHiveSignIn(ctx, reply, username, 'hivesigner');
          if (account.token === undefined) throw new Error('a new session without its token');
          const now = ctx.now();
          const seconds = Number(request.query.expires_in);
          const tokenEnds = Number.isFinite(seconds) && seconds > 0 ? now + seconds * 1000 : now + SESSION_MS;
          await keepHiveSignerToken(k, account.token, token, Math.min(tokenEnds, now + SESSION_MS));
          void reply.clearCookie(HIVESIGNER_COOKIE, { path: COOKIE_PATH });
          // On to the game choice, or to complete the profile first, as the other sign-ins go.
          return await reply.redirect(account.fullprofile ? '/game' : '/profilecomplete', 303);
        } catch (err) {
          if (err instanceof HttpError && wantsPage(request)) {
            if (err.statusCode >= 500)
              request.log.warn({ err, statusCode: err.statusCode }, 'request failed');
            return reply
              .status(err.statusCode)
              .type('text/html; charset=utf-8')
              .send(refusalPage(err.message));
          }
          throw err;
        }
      },
    });
  };
}

/** This site's HiveSigner callback: on SITE_ORIGIN when set, else on the origin the request was sent to. */
function callbackUrl(ctx: ApiContext, request: FastifyRequest): string {
  const origin = ctx.config.siteOrigin ?? originOf(`${request.protocol}://${request.headers.host ?? ''}`);
  if (origin === undefined) throw new HttpError(400, 'request/invalid', 'The request names no host.');
  return `${origin}${HIVESIGNER_CALLBACK_PATH}`;
}

/**
 * The callback's state must be the one this browser's cookie holds, and still waiting (issued, unused,
 * unexpired); otherwise 401 and nothing changes (nor is the waiting state used up).
 */
async function checkState(
  ctx: ApiContext,
  state: string | undefined,
  cookie: string | undefined,
): Promise<string> {
  if (state === undefined || state === '')
    throw new HttpError(
      401,
      'auth/refused',
      'HiveSigner sent no state: this is not a sign-in this site started. Please sign in again.',
    );
  if (cookie === undefined || cookie === '') throw new HttpError(401, 'auth/refused', NOT_WAITING);
  if (!sameText(state, cookie))
    throw new HttpError(
      401,
      'auth/refused',
      'This HiveSigner answer belongs to another sign-in than the one this browser started. Please sign in again.',
    );
  const found = await findHiveSignerState(ctx.db.kysely, state, ctx.now());
  if (found === 'expired')
    throw new HttpError(
      401,
      'auth/refused',
      'The HiveSigner sign-in expired (it lasts 10 minutes). Please sign in again.',
    );
  if (found === 'missing') throw new HttpError(401, 'auth/refused', NOT_WAITING);
  return state;
}

/**
 * The account HiveSigner says the token belongs to; 401 when the token was issued to another app, HiveSigner
 * does not know it, or it names another account than the redirect claimed; 503 when HiveSigner cannot be asked.
 */
async function confirmedAccount(
  ctx: ApiContext,
  appAccount: string,
  token: string,
  claimed: string | undefined,
): Promise<string> {
  const read = readAccessToken(token);
  if (read === undefined)
    throw new HttpError(401, 'auth/refused', 'That is not a HiveSigner access token. Please sign in again.');
  if (read.app !== appAccount)
    throw new HttpError(
      401,
      'auth/refused',
      `That HiveSigner access token was issued to another app (@${read.app.slice(0, 16)}), not to this one.`,
    );
  const check = await whoseToken(ctx.config.hivesignerUrl, token);
  if (!check.ok)
    throw new HttpError(
      check.code === 'hivesigner/refused' ? 401 : 503,
      check.code === 'hivesigner/refused' ? 'auth/refused' : 'server/unavailable',
      check.message,
    );
  const asked = claimed === undefined ? undefined : parseHiveUsername(claimed);
  if (claimed !== undefined && asked !== check.username)
    throw new HttpError(
      401,
      'auth/refused',
      `HiveSigner says this sign-in is @${check.username}'s, not @${claimed.slice(0, 32)}'s. Nobody was signed in.`,
    );
  return check.username;
}

/** Uses the state and the token up together, once: a second use of either is refused (401) and changes nothing. */
async function useStateAndToken(ctx: ApiContext, state: string, token: string): Promise<void> {
  const now = ctx.now();
  // A refusal thrown inside rolls the transaction back: a state used up is given back when the token was used.
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await consumeHiveSignerState(trx, state, now)))
      throw new HttpError(401, 'auth/refused', NOT_WAITING);
    if (!(await useSignatureOnce(trx, `hivesigner:${hashToken(token)}`, now + SESSION_MS)))
      throw new HttpError(
        401,
        'auth/refused',
        'This HiveSigner access token was already used to sign in. Please sign in again.',
      );
  });
}

/**
 * Sign-out's part for a session HiveSigner opened: revokes its access token with HiveSigner and forgets it. A
 * HiveSigner that cannot be reached is logged; the sign-out goes on.
 */
export async function endHiveSignerSession(
  ctx: ApiContext,
  sessionToken: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const accessToken = await takeHiveSignerToken(ctx.db.kysely, sessionToken);
  if (accessToken === undefined) return;
  if (!(await revokeToken(ctx.config.hivesignerUrl, accessToken)))
    log.warn("HiveSigner did not confirm the revocation of a signed-out session's access token");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A browser navigating here (not a script) is answered with a page, not JSON. */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The page a refused HiveSigner sign-in shows: what happened and the way back to sign in. */
function refusalPage(message: string): string {
  const text = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>HiveSigner sign-in refused · Octoduel</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">HiveSigner sign-in refused</h1>
<p role="alert">${text}</p>
<p><a href="/signin">Back to sign in</a></p>
</body></html>`;
}
