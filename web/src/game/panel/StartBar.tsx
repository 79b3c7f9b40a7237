import { startsByItself } from '../../../../engine';
import { Trans, useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { seatsOf } from '../board/boardModel';
import { send } from '../net/connection';
import { remainingMs, secondsShown, useTicker } from './PhaseClock';
import type { GameView } from '../decoding/types';

interface StartBarProps {
  readonly view: GameView;
  readonly sessionId: string | null;
  readonly clockOffset: number;
  /** The engine would take `ready` from this player now (legalSteps). */
  readonly canReady: boolean;
}

/**
 * The Start phase: a big bar the player clicks to begin (focused, so Enter or Space starts too), whether the
 * opponent has clicked, and the seconds until the game starts anyway. AI games start by themselves: the bar
 * only counts down. Who is ready comes from the synced view; the server decides when the game starts.
 */
export function StartBar({ view, sessionId, clockOffset, canReady }: StartBarProps) {
  const { t } = useTranslation('gamePanel');
  const now = useTicker(200);
  const button = useRef<HTMLButtonElement>(null);
  const { me, foe, watching } = seatsOf(view, sessionId);
  const byItself = view.mode !== null && startsByItself(view.mode);
  useEffect(() => {
    button.current?.focus();
  }, []);
  const seconds = secondsShown(remainingMs(view.deadline, clockOffset, now));
  const countdown = <span className="g-start-countdown num" aria-hidden="true" />;
  if (byItself || watching) {
    return (
      <div className="g-start-bar">
        <p className="g-start-auto" role="status">
          {t('start.auto')}
        </p>
        <span className="g-start-countdown num" aria-hidden="true">
          {seconds}
          {t('clock.unit')}
        </span>
      </div>
    );
  }
  const ready = me?.done === true;
  const foeName = foe?.name ?? t('start.yourOpponent');
  return (
    <div className="g-start-bar">
      <button
        ref={button}
        type="button"
        className="primary g-start-button"
        disabled={!canReady}
        onClick={() => {
          send({ type: 'ready' });
        }}
      >
        {ready ? t('start.ready') : t('start.start')}
        <small>{ready ? t('start.waiting') : t('start.click')}</small>
      </button>
      <p className="g-start-status" role="status">
        {foe?.done === true
          ? t('start.foeReady', { name: foeName })
          : t('start.foeNotReady', { name: foeName })}
      </p>
      <p className="g-start-deadline muted">
        <Trans
          t={t}
          i18nKey="start.deadline"
          values={{ seconds }}
          components={{ count: countdown, said: <span className="sr-only" /> }}
        />
      </p>
    </div>
  );
}
