import { ratedWords, signedChange } from '../../components/ratedWords';
import { useGame } from '../../stores/game';
import './ratingChange.css';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/init';

/** A rating as the result writes it: `1500`, or `1500?` while provisional (Glicko-2's mark). */
const shown = (rating: number, provisional: boolean | undefined): string =>
  provisional === true ? i18n.t('gameResult:rating.provisional', { rating }) : String(rating);

/**
 * Whether the finished game was rated (issue 36: every result says so): "Rated: +12 → 1512" once the server
 * rated it; after a game against the AI or one too many
 * against the same opponent today, not rated and why; "Not rated: private game" and the like from the
 * mode (ratedWords); nothing for a spectator, or while a public game's rating is on its way.
 */
export function RatingChange() {
  const { t } = useTranslation('gameResult');
  const me = useGame((s) => s.view?.players.find((p) => p.key === s.sessionId));
  const mode = useGame((s) => s.view?.mode ?? null);
  const noContest = useGame((s) => s.view?.result?.winner === 'none');
  if (me === undefined) return null;
  if (me.unrated !== undefined)
    return (
      <p className="g-rating-change g-unrated">
        {me.unrated === 'ai' ? t('rating.unratedAi') : t('rating.unratedPair')}
        {me.rating !== undefined && t('rating.stays', { rating: shown(me.rating, me.provisional) })}
      </p>
    );
  if (me.ratingChange === undefined) {
    const words = ratedWords(mode, null, noContest, false);
    return words === null ? null : <p className="g-rating-change g-unrated">{words}</p>;
  }
  const change = me.ratingChange;
  return (
    <p className="g-rating-change">
      {t('rating.rated')}{' '}
      <strong className={change > 0 ? 'up' : change < 0 ? 'down' : undefined}>{signedChange(change)}</strong>
      {me.rating !== undefined && t('rating.after', { rating: shown(me.rating, me.provisional) })}
    </p>
  );
}
