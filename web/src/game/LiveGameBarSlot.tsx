import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { mayHoldLiveSeat } from './net/liveSeatSignal';

const LiveGameBar = lazy(() => import('./LiveGameBar').then((m) => ({ default: m.LiveGameBar })));

/**
 * The bar back to a live game (LiveGameBar), loaded only when this page may hold a seat: a page that never opened a
 * game and has no resume token stored does not load the game's connection before it renders (docs/BENCHMARKS.md,
 * the bundle). Read again at every navigation, so the bar appears on the first page visited after /play.
 */
export function LiveGameBarSlot() {
  useLocation();
  if (!mayHoldLiveSeat()) return null;
  return (
    <Suspense fallback={null}>
      <LiveGameBar />
    </Suspense>
  );
}
