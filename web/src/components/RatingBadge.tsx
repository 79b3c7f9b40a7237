import { ProvisionalMark } from './ProvisionalMark';
import './ratingBadge.css';

/**
 * A rating beside a name: "1523", or "1500?" while provisional (RD above 110), the "?" a button that explains
 * itself. Nothing when unknown.
 */
export function RatingBadge({ rating, provisional }: { rating?: number; provisional?: boolean }) {
  if (rating === undefined) return null;
  return (
    <span className="rating-badge">
      <span aria-label={`rating ${Math.round(rating)}${provisional === true ? ', provisional' : ''}`}>
        {Math.round(rating)}
      </span>
      {provisional === true && <ProvisionalMark />}
    </span>
  );
}
