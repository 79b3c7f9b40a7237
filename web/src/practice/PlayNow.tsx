import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { inRoom, playLocally } from '../game/net/connection';
import { GameScreen } from '../game/GameScreen';
import { setGuideActive } from '../guide/guide';
import { dispatch, useGame } from '../stores/game';
import { useSession } from '../stores/session';
import { LocalGame, newLocalSeed } from './localGame';
import '../styles/game.css';
import './playNow.css';

/** The AI a visitor meets first: the guided game's (GuideOffer), which picks every move at random. */
export const PLAY_NOW_LEVEL = 'easy';

/** The offer of the real thing: sign in (a visitor), or the game choice (a player who is signed in). */
function RealGameOffer() {
  const { t } = useTranslation('practice');
  const signedIn = useSession((s) => s.status === 'signedIn');
  return signedIn ? <Link to="/game">{t('playPeople')}</Link> : <Link to="/signin">{t('signInOffer')}</Link>;
}

/**
 * `/play-now`, open to everyone (no sign-in guard): a whole game against the AI played in this browser by the
 * engine (LocalGame), on the relaxed clock, shown by the real game screen. The first game of a visit has the
 * guide's tips; Play again starts a new game with a fresh seed. Nothing reaches the server, and the screen says so.
 */
export default function PlayNow() {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const view = useGame((s) => s.view);
  // A room this tab plays in (a signed-in player's live game) owns the store: that game, not a local one.
  const [busy] = useState(inRoom);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (busy) return;
    // The first game of the visit is the guided one; Play again plays without the tips.
    setGuideActive(round === 0);
    const game = new LocalGame(dispatch, { seed: newLocalSeed(), level: PLAY_NOW_LEVEL });
    playLocally((message) => {
      game.send(message);
    });
    game.start();
    return () => {
      game.stop();
      playLocally(undefined);
      setGuideActive(false);
      dispatch({ type: 'reset' });
    };
  }, [busy, round]);
  if (busy) return <Navigate to="/play" replace />;
  if (view === null) return <p role="status">{t('starting')}</p>;
  return (
    <div className="pn-page">
      <p className="pn-note" data-testid="play-now-note">
        {/* What the screen says about the game while it runs and at its end. */}
        {t('notRecorded')} <RealGameOffer />
      </p>
      <GameScreen
        key={round}
        view={view}
        onHome={() => {
          void navigate('/');
        }}
        onPlayAgain={() => {
          setRound((r) => r + 1);
        }}
        resultNote={
          <p className="pn-result-note" data-testid="play-now-result-note">
            {t('resultNote')} <RealGameOffer />.
          </p>
        }
      />
    </div>
  );
}
