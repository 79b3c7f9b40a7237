import { api } from './http';

/** One player of a live game (GET /api/live). */
export interface LivePlayer {
  readonly seat: string;
  readonly name: string;
  readonly username: string;
  /** Rounded; null when unknown. */
  readonly rating: number | null;
  readonly provisional: boolean;
  readonly isAi: boolean;
}

/** One live public or vs-AI game, as GET /api/live lists it (best-rated first). */
export interface LiveGame {
  readonly roomId: string;
  readonly mode: string;
  readonly turn: number;
  readonly spectators: number;
  readonly players: readonly LivePlayer[];
  readonly topRating: number | null;
}

/** The live games, best-rated first (at most `limit`, 1..100). */
export async function fetchLiveGames(limit?: number): Promise<LiveGame[]> {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  return (await api<{ games: LiveGame[] }>('GET', `/api/live${query}`)).games;
}
