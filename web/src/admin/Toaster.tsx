import { useEffect } from 'react';
import { TOAST_MS, useToast } from '../stores/toast';

/** Shows the current success toast in a polite live region (role=status), then hides it. */
export function Toaster() {
  const toast = useToast((s) => s.toast);
  const hide = useToast((s) => s.hide);
  useEffect(() => {
    if (toast === null) return;
    const timer: ReturnType<typeof setTimeout> = setTimeout(hide, TOAST_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [toast, hide]);
  useEffect(() => hide, [hide]);
  return (
    <div role="status" aria-live="polite" className={toast === null ? 'sr-only' : 'toast success'}>
      {toast?.message}
    </div>
  );
}
