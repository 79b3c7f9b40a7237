import type { PlayerState } from '../../../../engine';
import { useEffect, useState } from 'react';
import { useGame } from '../../stores/game';
import { announcement } from './announce';
import { filledSentence } from './filledWords';
import type { GameView } from '../decoding/types';

/**
 * The polite live region: phase changes, "Waiting for opponent", the reveal's caption and the result are
 * read out, what the clock picked for the player, and why a pick was refused. The region is rendered empty first and filled after, so even the first message is announced.
 */
export function Announcer({
  view,
  sessionId,
  plan = null,
  note = null,
}: {
  view: GameView;
  sessionId: string | null;
  plan?: PlayerState | null;
  /** Said instead while set: why a pick was refused. */
  note?: string | null;
}) {
  // A pick the clock made is said before the phase it opened (issue 36): it is news the player did not cause.
  const filled = useGame((s) => s.filled);
  const phase = announcement(view, sessionId, plan);
  const message = note ?? (filled === null ? phase : `${filledSentence(filled)} ${phase}`);
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
