import { Client, type Room } from 'colyseus.js';
import { isMatchmakeMethod, MATCHMAKE } from '../../../../contract/routes';
import { call } from '../../net/call';

/**
 * colyseus.js's client with matchmaking read as the API's calls. The server answers a refused matchmaking
 * call (`POST /matchmake/<method>/<room>`) like any API failure: an HTTP error status and the body
 * `{status: 'error', statusCode, error, code, message}` (docs/API.md "Error codes"). colyseus.js itself would
 * turn that into a `ServerError` whose code is the status and whose message is `error` (the status's reason,
 * "Not Found"), losing the code and the message; here the request goes through the route table's MATCHMAKE
 * entry and `call()` (at the game server's endpoint), so a refusal is an `ApiError` with the server's `code`,
 * `message` and `status` (`network/unreachable` when the server cannot be reached). The seat reservation it
 * answers is consumed as colyseus.js does; a refusal by the room itself when the WebSocket joins stays
 * colyseus.js's `ServerError` (a numeric code).
 */
export class GameClient extends Client {
  protected override async createMatchMakeRequest<T>(
    method: string,
    roomName: string,
    options: Record<string, unknown> = {},
    rootSchema?: Parameters<typeof Client.prototype.consumeSeatReservation<T>>[1],
    reuseRoomInstance?: Room,
  ): Promise<Room<T>> {
    // colyseus.js only asks for the methods Colyseus serves; another would be refused by the server anyway.
    if (!isMatchmakeMethod(method)) throw new Error(`Colyseus serves no matchmaking method ${method}.`);
    const headers: Record<string, string> = { ...this.http.headers, accept: 'application/json' };
    // A token set on the client (scripts, tests) signs the call in; the web client relies on the cookie.
    if (this.http.authToken) headers.authorization = `Bearer ${this.http.authToken}`;
    const reservation = await call(MATCHMAKE, {
      params: { method, roomName },
      body: options,
      headers,
      endpoint: (url) => this.getHttpEndpoint(url),
    });
    // As colyseus.js does: a reconnection's seat is taken back with its token.
    if (method === 'reconnect' && typeof options.reconnectionToken === 'string')
      reservation.reconnectionToken = options.reconnectionToken;
    return this.consumeSeatReservation<T>(reservation, rootSchema, reuseRoomInstance);
  }
}
