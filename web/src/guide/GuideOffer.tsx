import { useEffect, useState } from 'react';
import { endGuide, loadGuide } from './guide';

/**
 * On the game choice, for a player who has never finished a game: the offer of a guided first game against
 * the easy AI. Skip stores the answer on the server, so the offer never comes back.
 */
export function GuideOffer({ onStart, disabled }: { onStart: () => void; disabled: boolean }) {
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    let alive = true;
    loadGuide().then(
      (g) => {
        if (alive) setOffer(g.offer);
      },
      () => {
        // Unknown: no offer (signed out, or the server unreachable).
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  if (!offer) return null;
  return (
    <section className="card stack g-guide-offer" aria-labelledby="guide-offer">
      <h2 id="guide-offer">New here? Play a guided first game</h2>
      <p>
        A game against the easy AI on the relaxed clock (every phase three times longer), with a short tip at
        every step. It takes a few minutes. <a href="/rules">Read the rules</a> first if you like.
      </p>
      <div className="row">
        <button type="button" className="primary" disabled={disabled} onClick={onStart}>
          Start the guided game
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            setOffer(false);
            void endGuide('skipped').catch((err: unknown) => {
              console.warn('guide', err);
            });
          }}
        >
          Skip the guide
        </button>
      </div>
    </section>
  );
}
