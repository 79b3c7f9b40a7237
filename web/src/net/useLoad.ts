import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../admin/useAction';
import { api } from './http';

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: string | null;
  reload: () => void;
}

/**
 * What `load` answers, or the failure's message; loaded again when `load` changes (make it with useCallback) and
 * on reload. An answer that comes after `load` changed or the component left is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    load().then(
      (answer) => {
        if (live) setData(answer);
      },
      (err: unknown) => {
        if (live) setError(errorMessage(err));
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);
  return { data, error, reload };
}

/** GETs `path` once (and on reload); the answer or the failure's message. */
export function useLoad<T>(path: string): Loaded<T> {
  return useLoaded(useCallback(() => api<T>('GET', path), [path]));
}
