import type { LiveGame } from '../../../contract/http';
import { LIVE_GAMES } from '../../../contract/routes';
import { call } from './call';

export type { LiveGame, LivePlayer } from '../../../contract/http';

/** The live games, best-rated first (at most `limit`, 1..100). */
export async function fetchLiveGames(limit?: number): Promise<LiveGame[]> {
  const { games } = await call(LIVE_GAMES, {
    query: { limit: limit === undefined ? undefined : String(limit) },
  });
  return [...games];
}
