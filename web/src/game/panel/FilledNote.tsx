import './filledNote.css';
import { useGame } from '../../stores/game';
import { filledSentence } from './filledWords';

/**
 * Under the phase name: what the clock picked for the player when a phase ran out, until the next phase or turn
 * (the live region says it too, in Announcer). Nothing when the player picked in time.
 */
export function FilledNote() {
  const filled = useGame((s) => s.filled);
  if (filled === null) return null;
  return (
    <p className="g-filled" data-testid="filled-note">
      {filledSentence(filled)}
    </p>
  );
}
