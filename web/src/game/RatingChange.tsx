import { useGame } from '../stores/game';
import './ratingChange.css';

/** "+12" / "-8": what the finished game did to the player's rating, with the new rating; nothing for a spectator. */
export function RatingChange() {
  const me = useGame((s) => s.view?.players.find((p) => p.key === s.sessionId));
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
