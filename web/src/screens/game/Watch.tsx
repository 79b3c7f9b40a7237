import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLivePhase } from '../../../../engine';
import { Link, useNavigate } from 'react-router';
import { resultSentence } from '../../game/panel/announce';
import { inRoom, leaveGame, send, startGame } from '../../game/net/connection';
import { GameScreen } from '../../game/GameScreen';
import { isWatchedMode } from '../../game/choice/modeFacts';
import { useGame } from '../../stores/game';
import type { GameView } from '../../game/decoding/types';
import '../../styles/game.css';

/** After the last game, the closing message stays this long before going home. */
const INFORM_SHOWN_MS = 1500;

function WatchControls({ view, onExit }: { view: GameView; onExit: () => void }) {
  const { t } = useTranslation('gameScreens');
  return (
    <div className="stack g-watch-controls">
      <p className="g-game-counter num" aria-live="polite">
        {t('watch.counter', { number: view.gameNumber, total: view.gameCount })}
      </p>
      {view.phase === 'over' && <p className="g-watch-result">{resultSentence(view, null)}</p>}
      {view.phase === 'over' && view.gameId !== null && (
        <p>
          <Link to={`/replay/${encodeURIComponent(view.gameId)}`}>{t('watch.replay')}</Link>
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={!isLivePhase(view.phase)}
          onClick={() => {
            send({ type: view.paused ? 'continue' : 'pause' });
          }}
        >
          {view.paused ? t('watch.continue') : t('watch.pause')}
        </button>
        <button
          type="button"
          onClick={() => {
            send({ type: 'reset' });
          }}
        >
          {t('watch.reset')}
        </button>
        <button type="button" onClick={onExit}>
          {t('watch.exit')}
        </button>
      </div>
    </div>
  );
}

/** /h0a2: watch two AIs play a series of games; pause, continue, reset the counter, exit. */
export default function Watch() {
  const { t } = useTranslation('gameScreens');
  const navigate = useNavigate();
  const view = useGame((s) => s.view);
  const status = useGame((s) => s.status);
  const inform = useGame((s) => s.inform);
  const failure = useGame((s) => s.failure);
  const seenLive = useRef(false);
  if (status === 'live' && isWatchedMode(view?.mode)) seenLive.current = true;

  useEffect(() => {
    if (!(inRoom() && isWatchedMode(useGame.getState().view?.mode))) void startGame({ type: 'h0a2' });
  }, []);

  useEffect(() => {
    if (!seenLive.current || status !== 'closed' || inform === null) return;
    const id: ReturnType<typeof setTimeout> = setTimeout(() => {
      void leaveGame().then(() => {
        void navigate('/');
      });
    }, INFORM_SHOWN_MS);
    return () => {
      clearTimeout(id);
    };
  }, [status, inform, navigate]);

  const exit = () => {
    void leaveGame().then(() => {
      void navigate('/');
    });
  };
  if (view === null || !isWatchedMode(view.mode)) {
    return (
      <div className="page">
        {failure === null ? (
          <p role="status">{t('watch.starting')}</p>
        ) : (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      {inform !== null && (
        <div className="g-banner" role="status">
          {inform}
        </div>
      )}
      <GameScreen view={view} onHome={exit} controls={<WatchControls view={view} onExit={exit} />} />
    </>
  );
}
