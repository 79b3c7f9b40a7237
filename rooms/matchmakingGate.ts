import { getBearerToken, matchMaker, ServerError, type AuthContext } from '@colyseus/core';
import type { IncomingMessage, RequestListener, Server as HttpServer, ServerResponse } from 'node:http';
import type { Config } from '../api/config';
import { clientIp, type TrustFunction } from '../api/http/clientIp';
import { isOwnOrigin } from '../api/http/origin';
import { authenticate, rememberUser, visitorFrom, type SeatUser } from './auth';
import { EXHIBITION_ROOM } from './exhibitions';
import type { MatchmakingLimits, Refusal } from './rateLimits';
import { checkOptions, CREATOR_OPTION } from './roomOptions';
import type { RoomServices } from './services';
import { isSpectating, spectateById } from './spectators';

/** The one answer to a join by code that fails, whatever the reason (no such code, no session, full). */
export const NO_SUCH_GAME = 'There is no game with this code.';
/** The answer to any call but watching on the exhibition's room name (it is the server's own game). */
export const EXHIBITION_ONLY_WATCHED = 'The exhibition is the server’s own game: it can only be watched.';
/** Colyseus's code for an unknown room id (the web client knows it). */
const INVALID_ROOM_ID = 4212;
const METHODS = new Set(['joinOrCreate', 'create', 'join', 'joinById', 'reconnect']);

export interface GateDeps {
  readonly config: Config;
  readonly services: RoomServices;
  readonly limits: MatchmakingLimits;
  readonly trust: TrustFunction;
}

/**
 * Puts our gate in front of Colyseus's matchmaking HTTP routes (every URL containing `/matchmake`, which
 * Colyseus takes over outside Fastify): CORS only for this site's origins, bodies of at most
 * `limits.maxBodyBytes` (413 before buffering), per-IP and per-user rate limits, checked options, one
 * answer for every failed join by code. Without a session only watching (`joinById` with `spectate: true`) is
 * answered, as a visitor counted per IP; the exhibition's room name takes nothing but watching. Other requests
 * go on to the listeners already installed.
 */
export function installMatchmakingGate(server: HttpServer, deps: GateDeps): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').includes('/matchmake')) {
      handle(req, res, deps).catch((err: unknown) => {
        console.error('matchmaking request failed', err);
        if (!res.headersSent)
          answer(res, 500, {}, { code: 500, error: 'Something went wrong. Please try again.' });
      });
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, deps: GateDeps): Promise<void> {
  const cors = corsHeaders(deps.config, req);
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
    answer(res, 503, cors, {
      code: 503,
      error: 'The game server is restarting. Please try again in a moment.',
    });
    return;
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const route = parseRoute(req);
  if (req.method !== 'POST' || route === undefined) {
    answer(res, 404, cors, { code: 404, error: 'There is no such matchmaking call.' });
    return;
  }
  const { method, roomName } = route;
  const max = deps.services.limits.maxBodyBytes;
  if (Number(req.headers['content-length'] ?? 0) > max) {
    tooLarge(res, cors, max);
    return;
  }
  const ip = clientIp(req, deps.trust);
  const kind =
    method === 'joinById'
      ? 'joinByCode'
      : method === 'create' || method === 'joinOrCreate'
        ? 'create'
        : undefined;
  const ipRefusal =
    (await deps.limits.take('matchmake', { ip })) ?? (kind && (await deps.limits.take(kind, { ip })));
  if (ipRefusal) {
    refuse(res, cors, ipRefusal);
    return;
  }
  const body = await readBody(req, max, deps.services.limits.bodyTimeoutMs);
  if (body === 'too-large') {
    tooLarge(res, cors, max);
    return;
  }
  if (body === 'too-slow') {
    answer(
      res,
      408,
      { ...cors, Connection: 'close' },
      { code: 408, error: 'The request took too long to send.' },
    );
    return;
  }
  if (body === 'aborted') return;
  const options = parseJson(body);
  const optionsError = checkOptions(method, roomName, options);
  if (optionsError !== undefined) {
    answer(res, 400, cors, { code: 400, error: optionsError });
    return;
  }
  // Colyseus's own type says string; it is undefined without a Bearer header (then the cookie counts).
  const token: string = getBearerToken(req.headers.authorization ?? '');
  const context: AuthContext = { token, headers: req.headers, ip, req };
  const spectating = method === 'joinById' && isSpectating(options);
  if (roomName === EXHIBITION_ROOM && method !== 'joinById') {
    answer(res, 200, cors, { code: 403, error: EXHIBITION_ONLY_WATCHED });
    return;
  }
  let user: SeatUser;
  try {
    user = await authenticate(deps.services, context);
  } catch (err) {
    // Signed out, a visitor may still watch (the IP limits above and a budget of watched games per IP).
    if (spectating) {
      answer(res, 200, cors, await spectateById(roomName, visitorFrom(ip)));
      return;
    }
    if (method === 'joinById') answer(res, 200, cors, { code: INVALID_ROOM_ID, error: NO_SUCH_GAME });
    else answer(res, 200, cors, colyseusError(err));
    return;
  }
  const userRefusal =
    (await deps.limits.take('matchmake', { userId: user.userId })) ??
    (kind && (await deps.limits.take(kind, { userId: user.userId })));
  if (userRefusal) {
    refuse(res, cors, userRefusal);
    return;
  }
  rememberUser(context, user);
  const clientOptions = options as Record<string, unknown>;
  if (kind === 'create') clientOptions[CREATOR_OPTION] = user.userId;
  if (spectating) {
    answer(res, 200, cors, await spectateById(roomName, user));
    return;
  }
  try {
    const reservation: unknown = await matchMaker.controller.invokeMethod(
      method,
      roomName,
      clientOptions,
      context,
    );
    answer(res, 200, cors, reservation);
  } catch (err) {
    if (method === 'joinById') answer(res, 200, cors, { code: INVALID_ROOM_ID, error: NO_SUCH_GAME });
    else answer(res, 200, cors, colyseusError(err));
  }
}

