import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { hasResumableGame, inRoom, leaveGame, resumeGame } from '../../game/net/connection';
import { GameScreen } from '../../game/GameScreen';
import { LeaveQuestion } from '../../game/leave/LeaveQuestion';
import { isWatchedMode } from '../../game/choice/modeFacts';
import { useGame } from '../../stores/game';
import '../../styles/game.css';

/**
 * /play: the board of the game this tab is in, and the question before leaving it live. Without one (and nothing
 * to resume after a reload): home.
 */
export default function Play() {
  const { t } = useTranslation('gameScreens');
  const navigate = useNavigate();
  const view = useGame((s) => s.view);
  const status = useGame((s) => s.status);

  // After a reload: back into the game this tab was playing (the store says how that went).
  useEffect(() => {
    if (!inRoom() && hasResumableGame()) void resumeGame();
  }, []);

  const nothingToShow = (status === 'idle' && !hasResumableGame()) || (status === 'closed' && view === null);
  if (nothingToShow) return <Navigate to="/" replace />;
  if (isWatchedMode(view?.mode)) return <Navigate to="/h0a2" replace />;
  if (view === null) {
    return (
      <div className="page">
        <p role="status">{status === 'reconnecting' ? t('play.reconnecting') : t('play.connecting')}</p>
      </div>
    );
  }
  const home = () => {
    void leaveGame().then(() => {
      void navigate('/');
    });
  };
  return (
    <>
      <GameScreen view={view} onHome={home} />
      {/* Back or a link away from a live game asks once (the seat is kept either way: LiveGameBar leads back). */}
      <LeaveQuestion />
    </>
  );
}
