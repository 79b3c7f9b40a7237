import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { SETTING_LIMITS } from '../../engine';
import { HttpError } from './errors';

/** Image uploads larger than this are refused with 413 (the contract's limit, which the web checks too). */
export const MAX_IMAGE_BYTES = SETTING_LIMITS.imageBytes;

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
 * from a proxy TRUST_PROXY names. The per-IP check runs before the body is read; the per-account one after
 * the body passed its schema (a malformed request is a 400 and uses no account's budget).
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
    route.onRequest = [...asList(route.onRequest), ipHook];
    if (limit.account !== undefined) route.preHandler = [...asList(route.preHandler), accountHook];
  });
}

/** The account a sign-in request names, spelled as the server compares it (trimmed, lowercase). */
function accountKey(request: FastifyRequest): string {
  const field = request.routeOptions.config.signInLimit?.account ?? '';
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return `account:${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply, message: string) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  void reply.header('retry-after', String(result.ttlInSeconds));
  throw new HttpError(429, 'rate/limited', message);
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
