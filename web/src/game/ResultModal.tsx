import type { ResultMessage } from '../../../engine';
import { useEffect, useRef } from 'react';
import { RatingChange } from './RatingChange';

const TITLES = { win: 'Victory', lose: 'Defeat', draw: 'Draw' } as const;

/** The static result dialog over the final board: the server's message and a Home button. */
export function ResultModal({ gameOver, onHome }: { gameOver: ResultMessage; onHome: () => void }) {
  const home = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    home.current?.focus();
  }, []);
  return (
    <div className="g-modal-backdrop">
      <div
        className={`g-modal card g-result-${gameOver.result}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="result-title"
        aria-describedby="result-message"
      >
        <h2 id="result-title">{TITLES[gameOver.result]}</h2>
        <p id="result-message" className="g-result-message">
          {gameOver.message}
        </p>
        <RatingChange />
        <button ref={home} type="button" className="primary" onClick={onHome}>
          Home
        </button>
      </div>
    </div>
  );
}
