import { useCallback, useEffect, useState } from 'react';
import { api } from '../net/http';
import { errorMessage } from './useAction';

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: string | null;
  reload: () => void;
}

/** GETs `path` once (and on reload); the answer or the failure's message. */
export function useLoad<T>(path: string): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    api<T>('GET', path).then(
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
  }, [path, attempt]);
  const reload = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);
  return { data, error, reload };
}
