import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/** The most a client may take to send its request's headers (never more than the whole request's time). */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * The timeouts of the HTTP server the API shares with matchmaking and the WebSockets (issue 35, finding 8):
 * Fastify leaves `requestTimeout` at 0, so a request whose body never ends held its socket for good. A request
 * (headers and body) gets REQUEST_TIMEOUT_MS, its headers at most HEADERS_TIMEOUT_MS of that; later Node answers
 * 408 and closes the connection, as it does for a connection that never sends a byte. Node checks every
 * `connectionsCheckingInterval`, so a short timeout (a test's) is checked as often. An upgraded WebSocket has left
 * the HTTP server's care, and `ws` clears the socket's idle timeout: a game's socket is never cut by these.
 * Keep-alive stays Fastify's 72 s (longer than a load balancer's usual 60 s idle time).
 */
export function serverTimeouts(config: Config): { requestTimeout: number; http: ServerOptions } {
  const requestTimeout = config.requestTimeoutMs;
  return {
    requestTimeout,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeout / 4))),
    },
  };
}
