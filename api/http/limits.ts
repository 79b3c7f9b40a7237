import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestAsyncHookHandler,
} from 'fastify';
import type { Config } from '../config';
import { SETTING_LIMITS } from '../../contract/http';
import { HttpError } from './errors';

/** Image uploads larger than this are refused with 413 (the contract's limit, which the web checks too). */
export const MAX_IMAGE_BYTES = SETTING_LIMITS.imageBytes;

/**
 * Request bodies: every route takes at most DEFAULT_BODY_BYTES (a sign-in, a setting, a profile change are far
 * smaller); only the routes that need more say so with their own `bodyLimit`. Fastify refuses a larger
 * announced Content-Length with 413 before reading a byte, and a chunked body as soon as it passes the limit.
 */
export const DEFAULT_BODY_BYTES = 64 * 1024;
/** The AI names list: up to 5000 names of 40 characters, each up to 4 bytes in UTF-8, with JSON's quotes. */
export const AI_NAMES_BODY_BYTES = 1024 * 1024;
/** Image uploads: a 5 MB image as base64 in JSON (4/3 of it) or in a multipart form, with their other fields. */
export const UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Refuses a request whose announced Content-Length passes its route's body limit with 413, after the route's
 * onRequest checks (a signed-out caller is told 401 first) and before a byte of the body is read. Fastify's
 * own parsers check this too, but not every parser (the multipart one reads whatever comes); a chunked body
 * meets the parsers' own count. The refusal is Fastify's own error, so it is answered as theirs is (the limit
 * in words, or the image routes' message).
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const limit = request.routeOptions.bodyLimit;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    return payload;
  });
}

/** The window of every sign-in rate limit. */
export const RATE_WINDOW_MS = 60_000;

export const TOO_MANY_FROM_IP =
  'Too many sign-in attempts from your address. Please wait a minute and try again.';
export const TOO_MANY_FOR_ACCOUNT =
  'Too many sign-in attempts for this account. Please wait a minute and try again.';

/** How a sign-in route is limited (its route `config.signInLimit`). */
export interface SignInLimit {
  /** The body field that names the account signing in (a Hive username or an email): also limited per account. */
  readonly account?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    signInLimit?: SignInLimit;
  }
}

/**
 * Route options (`config`) of a sign-in route: limited per client IP (SIGNIN_RATE_LIMIT a minute, one budget
 * for all sign-in routes together) and, when `account` names a body field, per target account
 * (SIGNIN_USER_RATE_LIMIT a minute, from any number of IPs).
 */
export function signInLimit(account?: string): { signInLimit: SignInLimit } {
  return { signInLimit: account === undefined ? {} : { account } };
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Installs the sign-in limits on every route registered after this call whose config has `signInLimit`
 * (@fastify/rate-limit must be registered). The IP is Fastify's `request.ip`, so `X-Forwarded-For` counts only
 * from a proxy TRUST_PROXY names. The per-IP check runs first, before the route's own onRequest checks (a
 * session, say) and before the body is read; the per-account one after the body passed its schema (a
 * malformed request is a 400 and uses no account's budget).
 */
export function installSignInLimits(app: FastifyInstance, config: Config): void {
  const perIp = app.createRateLimit({ max: config.signInRateLimit, timeWindow: RATE_WINDOW_MS });
  const perAccount = app.createRateLimit({
    max: config.signInUserRateLimit,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: accountKey,
  });
  const ipHook: onRequestAsyncHookHandler = (request, reply) =>
    enforce(perIp, request, reply, TOO_MANY_FROM_IP);
  const accountHook: onRequestAsyncHookHandler = (request, reply) =>
    enforce(perAccount, request, reply, TOO_MANY_FOR_ACCOUNT);
  app.addHook('onRoute', (route) => {
    const limit = route.config?.signInLimit;
    if (limit === undefined) return;
    route.onRequest = [ipHook, ...asList(route.onRequest)];
    if (limit.account !== undefined) route.preHandler = [...asList(route.preHandler), accountHook];
  });
}

/** The account a sign-in request names, spelled as the server compares it (trimmed, lowercase). */
function accountKey(request: FastifyRequest): string {
  const field = request.routeOptions.config.signInLimit?.account ?? '';
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return `account:${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
}

/** Counts `request` against `limiter`; past the limit, 429 `rate/limited` with `message` and Retry-After. */
export async function enforce(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  void reply.header('retry-after', String(result.ttlInSeconds));
  throw new HttpError(429, 'rate/limited', message);
}

export function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
