import { ErrorCode, getBearerToken, ServerError, type AuthContext } from '@colyseus/core';
import { NO_SUCH_GAME } from '../../contract/texts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server as HttpServer, ServerResponse } from 'node:http';
import { codeForStatus, type ApiErrorCode } from '../../contract/http';
import { ARENA_ROOM, EXHIBITION_ROOM } from '../../engine';
import { messageFor } from '../../contract/catalogue/messageFor';
import { bodyTooLarge, errorBody, SERVER_FAULT } from '../../contract/errors';
import { authenticate, rememberUser, visitorFrom, type SeatUser } from '../colyseus/auth';
import { isBudgetRefusal } from '../limits/budgets';
import type { MatchmakingLimits, Refusal } from '../limits/rateLimits';
import { matchmake, processClosing } from './publicMatch';
import { checkOptions, CREATOR_OPTION } from './roomOptions';
import { mayTakeSeat } from './mayTakeSeat';
import type { RoomServices } from '../services';
import { isSpectating, spectateById } from '../colyseus/spectators';

/** The one answer to a join by code that fails, whatever the reason (no such code, no session, full). */
export { NO_SUCH_GAME };
/** The answer to any call but watching on the exhibition's room name (it is the server's own game). */
export const EXHIBITION_ONLY_WATCHED = messageFor('match/watch-only');
/** A reconnection to a room that no longer exists (Colyseus's unknown room id). */
export const GAME_GONE = 'This game is over or no longer exists.';
/** A reconnection whose seat is no longer held (Colyseus's expired reconnection token). */
export const RECONNECTION_EXPIRED = messageFor('match/expired');
export const RESTARTING = 'The game server is restarting. Please try again in a moment.';
export const NO_SUCH_CALL = 'There is no such matchmaking call.';
export const NO_SUCH_ROOM_TYPE = 'There is no such kind of game.';
/** A `join` (never `joinOrCreate`) that finds no room. */
export const NO_GAME_TO_JOIN = 'There is no game to join right now.';
export const TOO_SLOW = messageFor('request/too-slow');

/** Colyseus's matchmaking error codes (its own ErrorCode enum) that the gate answers in the API's terms. */
const COLYSEUS = {
  noHandler: ErrorCode.MATCHMAKE_NO_HANDLER,
  invalidCriteria: ErrorCode.MATCHMAKE_INVALID_CRITERIA,
  invalidRoomId: ErrorCode.MATCHMAKE_INVALID_ROOM_ID,
  expired: ErrorCode.MATCHMAKE_EXPIRED,
} as const;
/** spectators.ts's refusals (`{code, error}`) by their code: unknown or closed game, full, over budget. */
const SPECTATOR_REFUSALS: Readonly<Record<number, readonly [number, ApiErrorCode]>> = {
  [COLYSEUS.invalidRoomId]: [404, 'match/closed'],
  409: [409, 'match/full'],
  429: [409, 'match/budget'],
};
const METHODS = new Set(['joinOrCreate', 'create', 'join', 'joinById', 'reconnect']);

/** A refused matchmaking call: its status, the API's error code and message, and extra headers. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What the gate is given by the composition root (server/startServer.ts): values and the API's HTTP checks. */
export interface GateDeps {
  readonly services: RoomServices;
  readonly limits: MatchmakingLimits;
  /** The client's address (the API's trusted-proxy rule, TRUST_PROXY). */
  readonly clientIp: (req: IncomingMessage) => string;
  /** Whether a browser's `Origin` is this site's own (SITE_ORIGIN, its Host, or ALLOWED_ORIGINS). */
  readonly isOwnOrigin: (origin: string, hostHeader: string | undefined) => boolean;
}

/**
 * Puts our gate in front of Colyseus's matchmaking HTTP routes (every URL containing `/matchmake`, which
 * Colyseus takes over outside Fastify): CORS only for this site's origins, bodies of at most
 * `limits.maxBodyBytes` (413 before buffering), per-IP and per-user rate limits, checked options, one
 * answer for every failed join by code. Without a session only watching (`joinById` with `spectate: true`) is
 * answered, as a visitor counted per IP; the exhibition's room name takes nothing but watching. Every refusal
 * is the API's: its HTTP status and error body (`errorBody`, a `code` of contract/http.ts and a `message`; a 5xx
 * also carries the `requestId` it was logged under). A seat reservation is Colyseus's (public games: the seek pool's,
 * rooms/matchmaking/publicMatch.ts). Other requests go on to the listeners already installed.
 */
