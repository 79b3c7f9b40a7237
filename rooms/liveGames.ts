import { matchMaker } from '@colyseus/core';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api/context';
import { HttpError } from '../api/http/errors';
import { requireSession } from '../api/http/session';
import type { LiveGame, LivePlayer } from '../engine';
import type { GameRoomState } from './schema';
import { WATCHABLE_ROOMS } from './spectators';

export type { LiveGame, LivePlayer };

/** What a watchable room keeps in its matchmaking metadata (`setMetadata`), so any process can list it. */
export interface LiveListing {
  /** `others` or `h1a1`. */
  readonly mode: string;
  /** Past the waiting phase and not over. */
  readonly live: boolean;
  readonly turn: number;
  /** How many are watching. */
  readonly spectators: number;
  readonly players: readonly LivePlayer[];
}

/** A room's listing from its synced state (already public) and its spectator count. */
export function listingOf(state: GameRoomState, live: boolean, spectators: number): LiveListing {
  const players = [...state.players.values()]
    .map((p) => ({
      seat: p.seat,
      name: p.name,
      username: p.username,
      rating: p.rating > 0 ? p.rating : null,
      provisional: p.provisional,
      isAi: p.isAi,
    }))
    .sort((a, b) => a.seat.localeCompare(b.seat));
  return { mode: state.mode, live, turn: state.turn, spectators, players };
}

/** The change key of a listing: the room republishes its metadata only when this changes. */
export function listingKey(state: GameRoomState, live: boolean, spectators: number): string {
  return `${live ? 1 : 0}:${state.turn}:${spectators}:${state.players.size}`;
}

const isListing = (m: unknown): m is LiveListing =>
  typeof m === 'object' && m !== null && Array.isArray((m as LiveListing).players);

const topRating = (players: readonly LivePlayer[]): number | null =>
  players.reduce<number | null>(
    (best, p) => (p.rating !== null && p.rating > (best ?? -1) ? p.rating : best),
    null,
  );

/** Live listings, best first (higher top rating; then the later turn; then the room id, for a stable order). */
export function rankLiveGames(rooms: readonly { roomId: string; metadata?: unknown }[]): LiveGame[] {
  const games: LiveGame[] = [];
  for (const room of rooms) {
    const m = room.metadata;
    if (!isListing(m) || !m.live) continue;
    const { mode, turn, spectators, players } = m;
    games.push({ roomId: room.roomId, mode, turn, spectators, players, topRating: topRating(players) });
  }
  return games.sort(
    (a, b) =>
      (b.topRating ?? -1) - (a.topRating ?? -1) || b.turn - a.turn || a.roomId.localeCompare(b.roomId),
  );
}

/** Every live watchable game on every process (the matchmaking driver: Redis when processes share one). */
export async function liveGames(): Promise<LiveGame[]> {
  const lists = await Promise.all(WATCHABLE_ROOMS.map((name) => matchMaker.query({ name })));
  return rankLiveGames(lists.flat());
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

/** `GET /api/live`: the live public and vs-AI games, best-rated first, for signed-in users (rooms may import api, not the reverse). */
export function registerLiveGamesRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/live', async (request) => {
    await requireSession(ctx, request);
    const limit = parseLiveQuery(request.query);
    return { games: (await liveGames()).slice(0, limit) };
  });
}