/** `…/matchmake/<method>/<roomName>`: the call, or undefined when it is not one. */
function parseRoute(req: IncomingMessage): { method: string; roomName: string } | undefined {
  const path = new URL(req.url ?? '/', 'http://gate').pathname;
  const match = /\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (match === null || !METHODS.has(match[1]!)) return undefined;
  return { method: match[1]!, roomName: match[2]! };
}

/** CORS for this site's own origins (and ALLOWED_ORIGINS) only; a foreign origin gets no Allow header. */
function corsHeaders(config: Config, req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !isOwnOrigin(config, origin, req.headers.host)) return { Vary: 'Origin' };
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization',
    'Access-Control-Max-Age': '600',
  };
}

type BodyResult = Buffer | 'too-large' | 'too-slow' | 'aborted';

/**
 * Reads the body up to `max` bytes within `timeoutMs`; past either it stops reading (the rest is never
 * buffered, and a client sending slowly cannot hold the request open).
 */
function readBody(req: IncomingMessage, max: number, timeoutMs: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      req.pause();
      stop('too-slow');
    }, timeoutMs);
    const stop = (result: BodyResult) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.pause();
        stop('too-large');
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop(Buffer.concat(chunks));
    };
    const onClose = () => {
      stop('aborted');
    };
    req.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
  });
}

/** The options object: an empty body is `{}`; anything that is not JSON is `undefined` (refused). */
function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A failure in Colyseus's answer shape (`{code, error}`, HTTP 200), which colyseus.js turns into an error. */
function colyseusError(err: unknown): { code: number; error: string } {
  const code = (err as { code?: unknown } | undefined)?.code;
  if (err instanceof Error && (err instanceof ServerError || typeof code === 'number')) {
    return { code: typeof code === 'number' ? code : 500, error: err.message };
  }
  console.error('matchmaking failed', err);
  return { code: 500, error: 'Something went wrong. Please try again.' };
}

function tooLarge(res: ServerResponse, cors: Record<string, string>, max: number): void {
  answer(
    res,
    413,
    { ...cors, Connection: 'close' },
    { code: 413, error: `The request is too large (at most ${max} bytes).` },
  );
}

function refuse(res: ServerResponse, cors: Record<string, string>, refusal: Refusal): void {
  answer(
    res,
    429,
    { ...cors, 'Retry-After': String(refusal.retryAfterSeconds) },
    { code: 429, error: refusal.message },
  );
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