export function installMatchmakingGate(server: HttpServer, deps: GateDeps): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').includes('/matchmake')) {
      const cors = corsHeaders(deps, req);
      handle(req, res, deps, cors).catch((err: unknown) => {
        if (res.headersSent) {
          console.error('matchmaking request failed', err);
          return;
        }
        const requestId = randomUUID();
        const refused = refusalOfFailure(err, processClosing());
        if (refused !== undefined) {
          const body = errorBody(refused.status, refused.message, refused.code);
          if (refused.status >= 500)
            console.warn(`matchmaking refused (request ${requestId}): ${refused.message}`);
          answer(
            res,
            refused.status,
            { ...cors, ...refused.headers },
            refused.status >= 500 ? { ...body, requestId } : body,
          );
          return;
        }
        console.error(`matchmaking request failed (request ${requestId})`, err);
        answer(res, 500, cors, { ...errorBody(500, SERVER_FAULT, 'server/fault'), requestId });
      });
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

/**
 * How a failed call is answered: its refusal, or undefined for a fault of ours (500). A call cut short because the
 * process closed meanwhile (the end of a drain: the presence's Redis client, which the rate limits count in, is shut
 * while a request awaits it) is the 503 `server/unavailable` a client asks again after, never a 500.
 */
export function refusalOfFailure(err: unknown, closing: boolean): Refused | undefined {
  if (err instanceof Refused) return err;
  return closing ? new Refused(503, 'server/unavailable', RESTARTING) : undefined;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  deps: GateDeps,
  cors: Record<string, string>,
): Promise<void> {
  if (processClosing()) throw new Refused(503, 'server/unavailable', RESTARTING);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const route = parseRoute(req);
  if (req.method !== 'POST' || route === undefined) throw new Refused(404, 'request/not-found', NO_SUCH_CALL);
  const { method, roomName } = route;
  const max = deps.services.limits.maxBodyBytes;
  if (Number(req.headers['content-length'] ?? 0) > max) throw tooLarge(max);
  const ip = deps.clientIp(req);
  const creates = method === 'create' || method === 'joinOrCreate';
  // A `join` counts like a creation: its reservation holds a waiting public room's free seat (issue 35).
  const kind = method === 'joinById' ? 'joinByCode' : creates || method === 'join' ? 'create' : undefined;
  const ipRefusal =
    (await deps.limits.take('matchmake', { ip })) ?? (kind && (await deps.limits.take(kind, { ip })));
  if (ipRefusal) throw rateLimited(ipRefusal);
  const body = await readBody(req, max, deps.services.limits.bodyTimeoutMs);
  if (body === 'too-large') throw tooLarge(max);
  if (body === 'too-slow') throw new Refused(408, 'request/too-slow', TOO_SLOW, { Connection: 'close' });
  if (body === 'aborted') return;
  const options = parseJson(body);
  const optionsError = checkOptions(method, roomName, options);
  if (optionsError !== undefined) throw new Refused(400, 'request/invalid', optionsError);
  // Colyseus's own type says string; it is undefined without a Bearer header (then the cookie counts).
  const token: string = getBearerToken(req.headers.authorization ?? '');
  const context: AuthContext = { token, headers: req.headers, ip, req };
  const spectating = method === 'joinById' && isSpectating(options);
  if (roomName === EXHIBITION_ROOM && method !== 'joinById')
    throw new Refused(403, 'match/watch-only', EXHIBITION_ONLY_WATCHED);
  // An arena's game is made by the arena's director (with its pairing), never by a client: its players join by id.
  if (roomName === ARENA_ROOM && method !== 'joinById')
    throw new Refused(403, 'match/arena-only', messageFor('match/arena-only'));
  let user: SeatUser;
  try {
    user = await authenticate(deps.services, context);
  } catch (err) {
    // Signed out, a visitor may still watch (the IP limits above and a budget of watched games per IP).
    if (spectating) {
      answer(res, 200, cors, spectated(await spectateById(roomName, visitorFrom(ip))));
      return;
    }
    if (method === 'joinById') throw new Refused(404, 'match/no-such-game', NO_SUCH_GAME);
    throw refusalOf(err, method);
  }
  const userRefusal =
    (await deps.limits.take('matchmake', { userId: user.userId })) ??
    (kind && (await deps.limits.take(kind, { userId: user.userId })));
  if (userRefusal) throw rateLimited(userRefusal);
  rememberUser(context, user);
  const clientOptions = options as Record<string, unknown>;
  if (creates) clientOptions[CREATOR_OPTION] = user.userId;
  if (spectating) {
    answer(res, 200, cors, spectated(await spectateById(roomName, user)));
    return;
  }
  // A room reserved for others (a rematch) answers as an unused code, and no reservation holds its seat.
  if (method === 'joinById' && !(await mayTakeSeat(roomName, user.userId)))
    throw new Refused(404, 'match/no-such-game', NO_SUCH_GAME);
  let reservation: unknown;
  try {
    // A client that gave up meanwhile (its connection closed) never takes the seat: a public seek gives it back.
    const abandoned = () => res.destroyed || req.socket.destroyed;
    reservation = await matchmake(
      deps.services.seekPool,
      method,
      roomName,
      clientOptions,
      context,
      abandoned,
    );
  } catch (err) {
    if (method === 'joinById') throw new Refused(404, 'match/no-such-game', NO_SUCH_GAME);
    // The process closed while the call was under way (the end of a drain): not the caller's fault, nor ours.
    throw processClosing() ? new Refused(503, 'server/unavailable', RESTARTING) : refusalOf(err, method);
  }
  answer(res, 200, cors, reservation);
}

