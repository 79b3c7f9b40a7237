import './ratingBadge.css';

/** A rating beside a name: "1523", or "1500?" while provisional (RD above 110). Nothing when unknown. */
export function RatingBadge({ rating, provisional }: { rating?: number; provisional?: boolean }) {
  if (rating === undefined) return null;
  const text = `${Math.round(rating)}${provisional === true ? '?' : ''}`;
  return (
    <span
      className="rating-badge"
      title={provisional === true ? 'Provisional rating: too few games to be sure yet' : 'Rating'}
      aria-label={`rating ${Math.round(rating)}${provisional === true ? ', provisional' : ''}`}
    >
      {text}
    </span>
  );
}
