import { Trans, useTranslation } from 'react-i18next';
import { PHASE_LABELS, SPEC_PHASE_NAMES } from '../../../../engine';

/** What the colours on the board and the pictures on the cards mean (game.css draws the same colours). */
export function Legend({ open = false, rulesLink = true }: { open?: boolean; rulesLink?: boolean }) {
  const { t } = useTranslation('gameBoard');
  return (
    <details className="g-legend" open={open}>
      <summary>{t('legend.summary')}</summary>
      <ul>
        <li>
          <span className="g-swatch g-swatch-move" aria-hidden="true" /> {t('legend.move')}
        </li>
        <li>
          <span className="g-swatch g-swatch-hit" aria-hidden="true" /> {t('legend.hit')}
        </li>
        <li>
          <span className="g-swatch g-swatch-me" aria-hidden="true" /> {t('legend.me')}
        </li>
        <li>
          <span className="g-swatch g-swatch-foe" aria-hidden="true" /> {t('legend.foe')}
        </li>
        <li>{t('legend.cards')}</li>
      </ul>
      <p>
        <Trans
          t={t}
          i18nKey="legend.phases"
          values={{ hit: PHASE_LABELS.hit, reveal: PHASE_LABELS.reveal }}
          components={{ strong: <strong /> }}
        />{' '}
        <small className="muted">
          {t('legend.original', { hit: SPEC_PHASE_NAMES.hit, reveal: SPEC_PHASE_NAMES.reveal })}
        </small>{' '}
        {rulesLink && (
          <a href="/rules" target="_blank" rel="noreferrer">
            {t('legend.rules')}
          </a>
        )}
      </p>
    </details>
  );
}
