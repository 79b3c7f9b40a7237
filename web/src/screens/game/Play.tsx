import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { arenaOfGame, arenaPageUrl } from '../../arenas/arenaUrls';
import { arenaOfRoom } from '../../arenas/arenaGameMemory';
import { BackToArena } from '../../arenas/BackToArena';
import { NextArenaGame } from '../../arenas/NextArenaGame';
import { useReturnToArena } from '../../arenas/useReturnToArena';
import { hasResumableGame, inRoom, leaveGame, resumeGame } from '../../game/net/connection';
import { GameScreen } from '../../game/GameScreen';
import { LeaveQuestion } from '../../game/leave/LeaveQuestion';
import { isWatchedMode } from '../../game/choice/modeFacts';
import { useGame } from '../../stores/game';
import '../../styles/game.css';

/**
 * /play: the board of the game this tab is in, and the question before leaving it live. Without one (and nothing
 * to resume after a reload): home. An arena game (`/play?arena=<id>`, issue 41) has no Play again: its result
 * offers the way back to the arena and goes back by itself after a few seconds, unless the arena pairs the player
 * again first (NextArenaGame enters that game here).
 */
export default function Play() {
  const { t } = useTranslation('gameScreens');
  const navigate = useNavigate();
  const view = useGame((s) => s.view);
  const status = useGame((s) => s.status);
  const over = useGame((s) => s.gameOver !== null || s.view?.phase === 'over');
  const [params] = useSearchParams();
  const roomId = useGame((s) => s.roomId);
  // The address names the arena; opened without it (the bar back to the game, a reload), the tab remembers it.
  const arenaId = arenaOfGame(params) ?? arenaOfRoom(roomId);
  const arena = useReturnToArena(arenaId, over ? roomId : null, leaveGame);

  // After a reload: back into the game this tab was playing (the store says how that went).
  useEffect(() => {
    if (!inRoom() && hasResumableGame()) void resumeGame();
  }, []);

  const nothingToShow = (status === 'idle' && !hasResumableGame()) || (status === 'closed' && view === null);
  // An arena game's screen with no game left (a next pairing that could not be joined): back to its arena.
  if (nothingToShow) return <Navigate to={arenaId === null ? '/' : arenaPageUrl(arenaId)} replace />;
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
      <GameScreen
        view={view}
        onHome={home}
        {...(arenaId !== null && {
          arena: true,
          onPlayAgain: null,
          resultNote: <BackToArena returnsAt={arena.returnsAt} onBack={arena.back} onStay={arena.stay} />,
        })}
      />
      {arenaId !== null && over && <NextArenaGame arenaId={arenaId} />}
      {/* Back or a link away from a live game asks once (the seat is kept either way: LiveGameBar leads back). */}
      <LeaveQuestion />
    </>
  );
}
