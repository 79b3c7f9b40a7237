import { useQuery } from '@tanstack/react-query';
import type { ArenaList } from '../../../contract/arenas';
import { ARENA_LIST } from '../../../contract/routes';
import { call } from '../net/call';
import { failureText } from './failureText';

/** How often the list asks again while shown: an arena starts or ends, a leader changes (ms). */
export const ARENA_LIST_POLL_MS = 10_000;

/** The arena list's place in the page's query cache (a made arena refetches it). */
export const ARENA_LIST_KEY = ['arena-list'] as const;

/** The arenas, asked again every ARENA_LIST_POLL_MS while shown; a failed ask keeps the last list. */
export function useArenaList(): {
  readonly list: ArenaList | undefined;
  readonly failure: string | null;
  readonly reload: () => void;
} {
  const query = useQuery({
    queryKey: ARENA_LIST_KEY,
    queryFn: () => call(ARENA_LIST),
    refetchInterval: ARENA_LIST_POLL_MS,
  });
  return {
    list: query.data,
    failure: query.error === null ? null : failureText(query.error),
    reload: () => void query.refetch(),
  };
}
