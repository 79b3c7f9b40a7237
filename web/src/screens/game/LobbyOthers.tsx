import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { inRoom, leaveGame, startGame } from '../../game/net/connection';
import { useGame } from '../../stores/game';
import { useTicker } from '../../game/panel/PhaseClock';
import '../../styles/game.css';

/** The public search counts down from this many seconds. */
export const SEARCH_SECONDS = 10;

/** /lobbyothers: searching for an opponent, 10 s at a time; then keep searching or play the AI. */
export default function LobbyOthers() {
  const { t } = useTranslation('gameScreens');
  const navigate = useNavigate();
  const phase = useGame((s) => s.view?.phase);
  const status = useGame((s) => s.status);
  const [since, setSince] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const now = useTicker(250);

  useEffect(() => {
    if (phase !== undefined && phase !== 'waiting') void navigate('/play', { replace: true });
  }, [phase, navigate]);

  if (status !== 'connecting' && !busy && !inRoom()) return <Navigate to="/" replace />;
  const left = Math.max(0, SEARCH_SECONDS - Math.floor((now - since) / 1000));
  const playAi = () => {
    setBusy(true);
    void startGame({ type: 'h1a1', level: 'hard' }).then((ok) => {
      void navigate(ok ? '/play' : '/', { replace: true });
    });
  };
  const cancel = () => {
    void leaveGame().then(() => {
      void navigate('/');
    });
  };
  return (
    <div className="page g-lobby">
      <section className="card stack g-lobby-card" aria-labelledby="search-title">
        <h1 id="search-title">{t('search.heading')}</h1>
        {left > 0 ? (
          <p className="g-search-count num" role="timer" aria-label={t('search.seconds', { seconds: left })}>
            {left}
          </p>
        ) : (
          <>
            <p role="status">{t('search.none')}</p>
            <div className="row">
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => {
                  setSince(Date.now());
                }}
              >
                {t('search.keep')}
              </button>
              <button type="button" disabled={busy} onClick={playAi}>
                {t('search.playAi')}
              </button>
            </div>
          </>
        )}
        <button type="button" className="g-linkish" onClick={cancel} disabled={busy}>
          {t('search.cancel')}
        </button>
      </section>
    </div>
  );
}
