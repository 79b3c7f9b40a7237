import { useGame } from '../stores/game';
import './ratingChange.css';

/** Why a game against the AI changed no rating (RULES.md, as on Lichess). */
export const UNRATED_AI_TEXT =
  'Unrated: games against the AI do not change your rating (only games between people are rated). The result still counts on the leaderboard.';

/** Why a game between the same two accounts, one too many within 24 hours, changed no rating (RULES.md). */
export const UNRATED_PAIR_TEXT =
  'Not rated: too many games against this opponent today (only the first few games between the same two players in 24 hours change ratings). The result still counts on the leaderboard.';

/**
 * "+12" / "-8": what the finished game did to the player's rating, with the new rating; after an unrated game (against
 * the AI, or one too many against the same opponent today), that it was unrated and why; nothing for a spectator.
 */
export function RatingChange() {
  const me = useGame((s) => s.view?.players.find((p) => p.key === s.sessionId));
  if (me?.unrated !== undefined)
    return (
      <p className="g-rating-change g-unrated">
        {me.unrated === 'ai' ? UNRATED_AI_TEXT : UNRATED_PAIR_TEXT}
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
