import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuideEnded } from './guide';

/**
 * In the guided first game's result (the ResultModal's note): the offer of a puzzle next, today's (open signed out
 * too). Shown once the guide saw its game end (Coach), until another game starts or the game screen is left.
 */
export function GuidePuzzleOffer() {
  const { t } = useTranslation('guide');
  const ended = useGuideEnded((s) => s.ended);
  if (!ended) return null;
  return (
    <p className="g-guide-puzzle" data-testid="guide-puzzle">
      {t('puzzle.text')} <Link to="/puzzles/daily">{t('puzzle.link')}</Link>
    </p>
  );
}
