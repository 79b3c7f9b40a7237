import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the "?" after a rating means, in words: the note beside a table or a card that marks ratings with "?". */
export function ProvisionalText() {
  const { t } = useTranslation('components');
  return <>{t('provisional.text')}</>;
}

/**
 * The "?" after a provisional rating, as a button that shows (and hides) what it means: a tap, a click or the
 * keyboard opens it, so it works on touch screens too (no hover needed).
 */
export function ProvisionalMark() {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="provisional-mark"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('provisional.button')}
        onClick={() => {
          setOpen((o) => !o);
        }}
      >
        ?
      </button>
      {open && (
        <span id={id} className="provisional-note" role="note">
          {t('provisional.text')}
        </span>
      )}
    </>
  );
}
