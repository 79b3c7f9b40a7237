import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalSteps } from '../../../../engine';
import { send } from '../net/connection';

/**
 * Back (Choose, Place and planning) and Set (planning only), with their keys (B or Backspace, S), and on the same
 * row the screen's tools (Leave, the keys' sheet): one row, so the phone's Choose cards stay right under the board.
 * `setRefusal`: why Set is grey, said under it.
 */
export function PlanButtons({
  legal,
  setRefusal,
  tools,
}: {
  legal: LegalSteps;
  setRefusal: string | null;
  tools: ReactNode;
}) {
  const { t } = useTranslation('gamePanel');
  if (!legal.picking) return <div className="row g-screen-tools">{tools}</div>;
  const why = legal.planning && !legal.canSet ? setRefusal : null;
  return (
    <div className="g-plan-buttons">
      <div className="row">
        <button
          type="button"
          className="g-back-button"
          disabled={!legal.canBack}
          aria-keyshortcuts="B Backspace"
          onClick={() => {
            send({ type: 'back' });
          }}
        >
          {t('buttons.back')} <kbd aria-hidden="true">B</kbd>
        </button>
        {legal.planning && (
          <button
            type="button"
            className="primary g-set-button"
            disabled={!legal.canSet}
            aria-keyshortcuts="S"
            aria-describedby={why === null ? undefined : 'g-set-why'}
            onClick={() => {
              send({ type: 'set' });
            }}
          >
            {t('buttons.set')} <kbd aria-hidden="true">S</kbd>
          </button>
        )}
        {tools}
      </div>
      {why !== null && (
        <p id="g-set-why" className="g-set-why muted">
          {why}
        </p>
      )}
    </div>
  );
}
