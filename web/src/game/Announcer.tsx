import type { PlayerState } from '../../../engine';
import { useEffect, useState } from 'react';
import { announcement } from './announce';
import type { GameView } from './types';

/**
 * The polite live region: phase changes, "Waiting for opponent", the reveal's caption and the result are
 * read out. The region is rendered empty first and filled after, so even the first message is announced.
 */
export function Announcer({
  view,
  sessionId,
  plan = null,
}: {
  view: GameView;
  sessionId: string | null;
  plan?: PlayerState | null;
}) {
  const message = announcement(view, sessionId, plan);
  const [shown, setShown] = useState('');
  useEffect(() => {
    setShown(message);
  }, [message]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {shown}
    </p>
  );
}
