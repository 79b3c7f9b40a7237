import { matchMaker } from '@colyseus/core';
import type { LiveGame, LivePlayer } from '../../contract/http';
import { kindsWith } from '../../engine';
import type { Exhibitions } from '../scaleOut/exhibitions';
import type { GameRoomState } from '../colyseus/schema';

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

/** The key of every listing that is not live: GET /api/live leaves such a room out, whatever else it says. */
const NOT_LIVE = '0';

/**
 * The change key of a listing: the room republishes its metadata only when this changes. A room not live (waiting
 * for its players, or over) has one key: nothing reads its listing but to leave it out, so its players sitting
 * down republish nothing (issue 40: each was a write of the whole listing to Redis in the middle of a join).
 */
export function listingKey(state: GameRoomState, live: boolean, spectators: number): string {
  return live ? `1:${state.turn}:${spectators}:${state.players.size}` : NOT_LIVE;
}

/** A room's listing, republished (`setMetadata`) only when its key changed; none before the game is live. */
export class ListingPublisher {
  private last = NOT_LIVE;

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

/**
 * The live games as a watcher asks for them (api/routes/live.ts's `LiveGamesSource`, wired by server/): every live
 * watchable game on every process, best first; when nothing is live it starts the exhibition (rooms/scaleOut/exhibitions.ts)
 * and lists it.
 */
export function liveGamesSource(exhibitions: Exhibitions): { listLive(): Promise<LiveGame[]> } {
  return {
    async listLive() {
      exhibitions.noteInterest();
      const games = await liveGames();
      return (await exhibitions.offer(games)) ? liveGames() : games;
    },
  };
}
