import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../context';
import { asList, enforce, RATE_WINDOW_MS } from './limits';
import { optionalSession } from './session';

export const TOO_MANY_WRITES =
  'Too many requests from your address without signing in. Please wait a minute and try again.';
export const TOO_MANY_READS = 'Too many requests from your address. Please wait a minute and try again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read that costs a query or more each time (a history page, a replay): limited per IP. */
    publicRead?: true;
  }
}

/** Route options (`config`) of a public read that is limited per IP (PUBLIC_READ_RATE_LIMIT a minute). */
export const publicRead = { publicRead: true } as const;

/**
 * Issue 35, findings 2 and 8: the requests anyone can send without an account, in bulk, are limited per client IP
 * (Fastify's `request.ip`: X-Forwarded-For only from a proxy TRUST_PROXY names), on every route registered after
 * this call (@fastify/rate-limit must be registered).
 * - Writes (anything but GET and HEAD) from a caller without a valid session: SIGNED_OUT_WRITE_RATE_LIMIT a
 *   minute, one budget for all of them, counted before the route's own checks (a 401 costs a request too). A
 *   signed-in caller is not counted: its writes are its account's. The sign-in routes keep their own limits.
 * - The reads marked `publicRead`: PUBLIC_READ_RATE_LIMIT a minute, signed in or not.
 */
export function installPublicLimits(app: FastifyInstance, ctx: ApiContext): void {
  const { signedOutWriteRateLimit, publicReadRateLimit } = ctx.config;
  const writes = app.createRateLimit({
    max: signedOutWriteRateLimit,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `signed-out-write:${request.ip}`,
  });
  const reads = app.createRateLimit({
    max: publicReadRateLimit,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `public-read:${request.ip}`,
  });
  const writeHook: onRequestAsyncHookHandler = async (request, reply) => {
    if ((await optionalSession(ctx, request)) !== undefined) return;
    await enforce(writes, request, reply, TOO_MANY_WRITES);
  };
  const readHook: onRequestAsyncHookHandler = (request, reply) =>
    enforce(reads, request, reply, TOO_MANY_READS);
  app.addHook('onRoute', (route) => {
    const writesState = asList(route.method).some((m) => m !== 'GET' && m !== 'HEAD');
    if (writesState && route.config?.signInLimit === undefined)
      route.onRequest = [writeHook, ...asList(route.onRequest)];
    if (route.config?.publicRead === true) route.onRequest = [readHook, ...asList(route.onRequest)];
  });
}
