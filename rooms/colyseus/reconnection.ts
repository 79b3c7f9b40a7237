import { getBearerToken, matchMaker, ServerError, type AuthContext } from '@colyseus/core';
import type { IncomingMessage } from 'node:http';
import { authenticate } from './auth';
import type { RoomServices } from '../services';
import { canonicalUrl, readsOneWay, transportTarget } from './transportTarget';

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

/** A reconnection whose URL names no room, or names it two ways: refused before the transport reads it. */
export const UNREADABLE_RECONNECTION: Refusal = {
  code: 400,
  message: 'This reconnection does not name its game plainly.',
};

/**
 * The WebSocket server's `verifyClient` (ws, Colyseus's public transport option): a reconnection (a URL with a
 * `reconnectionToken`; Colyseus runs no onAuth then) must carry the seat owner's session, by token or cookie.
 * The URL is read as the transport reads it (rooms/colyseus/transportTarget.ts) and must read the same as a plain URL,
 * else the upgrade is refused (400): a check that read another room than the transport would seat nobody's
 * owner. The room says whose seat the token holds; a token alone, or someone else's session, is refused: its
 * token is replaced by the refusal's marker, which the room answers with the refusal before Colyseus would seat
 * it.
 */
export function checkReconnections(services: RoomServices) {
  return (
    info: { req: IncomingMessage },
    done: (ok: boolean, code?: number, message?: string) => void,
  ): void => {
    verify(info.req, services).then(
      (refusal) => {
        if (refusal === undefined) done(true);
        else done(false, refusal.code, refusal.message);
      },
      (err: unknown) => {
        console.error('reconnection check failed', err);
        done(false);
      },
    );
  };
}

/** Checks a reconnection's owner; a refusal of the upgrade itself when its URL cannot be trusted. */
async function verify(req: IncomingMessage, services: RoomServices): Promise<Refusal | undefined> {
  const requestUrl = req.url ?? '/';
  const target = transportTarget(requestUrl);
  const token = target.reconnectionToken;
  if (token === null || token === '') return undefined;
  const { processId, roomId } = target;
  // Fail closed: a token with no room, or a URL read two ways, is never checked against a guess.
  if (processId === undefined || roomId === undefined || !readsOneWay(requestUrl, target))
    return UNREADABLE_RECONNECTION;
  // From here the transport reads the canonical form of what was checked, whatever its parser makes of odd paths.
  req.url = canonicalUrl({ ...target, processId, roomId });
  const room = matchMaker.getLocalRoomById(roomId) as Partial<ReconnectingRoom> | undefined;
  const owner = room?.reconnectionOwner?.(token);
  // An unknown token is Colyseus's to refuse.
  if (owner === undefined) return undefined;
  const context: AuthContext = {
    token: target.url.searchParams.get('_authToken') ?? getBearerToken(req.headers.authorization ?? ''),
    headers: req.headers,
    ip: req.socket.remoteAddress ?? '',
  };
  let refusal: Refusal | undefined;
  try {
    if ((await authenticate(services, context)).userId !== owner) refusal = NOT_YOURS;
  } catch (err) {
    refusal = refusalOf(err);
  }
  if (refusal === undefined) return undefined;
  target.url.searchParams.set('reconnectionToken', markerOf(refusal));
  req.url = canonicalUrl({ ...target, processId, roomId });
  return undefined;
}
