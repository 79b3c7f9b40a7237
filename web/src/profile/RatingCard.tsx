import { PROVISIONAL_TEXT } from '../components/ProvisionalMark';
import { useEffect, useState } from 'react';
import type { PlayerProfile, RatingHistoryEntry } from '../../../contract/http';
import { errorMessage } from '../admin/useAction';
import { api } from '../net/http';
import { RatingChart } from './RatingChart';
import './profile.css';

/**
 * Which games the wins, draws and losses count, and which change the rating (RULES.md "Leaderboard and
 * ratings"), beside a history that lists every game (issue 36: the two did not add up, unexplained).
 */
export const COUNTED_TEXT =
  'Counted here: public games and games against the AI. Private games are listed below but not counted. Only public games against people change the rating.';

type Loaded = { readonly profile: PlayerProfile; readonly history: readonly RatingHistoryEntry[] };

/** A player's rating with its deviation, wins, draws and losses, and the rating history chart. */
export function RatingCard({ username }: { username: string }) {
  const [data, setData] = useState<Loaded>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const name = encodeURIComponent(username);
    setData(undefined);
    setError(null);
    Promise.all([
      api<PlayerProfile>('GET', `/api/users/${name}/profile`),
      api<RatingHistoryEntry[]>('GET', `/api/users/${name}/ratings`),
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
      <h2 id="rating-title">Rating</h2>
      {error !== null ? (
        <p className="error" role="alert">
          The rating could not be loaded: {error}
        </p>
      ) : data === undefined ? (
        <p className="muted">Loading the rating…</p>
      ) : (
        <>
          <p className="rating-now">
            <strong>
              {data.profile.rating}
              {data.profile.provisional && '?'}
            </strong>{' '}
            <span className="muted">± {data.profile.rd}</span>
            {data.profile.provisional && <span className="muted"> · provisional</span>}
            {data.profile.ai && <span className="muted"> · AI, fixed rating</span>}
          </p>
          {data.profile.provisional && <p className="muted rating-note">{PROVISIONAL_TEXT}</p>}
          <dl className="rating-record">
            <div>
              <dt>Wins</dt>
              <dd>{data.profile.wins}</dd>
            </div>
            <div>
              <dt>Draws</dt>
              <dd>{data.profile.draws}</dd>
            </div>
            <div>
              <dt>Losses</dt>
              <dd>{data.profile.losses}</dd>
            </div>
          </dl>
          {!data.profile.ai && (
            <p className="muted rating-counts" data-testid="counted-games">
              {COUNTED_TEXT}
            </p>
          )}
          {!data.profile.ai && <RatingChart history={data.history} />}
        </>
      )}
    </section>
  );
}
