import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../admin/useAction';
import { Switch } from '../components/Switch';
import { LeaderboardTable } from '../leaderboard/LeaderboardTable';
import type { LeaderboardSetting, Standing } from '../../../contract/http';
import { useBackground } from '../leaderboard/useBackground';
import { api } from '../net/http';
import { useSession } from '../stores/session';
import '../leaderboard/leaderboard.css';

type Board = { readonly setting: LeaderboardSetting; readonly rows: readonly Standing[] };

/** /leaderboard: the configured title and column texts, the standings, the player's own row marked. */
export default function Leaderboard() {
  const account = useSession((s) => s.account);
  const background = useBackground('/v1/setting/leaderbg');
  const [board, setBoard] = useState<Board>();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // People only (?view=people, kept in the address so it can be shared): the server leaves the AI rows out.
  const [params, setParams] = useSearchParams();
  const peopleOnly = params.get('view') === 'people';

  useEffect(() => {
    let live = true;
    setError(null);
    Promise.all([
      api<LeaderboardSetting>('GET', '/v1/setting/setl'),
      api<Standing[]>('GET', peopleOnly ? '/api/users/leaderboard?view=people' : '/api/users/leaderboard'),
    ]).then(
      ([setting, rows]) => {
        if (live) setBoard({ setting, rows });
      },
      (err: unknown) => {
        if (live) setError(errorMessage(err));
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, peopleOnly]);

  // Games are recorded under the player's Hive name (a legacy username may be someone else's Hive name).
  const me = typeof account?.hiveUsername === 'string' ? [account.hiveUsername] : [];
  return (
    <>
      {background !== null && <div className="page-bg" style={{ backgroundImage: `url(${background})` }} />}
      <div className="page">
        <h1 className="sr-only">Leaderboard</h1>
        {error !== null ? (
          <div className="card" role="alert">
            <p className="error">The leaderboard could not be loaded: {error}</p>
            <button
              type="button"
              onClick={() => {
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </button>
          </div>
        ) : board === undefined ? (
          <p className="card muted">Loading the leaderboard…</p>
        ) : (
          <div className="card board-card">
            <Switch
              className="board-view"
              checked={peopleOnly}
              onChange={(on) => {
                setParams(on ? { view: 'people' } : {}, { replace: true });
              }}
            >
              People only (hide the AI rows)
            </Switch>
            <LeaderboardTable setting={board.setting} rows={board.rows} me={me} />
            {board.rows.length === 0 && (
              <p className="board-empty">
                {peopleOnly
                  ? 'No people on the board yet: finish a game against another player to get on it!'
                  : 'No results yet: finish a game against another player or the AI to get on the board!'}
              </p>
            )}
            {board.setting.pause && (
              <p className="muted">The leaderboard is paused: games that end now are not counted.</p>
            )}
          </div>
        )}
      </div>
    </>
  );
}
