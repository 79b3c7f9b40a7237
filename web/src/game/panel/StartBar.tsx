import { startsByItself } from '../../../../engine';
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
  const now = useTicker(200);
  const button = useRef<HTMLButtonElement>(null);
  const { me, foe, watching } = seatsOf(view, sessionId);
  const byItself = view.mode !== null && startsByItself(view.mode);
  useEffect(() => {
    button.current?.focus();
  }, []);
  const seconds = secondsShown(remainingMs(view.deadline, clockOffset, now));
  const countdown = (
    <span className="g-start-countdown num" aria-hidden="true">
      {seconds} s
    </span>
  );
  if (byItself || watching) {
    return (
      <div className="g-start-bar">
        <p className="g-start-auto" role="status">
          The game starts in a moment.
        </p>
        {countdown}
      </div>
    );
  }
  const ready = me?.done === true;
  const foeName = foe?.name ?? 'Your opponent';
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
        {ready ? 'Ready' : 'Start'}
        <small>{ready ? 'Waiting for your opponent…' : 'Click to start'}</small>
      </button>
      <p className="g-start-status" role="status">
        {foe?.done === true ? `${foeName} is ready.` : `${foeName} has not clicked Start yet.`}
      </p>
      <p className="g-start-deadline muted">
        The game starts when you both have clicked, or in {countdown}
        <span className="sr-only">{seconds} seconds</span>.
      </p>
    </div>
  );
}
