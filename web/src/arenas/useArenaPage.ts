import { useQuery } from '@tanstack/react-query';
import type { ArenaPage } from '../../../contract/arenas';
import { ARENA_PAGE } from '../../../contract/routes';
import { call } from '../net/call';
import { clockOffset } from './countdown';
import { failureText, refusedWith } from './failureText';

/** How often an arena's page asks again while it is shown and the arena is not over (ms). */
export const ARENA_POLL_MS = 2000;

/** How often a finished arena's page asks again: only its anchor on Hive may still change (ms). */
export const FINISHED_POLL_MS = 30_000;

/** An arena page's place in the page's query cache (the actions refetch it). */
export const arenaPageKey = (id: string) => ['arena-page', id] as const;

/** An answer and the server's clock minus ours when it arrived. */
export interface ArenaPageAnswer {
  readonly page: ArenaPage;
  readonly offset: number;
}

/** The arena's page, asked again every ARENA_POLL_MS while shown; a failed ask keeps the last answer. */
export function useArenaPage(id: string): {
  readonly answer: ArenaPageAnswer | undefined;
  /** The latest ask's failure (the last answer, if any, stays on screen). */
  readonly failure: string | null;
  readonly reload: () => void;
} {
  const query = useQuery({
    queryKey: arenaPageKey(id),
    queryFn: async (): Promise<ArenaPageAnswer> => {
      const page = await call(ARENA_PAGE, { params: { id } });
      return { page, offset: clockOffset(page.now, Date.now()) };
    },
    // No such arena: asking again changes nothing (Try again still asks).
    refetchInterval: (q) =>
      refusedWith(q.state.error, 'arena/unknown')
        ? false
        : q.state.data?.page.arena.status === 'finished'
          ? FINISHED_POLL_MS
          : ARENA_POLL_MS,
    // Every answer is the arena now: none is reused from the cache without asking.
    staleTime: 0,
  });
  return {
    answer: query.data,
    failure: query.error === null ? null : failureText(query.error),
    reload: () => void query.refetch(),
  };
}
