import { matchMaker } from '@colyseus/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../api/http/errors';
import { enforce, RATE_WINDOW_MS } from '../api/http/limits';
import type { LiveGame, LivePlayer } from '../contract/http';
import { kindsWith } from '../engine';
import type { GameRoomState } from './schema';
import type { RoomServices } from './services';

export type { LiveGame, LivePlayer };

/** What a watchable room keeps in its matchmaking metadata (`setMetadata`), so any process can list it. */
export interface LiveListing {
  /** `others`, `h1a1` or `h0a2` (the exhibition). */
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

/** A room's listing, republished (`setMetadata`) only when its key changed. */
export class ListingPublisher {
  private last = '';

  publish(
    state: GameRoomState,
    live: boolean,
    spectators: number,
    setMetadata: (listing: LiveListing) => Promise<unknown>,
  ): void {
    const key = listingKey(state, live, spectators);
    if (key === this.last) return;
    this.last = key;
    setMetadata(listingOf(state, live, spectators)).catch((err: unknown) => {
      console.error('room listing failed', err);
    });
  }
}

const isListing = (m: unknown): m is LiveListing =>
  typeof m === 'object' && m !== null && Array.isArray((m as LiveListing).players);

const topRating = (players: readonly LivePlayer[]): number | null =>
  players.reduce<number | null>(
    (best, p) => (p.rating !== null && p.rating > (best ?? -1) ? p.rating : best),
    null,
  );

/** A game no person plays (the exhibition): listed after every game a person plays. */
export const isAiOnly = (g: { readonly players: readonly LivePlayer[] }): boolean =>
  g.players.length > 0 && g.players.every((p) => p.isAi);

/**
 * Live listings, best first: games a person plays before AI-only ones (the exhibition), then the higher top
 * rating, then the later turn, then the room id (a stable order).
 */
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
      Number(isAiOnly(a)) - Number(isAiOnly(b)) ||
      (b.topRating ?? -1) - (a.topRating ?? -1) ||
      b.turn - a.turn ||
      a.roomId.localeCompare(b.roomId),
  );
}

/** Every live watchable game on every process (the matchmaking driver: Redis when processes share one). */
export async function liveGames(): Promise<LiveGame[]> {
  const lists = await Promise.all(kindsWith('watchable').map((name) => matchMaker.query({ name })));
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

export const TOO_MANY_LIVE_REQUESTS =
  'Too many requests for the live games from your address. Please wait a minute and try again.';

/**
 * `GET /api/live`: the live public, vs-AI and exhibition games, best first, for anyone (signed in or not),
 * `limits.liveListPerMinutePerIp` requests a minute per IP. When nothing is live it starts the exhibition
 * (rooms/exhibitions.ts) and lists it. Rooms may import api, not the reverse.
 */
export function registerLiveGamesRoute(app: FastifyInstance, services: RoomServices): void {
  const perIp = app.createRateLimit({
    max: services.limits.liveListPerMinutePerIp,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `live:${request.ip}`,
  });
  app.get('/api/live', async (request, reply) => {
    await enforce(perIp, request, reply, TOO_MANY_LIVE_REQUESTS);
    const limit = parseLiveQuery(request.query);
    const { exhibitions } = services;
    exhibitions.noteInterest();
    let games = await liveGames();
    if (await exhibitions.offer(games)) games = await liveGames();
    return { games: games.slice(0, limit) };
  });
}
