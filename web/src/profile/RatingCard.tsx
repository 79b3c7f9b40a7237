import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProvisionalText } from '../components/ProvisionalMark';
import type { PlayerProfile, RatingHistoryEntry } from '../../../contract/http';
import { errorMessage } from '../net/errorMessage';
import { PLAYER_PROFILE, RATING_HISTORY } from '../../../contract/routes';
import { call } from '../net/call';
import { RatingChart } from './RatingChart';
import './profile.css';

type Loaded = { readonly profile: PlayerProfile; readonly history: readonly RatingHistoryEntry[] };

/** A player's rating with its deviation, wins, draws and losses, and the rating history chart. */
export function RatingCard({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const [data, setData] = useState<Loaded>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setData(undefined);
    setError(null);
    Promise.all([
      call(PLAYER_PROFILE, { params: { username } }),
      call(RATING_HISTORY, { params: { username } }),
    ]).then(
      ([profile, history]) => {
        if (live) setData({ profile, history });
      },
      (err: unknown) => {
        if (live) setError(errorMessage(err));
      },
    );
    return () => {
      live = false;
    };
  }, [username]);

  return (
    <section className="card stack rating-card" aria-labelledby="rating-title">
      <h2 id="rating-title">{t('rating.heading')}</h2>
      {error !== null ? (
        <p className="error" role="alert">
          {t('rating.loadError', { error })}
        </p>
      ) : data === undefined ? (
        <p className="muted">{t('rating.loading')}</p>
      ) : (
        <>
          <p className="rating-now">
            <strong>
              {data.profile.rating}
              {data.profile.provisional && '?'}
            </strong>{' '}
            <span className="muted">± {data.profile.rd}</span>
            {data.profile.provisional && <span className="muted"> {t('rating.provisional')}</span>}
            {data.profile.ai && <span className="muted"> {t('rating.aiFixed')}</span>}
          </p>
          {data.profile.provisional && (
            <p className="muted rating-note">
              <ProvisionalText />
            </p>
          )}
          <dl className="rating-record">
            <div>
              <dt>{t('rating.wins')}</dt>
              <dd>{data.profile.wins}</dd>
            </div>
            <div>
              <dt>{t('rating.draws')}</dt>
              <dd>{data.profile.draws}</dd>
            </div>
            <div>
              <dt>{t('rating.losses')}</dt>
              <dd>{data.profile.losses}</dd>
            </div>
          </dl>
          {!data.profile.ai && (
            <p className="muted rating-counts" data-testid="counted-games">
              {t('rating.counted')}
            </p>
          )}
          {!data.profile.ai && <RatingChart history={data.history} />}
        </>
      )}
    </section>
  );
}
