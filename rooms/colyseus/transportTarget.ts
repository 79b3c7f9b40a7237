/** What a WebSocket request asks for, read as Colyseus's transport reads it. */
export interface TransportTarget {
  /** The request's URL, parsed as the transport parses it (its query is the transport's). */
  readonly url: URL;
  /** The process id segment before the room id; undefined when no room id parses. */
  readonly processId: string | undefined;
  /** The room whose seat the transport looks up; undefined when none parses (the transport finds no room). */
  readonly roomId: string | undefined;
  /** The reconnection token the transport hands the room; null without one. */
  readonly reconnectionToken: string | null;
}

/** The transport's own match: the last two path segments, the second the room id. */
const PROCESS_AND_ROOM = /\/([a-zA-Z0-9_-]+)\/([a-zA-Z0-9_-]+)$/;

/**
 * The target of a WebSocket request exactly as @colyseus/ws-transport 0.16 reads it
 * (`WebSocketTransport.onConnection`: `new URL('ws://server/' + req.url)`, then its path pattern). Anything that
 * decides about a WebSocket before the transport seats it (rooms/colyseus/reconnection.ts) reads it here, so the two
 * never disagree on the room: read with a base URL instead, `//process/room` names a host and no room at all.
 */
export function transportTarget(requestUrl: string): TransportTarget {
  const url = new URL(`ws://server/${requestUrl}`);
  const match = PROCESS_AND_ROOM.exec(url.pathname);
  return {
    url,
    processId: match?.[1],
    roomId: match?.[2],
    reconnectionToken: url.searchParams.get('reconnectionToken'),
  };
}

/**
 * Whether the request's URL reads the same as an ordinary origin-form URL (resolved against a base, as
 * browsers and proxies read it): the same room and reconnection token. A URL read two ways (a leading `//`, a
 * backslash) never comes from our client; a check that decides who may reconnect refuses it.
 */
export function readsOneWay(requestUrl: string, target: TransportTarget): boolean {
  let plain: URL;
  try {
    plain = new URL(requestUrl, 'ws://server');
  } catch {
    return false;
  }
  return (
    PROCESS_AND_ROOM.exec(plain.pathname)?.[2] === target.roomId &&
    plain.searchParams.get('reconnectionToken') === target.reconnectionToken
  );
}

/**
 * The canonical request URL of a target with a room (`/<process>/<room>?<query>`): the transport reads it as
 * `target` whatever a later version's parser does with odd paths.
 */
export function canonicalUrl(target: TransportTarget & { processId: string; roomId: string }): string {
  return `/${target.processId}/${target.roomId}${target.url.search}`;
}
