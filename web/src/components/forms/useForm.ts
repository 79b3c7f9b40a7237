import { useCallback, useState, type SyntheticEvent } from 'react';
import { errorMessage } from '../../net/errorMessage';
import { useToast } from '../../stores/toast';

/** Each field's problem, null (or absent) when it passes. */
export type FieldErrors<V> = { readonly [K in keyof V]?: string | null };

/** How a form checks and sends its values. */
export interface FormOptions<V> {
  /** The client's checks (the contract's: textError, wholeError, namesError, the name rule), per field. */
  readonly check?: (values: V) => FieldErrors<V>;
  /** Sends the checked values (a route call) and applies the answer; a throw is the form's failure. */
  readonly send: (values: V) => Promise<void>;
  /** Shown as a toast once `send` succeeds (an admin setting's "saved" line); none when absent. */
  readonly success?: string;
  /** The failure's line (default: the API error's message, errorMessage). */
  readonly describe?: (err: unknown) => string;
}

/** A form's state: its values, each field's problem, whether it is sending, and the send's failure. */
export interface Form<V> {
  readonly values: V;
  /** Sets one field. */
  readonly set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Sets several fields (an answer's values). */
  readonly setValues: (values: Partial<V>) => void;
  readonly errors: FieldErrors<V>;
  /** Clears one field's problem (a field that clears it as soon as it is edited). */
  readonly clearError: (field: keyof V) => void;
  /** True while `send` runs: the submit button is disabled and says so. */
  readonly pending: boolean;
  /** The last send's failure line; null when none. */
  readonly failure: string | null;
  /** The form's onSubmit: no page load; the checks, and when every field passes, the send. */
  readonly submit: (event: Pick<SyntheticEvent, 'preventDefault'>) => void;
}

/**
 * One form's state and submit, as every settings and profile form has it: a value per field, the client's checks
 * (all fields' problems shown at once; nothing sent while one fails), a pending flag while the call runs, then
 * its success toast or its failure line (issue 39: written once, not per form).
 */
export function useForm<V extends object>(initial: V, options: FormOptions<V>): Form<V> {
  const [values, setAll] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const show = useToast((s) => s.show);
  const { check, send, success, describe = errorMessage } = options;

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setAll((now) => ({ ...now, [field]: value }));
  }, []);
  const setValues = useCallback((next: Partial<V>) => {
    setAll((now) => ({ ...now, ...next }));
  }, []);
  const clearError = useCallback((field: keyof V) => {
    setErrors((now) => ({ ...now, [field]: null }));
  }, []);

  async function run() {
    const problems = check?.(values) ?? {};
    setErrors(problems);
    if (Object.values(problems).some((p) => typeof p === 'string')) return;
    setFailure(null);
    setPending(true);
    try {
      await send(values);
      if (success !== undefined) show(success);
    } catch (err) {
      setFailure(describe(err));
    } finally {
      setPending(false);
    }
  }

  const submit = (event: Pick<SyntheticEvent, 'preventDefault'>) => {
    event.preventDefault();
    void run();
  };
  return { values, set, setValues, errors, clearError, pending, failure, submit };
}
