import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';
import { useGame } from '../../stores/game';
import { holdsLiveSeat } from '../net/connection';

/** The room of the game whose player already chose Go once (a tab holds one seat): it is not asked about again. */
let wentFrom: string | null = null;

/**
 * Asks before a navigation leaves the game's page while this tab holds a seat in a live game that its player has
 * not yet chosen to leave once: Back or an in-app link. A watcher, a finished game and a change of the page's query
 * alone never ask; the player's own Leave and the game's end leave no seat to ask about.
 */
const leavesLiveSeat: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname &&
  holdsLiveSeat() &&
  useGame.getState().roomId !== wentFrom;

/**
 * react-router's blocker for leaving a live game (a data router's useBlocker: a blocked Back is undone in the
 * history, so Stay leaves no extra entry). `go` remembers the answer for this game and lets the navigation on.
 */
export function useLeaveGuard(): { blocker: Blocker; go: () => void } {
  const blocker = useBlocker(leavesLiveSeat);
  const go = () => {
    wentFrom = useGame.getState().roomId;
    blocker.proceed?.();
  };
  return { blocker, go };
}

/** Forgets the games already left once (a test's fresh start). */
export function forgetLeftGames(): void {
  wentFrom = null;
}
