import { useTranslation } from 'react-i18next';
import { ProvisionalMark } from './ProvisionalMark';
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
  const { t } = useTranslation('components');
  if (rating === undefined) return null;
  const shown = Math.round(rating);
  if (provisional === true && explain)
    return (
      <span className="rating-badge">
        <span aria-label={t('rating.labelProvisional', { rating: shown })}>{shown}</span>
        <ProvisionalMark />
      </span>
    );
  return (
    <span
      className="rating-badge"
      title={provisional === true ? t('provisional.text') : t('rating.title')}
      aria-label={
        provisional === true
          ? t('rating.labelProvisional', { rating: shown })
          : t('rating.label', { rating: shown })
      }
    >
      {`${shown}${provisional === true ? '?' : ''}`}
    </span>
  );
}
