import { useQuery } from '@tanstack/react-query';
import type { GameAnchor } from '../../../contract/http';
import { anchorOf } from '../net/chain';
import { fetchStoredGame } from '../net/games';

/** How often a replay asks again where a waiting anchor stands, and how many times at most. */
export const ANCHOR_POLL_MS = 5000;
export const ANCHOR_POLL_LIMIT = 120;

/** Queued, or published and not yet irreversible: it will move on by itself. */
const moving = (a: GameAnchor) => a.state === 'queued' || a.state === 'published';

/**
 * Where the game's anchor stands, starting from `initial` and asked again (GET /api/games/:gameId) every
 * ANCHOR_POLL_MS while it is queued or published (TanStack Query's refetchInterval), so a replay opened just after
 * the game shows "On Hive" once the anchor is in a block without a reload. Gives up after ANCHOR_POLL_LIMIT asks.
 */
export function useAnchorUpdates(gameId: string, initial: GameAnchor): GameAnchor {
  const { data } = useQuery({
    queryKey: ['anchor', gameId],
    queryFn: async () => anchorOf(await fetchStoredGame(gameId)),
    // The page's own answer is where it starts: the first ask comes one interval later.
    initialData: initial,
    staleTime: Infinity,
    // Forgotten when the replay closes: opened again, the page's fresher answer is where it starts.
    gcTime: 0,
    refetchInterval: (query) => {
      const { data: anchor = initial, dataUpdateCount, errorUpdateCount } = query.state;
      return moving(anchor) && dataUpdateCount + errorUpdateCount < ANCHOR_POLL_LIMIT
        ? ANCHOR_POLL_MS
        : false;
    },
  });
  return data;
}
