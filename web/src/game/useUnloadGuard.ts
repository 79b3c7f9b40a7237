import { useEffect } from 'react';

/**
 * While a game is live for this player, closing or reloading the tab makes the browser ask first (its own
 * "Leave site?" question: browsers show no text of ours). A reload comes back to the same seat, but a closed tab
 * loses the game once the grace period ends. Never for a watcher, and not once the game is over.
 */
export function useUnloadGuard(
  live: boolean,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  useEffect(() => {
    if (!live) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      // Every browser this app supports asks on preventDefault (returnValue is deprecated).
      e.preventDefault();
    };
    target.addEventListener('beforeunload', onUnload);
    return () => {
      target.removeEventListener('beforeunload', onUnload);
    };
  }, [live, target]);
}
