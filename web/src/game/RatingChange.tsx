import { useGame } from '../stores/game';
import './ratingChange.css';

/** Why a game against the AI changed no rating (RULES.md, as on Lichess). */
export const UNRATED_AI_TEXT =
  'Unrated: games against the AI do not change your rating (only games between people are rated). The result still counts on the leaderboard.';

/**
 * "+12" / "-8": what the finished game did to the player's rating, with the new rating; after a game against the
 * AI, that it was unrated and why; nothing for a spectator.
 */
export function RatingChange() {
  const me = useGame((s) => s.view?.players.find((p) => p.key === s.sessionId));
  if (me?.unrated === 'ai')
    return (
      <p className="g-rating-change g-unrated">
        {UNRATED_AI_TEXT}
        {me.rating !== undefined && ` Your rating stays ${me.rating}${me.provisional === true ? '?' : ''}.`}
      </p>
    );
  if (me?.ratingChange === undefined) return null;
  const change = me.ratingChange;
  const sign = change > 0 ? '+' : change < 0 ? '-' : '±';
  return (
    <p className="g-rating-change">
      Rating{' '}
      <strong className={change > 0 ? 'up' : change < 0 ? 'down' : undefined}>
        {`${sign}${Math.abs(change)}`}
      </strong>
      {me.rating !== undefined && ` → ${me.rating}${me.provisional === true ? '?' : ''}`}
    </p>
  );
}
