import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../net/errorMessage';
import { useToast } from '../stores/toast';

export interface Action {
  readonly busy: boolean;
  /** The last failure (client check or server answer), shown next to the control; null when none. */
  readonly error: string | null;
  setError: (error: string | null) => void;
  /** Runs `call`; on success shows `success` as a toast and returns the answer, else shows the error. */
  run: <T>(call: () => Promise<T>, success: string) => Promise<T | undefined>;
}

/** One save button's state: busy while its call runs, its error, and the success toast. */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const show = useToast((s) => s.show);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    async <T>(call: () => Promise<T>, success: string): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        const answer = await call();
        show(success);
        return answer;
      } catch (err) {
        if (mounted.current) setError(errorMessage(err));
        return undefined;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [show],
  );
  return { busy, error, setError, run };
}
