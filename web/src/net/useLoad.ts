import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnswerOf, Route } from '../../../contract/routes';
import { call, type InputArgs } from './call';
import { errorMessage } from './errorMessage';

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: string | null;
  reload: () => void;
}

/**
 * A route's answer for a screen, or the failure's message, through the page's TanStack Query cache (keyed by the
 * route and its input: a screen opened again soon shows the answer it had); `reload` asks again. The component
 * must be inside a QueryClientProvider (main.tsx's; a test gives its own makeQueryClient()).
 */
export function useLoad<R extends Route>(route: R, ...args: InputArgs<R>): Loaded<AnswerOf<R>> {
  const [input] = args;
  const query = useQuery({
    queryKey: [route.method, route.path, input?.params, input?.query],
    queryFn: () => call(route, ...args),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data, error: query.error === null ? null : errorMessage(query.error), reload };
}
