import { getBearerToken, matchMaker, ServerError, type AuthContext } from '@colyseus/core';
import type { IncomingMessage } from 'node:http';
import { authenticate } from './auth';
import type { RoomServices } from './services';

/** A room that holds seats for reconnection, and knows whose they are. */
export interface ReconnectingRoom {
  /** The user whose seat waits for `reconnectionToken`, if any. */
  reconnectionOwner(reconnectionToken: string): string | undefined;
}

/** A reconnection that was refused, as the client is told. */
interface Refusal {
  readonly code: number;
  readonly message: string;
}

const NOT_YOURS: Refusal = { code: 403, message: 'This seat belongs to another player.' };
const SIGN_IN: Refusal = { code: 401, message: 'Please sign in to play.' };

/**
 * The refusals by the token that replaces a refused reconnection's own (see checkReconnections). Sign-in's own
 * refusals are kept as they are.
 */
const REFUSED_RECONNECTION = new Map<string, Refusal>();

/** The room's `hasReservedSeat` answers a token replaced by checkReconnections with its refusal. */
export function throwIfRefused(reconnectionToken: string | undefined): void {
  const refusal = REFUSED_RECONNECTION.get(reconnectionToken ?? '');
  if (refusal !== undefined) throw new ServerError(refusal.code, refusal.message);
}

function markerOf(refusal: Refusal): string {
  for (const [marker, known] of REFUSED_RECONNECTION)
    if (known.code === refusal.code && known.message === refusal.message) return marker;
  const marker = `refused-${REFUSED_RECONNECTION.size}`;
  REFUSED_RECONNECTION.set(marker, refusal);
  return marker;
}

const refusalOf = (err: unknown): Refusal => {
  const { code, message } = err as { code?: unknown; message?: unknown };
  return typeof code === 'number' && typeof message === 'string' ? { code, message } : SIGN_IN;
};

/**
 * The WebSocket server's `verifyClient` (ws, Colyseus's public transport option): a reconnection (a URL with a
 * `reconnectionToken`; Colyseus runs no onAuth then) must carry the seat owner's session, by token or cookie.
 * The room says whose seat the token holds; a token alone, or someone else's session, is refused: its token is
 * replaced by the refusal's marker, which the room answers with the refusal before Colyseus would seat it.
 */
export function checkReconnections(services: RoomServices) {
  return (info: { req: IncomingMessage }, done: (ok: boolean) => void): void => {
    verify(info.req, services).then(
      () => {
        done(true);
      },
      (err: unknown) => {
        console.error('reconnection check failed', err);
        done(false);
      },
    );
  };
}

async function verify(req: IncomingMessage, services: RoomServices): Promise<void> {
  const url = new URL(req.url ?? '/', 'ws://server');
  const token = url.searchParams.get('reconnectionToken');
  const roomId = /\/[a-zA-Z0-9_-]+\/([a-zA-Z0-9_-]+)$/.exec(url.pathname)?.[1];
  if (token === null || token === '' || roomId === undefined) return;
  const room = matchMaker.getLocalRoomById(roomId) as Partial<ReconnectingRoom> | undefined;
  const owner = room?.reconnectionOwner?.(token);
  // An unknown token is Colyseus's to refuse.
  if (owner === undefined) return;
  const context: AuthContext = {
    token: url.searchParams.get('_authToken') ?? getBearerToken(req.headers.authorization ?? ''),
    headers: req.headers,
    ip: req.socket.remoteAddress ?? '',
  };
  let refusal: Refusal | undefined;
  try {
    if ((await authenticate(services, context)).userId !== owner) refusal = NOT_YOURS;
  } catch (err) {
    refusal = refusalOf(err);
  }
  if (refusal === undefined) return;
  url.searchParams.set('reconnectionToken', markerOf(refusal));
  req.url = `${url.pathname}${url.search}`;
}
