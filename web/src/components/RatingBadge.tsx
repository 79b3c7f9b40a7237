import { ProvisionalMark, PROVISIONAL_TEXT } from './ProvisionalMark';
import './ratingBadge.css';

/**
 * A rating beside a name: "1523", or "1500?" while provisional (RD above 110). With `explain`, the "?" is a button
 * that shows what it means (not inside a link or another control: a button may not nest there); without, the
 * meaning is its title and accessible name. Nothing when unknown.
 */
export function RatingBadge({
  rating,
  provisional,
  explain = false,
}: {
  rating?: number;
  provisional?: boolean;
  explain?: boolean;
}) {
  if (rating === undefined) return null;
  const shown = Math.round(rating);
  if (provisional === true && explain)
    return (
      <span className="rating-badge">
        <span aria-label={`rating ${shown}, provisional`}>{shown}</span>
        <ProvisionalMark />
      </span>
    );
  return (
    <span
      className="rating-badge"
      title={provisional === true ? PROVISIONAL_TEXT : 'Rating'}
      aria-label={`rating ${shown}${provisional === true ? ', provisional' : ''}`}
    >
      {`${shown}${provisional === true ? '?' : ''}`}
    </span>
  );
}
