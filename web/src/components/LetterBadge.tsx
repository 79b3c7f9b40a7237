import { useTranslation } from 'react-i18next';
import type { Letter } from '../../../engine';
import './letterBadge.css';

/**
 * A character's board letter as a small badge after its name ("Tailor [D]"): the name is what a player reads, the
 * letter only what marks its piece on the board (several letters are not their names' initials, as the spec has
 * them). The badge's letter is drawn by CSS, so the text and the accessible name read "Tailor (D)" once, not
 * "TailorD".
 */
export function LetterBadge({ letter }: { letter: Letter }) {
  const { t } = useTranslation('components');
  return (
    <>
      {/* The space outside the hidden text: a name is computed from each element's trimmed text. */}{' '}
      <span className="sr-only">{t('letterBadge.letter', { letter })}</span>
      <span className="letter-badge" data-letter={letter} title={t('letterBadge.title')} aria-hidden="true" />
    </>
  );
}