/** `…/matchmake/<method>/<roomName>`: the call, or undefined when it is not one. */
function parseRoute(req: IncomingMessage): { method: string; roomName: string } | undefined {
  const path = new URL(req.url ?? '/', 'http://gate').pathname;
  const match = /\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (match === null || !METHODS.has(match[1]!)) return undefined;
  return { method: match[1]!, roomName: match[2]! };
}

/** CORS for this site's own origins (and ALLOWED_ORIGINS) only; a foreign origin gets no Allow header. */
function corsHeaders(deps: GateDeps, req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !deps.isOwnOrigin(origin, req.headers.host)) return { Vary: 'Origin' };
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

/** spectateById's answer: the seat reservation, or its refusal (`{code, error}`) in the API's terms. */
function spectated(verdict: Awaited<ReturnType<typeof spectateById>>): unknown {
  if (!('error' in verdict)) return verdict;
  const [status, code] = SPECTATOR_REFUSALS[verdict.code] ?? [409, 'match/full'];
  throw new Refused(status, code, verdict.error);
}

/**
 * A failure of Colyseus's matchmaking (or of our onAuth and onCreate, which throw its ServerError) in the API's
 * terms. Our rooms throw HTTP statuses (400 a bad option, 401/403 the session, 429 the live-room budget, 503
 * no free code); Colyseus throws its own codes (an unknown room name, no room to join, a room gone, an
 * expired reconnection). Anything else is returned as it is (a server fault).
 */
function refusalOf(err: unknown, method: string): unknown {
  const code = (err as { code?: unknown } | undefined)?.code;
  if (err instanceof Error && isBudgetRefusal(err)) return new Refused(409, 'match/budget', err.message);
  if (!(err instanceof Error) || !(err instanceof ServerError || typeof code === 'number')) return err;
  switch (code) {
    case COLYSEUS.noHandler:
      return new Refused(404, 'request/not-found', NO_SUCH_ROOM_TYPE);
    case COLYSEUS.invalidCriteria:
      return new Refused(404, 'match/no-such-game', NO_GAME_TO_JOIN);
    case COLYSEUS.invalidRoomId:
      return new Refused(404, 'match/no-such-game', method === 'reconnect' ? GAME_GONE : NO_SUCH_GAME);
    case COLYSEUS.expired:
      return new Refused(410, 'match/expired', RECONNECTION_EXPIRED);
    // The one 429 a room throws: the user's live-room budget (rooms/limits/budgets.ts), not a rate.
    case 429:
      return new Refused(409, 'match/budget', err.message);
  }
  if (typeof code === 'number' && code >= 400 && code < 500) {
    return new Refused(code, codeForStatus(code), err.message);
  }
  if (code === 503) return new Refused(503, 'server/unavailable', err.message);
  return err;
}

function tooLarge(max: number): Refused {
  return new Refused(413, 'request/too-large', bodyTooLarge(max), { Connection: 'close' });
}

function rateLimited(refusal: Refusal): Refused {
  return new Refused(429, 'rate/limited', refusal.message, {
    'Retry-After': String(refusal.retryAfterSeconds),
  });
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
