import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../net/errorMessage';
import { BoardViews, type BoardView } from '../leaderboard/BoardViews';
import { LeaderboardTable } from '../leaderboard/LeaderboardTable';
import type { LeaderboardSetting, Standing } from '../../../contract/http';
import { useBackground } from '../leaderboard/useBackground';
import { IMAGE, LEADERBOARD, LEADERBOARD_SETTING } from '../../../contract/routes';
import { call, routeUrl } from '../net/call';
import { useSession } from '../stores/session';
import '../leaderboard/leaderboard.css';

type Board = { readonly setting: LeaderboardSetting; readonly rows: readonly Standing[] };

/** /leaderboard: the configured title and column texts, the standings, the player's own row marked. */
export default function Leaderboard() {
  const account = useSession((s) => s.account);
  const background = useBackground(routeUrl(IMAGE, { params: { key: 'leaderbg' } }));
  const [board, setBoard] = useState<Board>();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // People by default; the AIs in their own view (?view=ai, kept in the address so it can be shared), so an
  // AI's fixed rating never ranks it above people (issue 36).
  const [params, setParams] = useSearchParams();
  const view: BoardView = params.get('view') === 'ai' ? 'ai' : 'people';
  useEffect(() => {
    let live = true;
    setError(null);
    Promise.all([call(LEADERBOARD_SETTING), call(LEADERBOARD, { query: { view } })]).then(
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
  }, [attempt, view]);

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
            <BoardViews
              view={view}
              onChange={(next) => {
                setParams(next === 'ai' ? { view: 'ai' } : {}, { replace: true });
              }}
            />
            <LeaderboardTable setting={board.setting} rows={board.rows} me={me} />
            {board.rows.length === 0 && (
              <p className="board-empty">
                {view === 'people'
                  ? 'No people on the board yet: finish a game against another player or the AI to get on it!'
                  : 'No AI on the board yet: it gets on it once someone has played it.'}
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
