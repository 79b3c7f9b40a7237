import { useEffect, useState, type ReactNode } from 'react';
import { i18n } from '../../i18n/init';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { resultSentence } from '../../game/panel/announce';
import { holdsLiveSeat, leaveGame, spectate } from '../../game/net/connection';
import { GameScreen } from '../../game/GameScreen';
import { useGame } from '../../stores/game';
import type { GameView } from '../../game/decoding/types';
import '../../styles/game.css';

/** Why a player cannot watch another game now. */
export const playingNow = (): string => i18n.t('gameScreens:spectate.playingNow');

/** The spectator's panel line: watching, the result at the end, and the way back. */
export function SpectatorControls({ view, children }: { view: GameView; children?: ReactNode }) {
  const { t } = useTranslation('gameScreens');
  return (
    <div className="stack g-spectator-controls">
      <p className="muted">{t('spectate.watching')}</p>
      {view.phase === 'over' && view.result !== null && (
        <p className="g-watch-result" role="status">
          {resultSentence(view, null)}
        </p>
      )}
      {children}
      <p>
        <Link to="/watch">{t('spectate.back')}</Link>
      </p>
    </div>
  );
}

/**
 * Joins `roomId` as a spectator while mounted (left again on unmount) and returns its view, or null while
 * joining; `failure` when the server refused.
 */
export function useSpectating(roomId: string | null): { view: GameView | null; failure: string | null } {
  // One room per tab: watching would leave the player's own live game, so it waits until that game is over.
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (roomId === null) return;
    if (holdsLiveSeat()) {
      setPlaying(true);
      return;
    }
    setPlaying(false);
    void spectate(roomId);
    return () => {
      void leaveGame();
    };
  }, [roomId]);
  const view = useGame((s) => s.view);
  const current = useGame((s) => s.roomId);
  const failure = useGame((s) => s.failure);
  if (playing) return { view: null, failure: playingNow() };
  return { view: roomId !== null && current === roomId ? view : null, failure };
}

/** /watch/:roomId: a live game as the public sees it, without controls; the result, then back to /watch. */
export default function Spectate() {
  const { t } = useTranslation('gameScreens');
  const { roomId = null } = useParams();
  const navigate = useNavigate();
  const { view, failure } = useSpectating(roomId);
  if (view === null) {
    return (
      <div className="page stack">
        {failure === null ? (
          <p role="status">{t('spectate.joining')}</p>
        ) : (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <p>
          <Link to="/watch">{t('spectate.back')}</Link>
        </p>
      </div>
    );
  }
  return (
    <GameScreen
      view={view}
      onHome={() => {
        void navigate('/watch');
      }}
      controls={<SpectatorControls view={view} />}
      spectating
    />
  );
}
