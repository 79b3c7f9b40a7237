import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { messageFor } from '../../contract/catalogue/messageFor';
import { HttpError } from './errors';
import { isOwnOrigin } from './origin';
import { SESSION_COOKIE } from '../db/sessions';

/** Methods that change nothing; every other one is checked. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = messageFor('cross-site/refused');
export const ORIGIN_MISSING =
  'Request refused: a change signed in by the session cookie must carry Origin; scripts and apps send Authorization: Bearer instead.';

/**
 * Why a request must be refused as a possible cross-site forgery, or undefined when it may go on.
 * - Reads (GET, HEAD, OPTIONS) always go on.
 * - `Authorization: Bearer` requests go on: a page on another site cannot make a browser send one.
 * - With an `Origin` (every browser sends one on a POST, PUT, PATCH or DELETE, same-origin too): it must be
 *   this site (SITE_ORIGIN, else the request's Host) or one of ALLOWED_ORIGINS, signed in or not (a
 *   foreign page may not sign a visitor in to an account of its choosing either).
 * - Without one: refused when `Sec-Fetch-Site` says cross-site or same-site; and when the session cookie
 *   would sign it in, unless `Sec-Fetch-Site: same-origin`. Scripts without a cookie (sign-in by curl) go on.
 */
export function crossSiteRefusal(config: Config, request: FastifyRequest): string | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  // A Bearer token that signs the request in (an empty one would let the cookie do it instead).
  if (/^Bearer \S/.test(request.headers.authorization ?? '')) return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined)
    return isOwnOrigin(config, origin, request.headers.host) ? undefined : CROSS_SITE_REFUSED;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return CROSS_SITE_REFUSED;
  if (request.cookies[SESSION_COOKIE] !== undefined && fetchSite !== 'same-origin') return ORIGIN_MISSING;
  return undefined;
}

/**
 * Refuses cross-site writes with 403 before anything else runs (no body is read, nothing changes).
 * Register after @fastify/cookie, before the routes.
 */
export function installCrossSiteCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    const refusal = crossSiteRefusal(config, request);
    if (refusal !== undefined) throw new HttpError(403, 'cross-site/refused', refusal);
  });
}
