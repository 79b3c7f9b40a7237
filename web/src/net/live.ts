import type { LiveGame } from '../../../contract/http';
import { api } from './http';

export type { LiveGame, LivePlayer } from '../../../contract/http';

/** The live games, best-rated first (at most `limit`, 1..100). */
export async function fetchLiveGames(limit?: number): Promise<LiveGame[]> {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  return (await api<{ games: LiveGame[] }>('GET', `/api/live${query}`)).games;
}
