import { useEffect, useState } from 'react';
import { GameScreen } from '../../game/GameScreen';
import { fetchLiveGames } from '../../net/live';
import { SpectatorControls, useSpectating } from './Spectate';
import '../../styles/game.css';

/** How long TV stays on a finished game before the next one (ms). */
export const TV_NEXT_MS = 5000;
/** How often TV looks again when nothing is live (ms). */
const TV_RETRY_MS = 5000;

/**
 * /tv: follows the first live game the server lists (a game people play, the highest-rated first; else the
 * server's AI-versus-AI exhibition); when it ends, moves to the next one after a short pause ("Next game in
 * 5 s…"), a game people play if one started meanwhile. When nothing is live it says so and checks again. Open
 * signed out too.
 */
export default function Tv() {
  const [roomId, setRoomId] = useState<string | null>(null);
  /** The last game followed, never picked again (its room may still list it for a moment). */
  const [ended, setEnded] = useState<string | null>(null);
  const [idle, setIdle] = useState(false);
  const [countdown, setCountdown] = useState<number | null>(null);
  const { view, failure } = useSpectating(roomId);

  // Find a game when none is followed, and again every few seconds while nothing is live.
  useEffect(() => {
    if (roomId !== null) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      fetchLiveGames(5).then(
        (games) => {
          if (stopped) return;
          const next = games.find((g) => g.roomId !== ended);
          if (next === undefined) {
            setIdle(true);
            retry = setTimeout(look, TV_RETRY_MS);
          } else {
            setIdle(false);
            setRoomId(next.roomId);
          }
        },
        () => {
          if (!stopped) retry = setTimeout(look, TV_RETRY_MS);
        },
      );
    };
    look();
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [roomId, ended]);

  // The followed game ended (or could not be joined): count down, then look for the next.
  const over = view?.phase === 'over' || (roomId !== null && failure !== null);
  useEffect(() => {
    if (!over || roomId === null) return;
    const endsAt = Date.now() + TV_NEXT_MS;
    setCountdown(Math.ceil(TV_NEXT_MS / 1000));
    const id: ReturnType<typeof setInterval> = setInterval(() => {
      const left = endsAt - Date.now();
      if (left > 0) {
        setCountdown(Math.ceil(left / 1000));
        return;
      }
      clearInterval(id);
      setCountdown(null);
      setEnded(roomId);
      setRoomId(null);
    }, 250);
    return () => {
      clearInterval(id);
    };
  }, [over, roomId]);

  if (view === null) {
    return (
      <div className="page stack">
        <h1>Octoduel TV</h1>
        <p role="status">
          {idle ? 'No game is being played right now. Checking again…' : 'Looking for the best live game…'}
        </p>
      </div>
    );
  }
  return (
    <GameScreen
      view={view}
      resultDialog={false}
      onHome={() => {
        setEnded(roomId);
        setRoomId(null);
      }}
      controls={
        <SpectatorControls view={view}>
          <p className="g-tv-next" role="status">
            {countdown === null ? 'Octoduel TV' : `Next game in ${countdown} s…`}
          </p>
        </SpectatorControls>
      }
    />
  );
}
