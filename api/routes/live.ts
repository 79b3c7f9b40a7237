import type { FastifyInstance } from 'fastify';
import type { LiveGame } from '../../contract/http';
import { LIVE_GAMES, type AnswerOf } from '../../contract/routes';
import { HttpError } from '../http/errors';
import { enforce, RATE_WINDOW_MS } from '../http/limits';

/**
 * The port GET /api/live reads: the live watchable games, best first, as a watcher asks for them. The rooms implement
 * it over Colyseus's room listings (rooms/matchmaking/liveGames.ts's `liveGamesSource`, which may start the exhibition when
 * nothing is live); server/ wires it in.
 */
export interface LiveGamesSource {
  listLive(): Promise<readonly LiveGame[]>;
}

export const LIVE_LIMIT_DEFAULT = 50;
const LIVE_LIMIT_MAX = 100;

/** `?limit=N` (1..100, 50 by default); anything else in the query is refused. */
export function parseLiveQuery(query: unknown): number {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const extra = Object.keys(q).find((k) => k !== 'limit');
  if (extra !== undefined)
    throw new HttpError(400, 'request/invalid', `Unknown query parameter "${extra.slice(0, 40)}".`);
  if (q.limit === undefined) return LIVE_LIMIT_DEFAULT;
  const limit = typeof q.limit === 'string' && /^\d{1,3}$/.test(q.limit) ? Number(q.limit) : NaN;
  if (!(limit >= 1 && limit <= LIVE_LIMIT_MAX))
    throw new HttpError(400, 'request/invalid', `limit must be a whole number from 1 to ${LIVE_LIMIT_MAX}.`);
  return limit;
}

export const TOO_MANY_LIVE_REQUESTS =
  'Too many requests for the live games from your address. Please wait a minute and try again.';

/**
 * `GET /api/live`: the live public, vs-AI and exhibition games, best first, for anyone (signed in or not),
 * `perMinutePerIp` requests a minute per IP (the rooms' `limits.liveListPerMinutePerIp`).
 */
export function registerLiveRoute(
  app: FastifyInstance,
  source: LiveGamesSource,
  limits: { readonly perMinutePerIp: number },
): void {
  const perIp = app.createRateLimit({
    max: limits.perMinutePerIp,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `live:${request.ip}`,
  });
  app.route({
    method: LIVE_GAMES.method,
    url: LIVE_GAMES.path,
    // The query is read by parseLiveQuery (its own messages, and any other field refused), not by a schema.
    handler: async (request, reply): Promise<AnswerOf<typeof LIVE_GAMES>> => {
      await enforce(perIp, request, reply, TOO_MANY_LIVE_REQUESTS);
      const limit = parseLiveQuery(request.query);
      const games = await source.listLive();
      return { games: games.slice(0, limit) };
    },
  });
}
