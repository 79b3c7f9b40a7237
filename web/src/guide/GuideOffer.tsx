import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { endGuide, loadGuide } from './guide';

/**
 * On the game choice, for a player who has never finished a game: the offer of a guided first game against
 * the easy AI. Skip stores the answer on the server, so the offer never comes back.
 */
export function GuideOffer({ onStart, disabled }: { onStart: () => void; disabled: boolean }) {
  const { t } = useTranslation('guide');
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
      <h2 id="guide-offer">{t('offer.heading')}</h2>
      <p>
        <Trans t={t} i18nKey="offer.text" components={{ rules: <a href="/rules" /> }} />
      </p>
      <div className="row">
        <button type="button" className="primary" disabled={disabled} onClick={onStart}>
          {t('offer.start')}
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
          {t('skip')}
        </button>
      </div>
    </section>
  );
}
