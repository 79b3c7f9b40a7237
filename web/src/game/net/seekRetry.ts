// Which failures of a public seek are asked again quietly: races the player did not cause (issue 27). Shared by
// the web client (connection.ts) and the load bots (tests/bench/loadBots.ts), which count only what a person sees.
import { ApiError } from '../../net/http';

/** Waits before each ask for a public game while it fails through no fault of the player (ms). */
export const SEEK_RETRY_DELAYS = [0, 500, 1000, 2000] as const;

/** The server answered that it is busy or restarting (503 `server/unavailable`; a plain client sees the status). */
export function serverUnavailable(err: unknown): boolean {
  return err instanceof ApiError ? err.code === 'server/unavailable' : codeOf(err) === 503;
}

/**
 * The seat was granted, then lost before the WebSocket took it: its room or process closed meanwhile, or a server
 * too busy let the reservation run out (Colyseus answers "seat reservation expired." with code 0, the number its
 * error message encodes for none; or the socket fails with no code, or closes with a WebSocket close code below
 * 4000). A refusal by the room itself carries its own code (409, 403, …) and is the player's to see; so is a
 * refused or failed matchmaking call (an ApiError, or a network error's string code such as ECONNREFUSED).
 */
export function seatLost(err: unknown): boolean {
  if (err instanceof ApiError) return false;
  const code = codeOf(err);
  return code === undefined || code === 0 || (typeof code === 'number' && code >= 1000 && code < 4000);
}

/** Whether a public seek that failed with `err` is asked again without showing anything. */
export const askAgainQuietly = (err: unknown): boolean => serverUnavailable(err) || seatLost(err);

function codeOf(err: unknown): unknown {
  return (err as { code?: unknown } | null)?.code;
}
