import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one cache of server answers (TanStack Query): loading, caching, refetching and polling are the
 * library's, not ours. main.tsx provides it to the tree; a test renders with a fresh one (makeQueryClient).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // An answer is fresh for 10 s: a screen opened again within that time shows it without asking again.
      queries: { staleTime: 10_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/** The page's cache. */
export const queryClient = makeQueryClient();
