import { announcement } from './announce';
import type { GameView } from './types';

/** The polite live region: phase changes, the reveal and the result are read out. */
export function Announcer({ view, sessionId }: { view: GameView; sessionId: string | null }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {announcement(view, sessionId)}
    </p>
  );
}
