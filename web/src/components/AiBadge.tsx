import type { PlayerLevel } from '../../../engine';
import { aiLabel } from './aiLevel';
import './ratingBadge.css';

/** The mark beside an AI's name, with its level: "Easy AI" (read as "· Easy AI" after the name). */
export function AiBadge({ level }: { level?: PlayerLevel | null }) {
  return (
    <span className="ai-badge">
      <span className="sr-only">· </span>
      {aiLabel(level)}
    </span>
  );
}
