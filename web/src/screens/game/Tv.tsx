import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { GameScreen } from '../../game/GameScreen';
import { secondsShown, useTicker } from '../../game/panel/PhaseClock';
import { useSearchParams } from 'react-router';
import { ARENA_PAGE } from '../../../../contract/routes';
import { call } from '../../net/call';
import { fetchLiveGames } from '../../net/live';
import { SpectatorControls, useSpectating } from './Spectate';
import '../../styles/game.css';

/** How long TV stays on a finished game before the next one (ms). */
export const TV_NEXT_MS = 5000;
/** How often TV looks again when nothing is live (ms). */
export const TV_RETRY_MS = 5000;

/**
 * The live game TV may follow next (the first the server lists that is not `ended`), asked while `looking` and
 * again every TV_RETRY_MS while nothing is live. `idle`: the server answered and had nothing to follow. With
 * `arenaId`, the arena's games in progress instead, the top-ranked first (the leader's when the leader plays).
 */
function useNextLiveGame(
  looking: boolean,
  ended: string | null,
  arenaId: string | null,
): { next: string | null; idle: boolean } {
  const { data } = useQuery({
    // A fresh list after each followed game (its key names it): the cached one may still list games now over.
    queryKey: ['live-games', 'tv', arenaId, ended],
    queryFn: async () =>
      arenaId === null ? fetchLiveGames(5) : (await call(ARENA_PAGE, { params: { id: arenaId } })).games,
    enabled: looking,
    refetchInterval: TV_RETRY_MS,
    gcTime: 0,
  });
  const next = data?.find((g) => g.roomId !== ended)?.roomId ?? null;
  return { next, idle: data !== undefined && next === null };
}

/** "Next game in 5 s…" until `endsAt` (local ms), a display clock ticking on the game's own (useTicker). */
function NextGameIn({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation('gameScreens');
  const now = useTicker(250);
  return <>{t('tv.next', { seconds: Math.max(1, secondsShown(endsAt - now)) })}</>;
}

/**
 * /tv: follows the first live game the server lists (a game people play, the highest-rated first; else the
 * server's AI-versus-AI exhibition); when it ends, moves to the next one after a short pause ("Next game in
 * 5 s…"), a game people play if one started meanwhile. When nothing is live it says so and checks again. Open
 * signed out too. `/tv?arena=<id>` follows that arena's top game, from one to the next (issue 41).
 */
export default function Tv() {
  const { t } = useTranslation('gameScreens');
  const [roomId, setRoomId] = useState<string | null>(null);
  /** The last game followed, never picked again (its room may still list it for a moment). */
  const [ended, setEnded] = useState<string | null>(null);
  /** When the pause after a finished game ends (local ms), or null while none is finished. */
  const [nextAt, setNextAt] = useState<number | null>(null);
  const arenaId = useSearchParams()[0].get('arena');
  const { view, failure } = useSpectating(roomId);
  const { next, idle } = useNextLiveGame(roomId === null, ended, arenaId);
  // Found one: follow it (a state update while rendering, as React allows for a component's own state).
  if (roomId === null && next !== null) setRoomId(next);

  // The followed game ended (or could not be joined): wait, then look for the next.
  const over = view?.phase === 'over' || (roomId !== null && failure !== null);
  useEffect(() => {
    if (!over || roomId === null) return;
    setNextAt(Date.now() + TV_NEXT_MS);
    const id: ReturnType<typeof setTimeout> = setTimeout(() => {
      setNextAt(null);
      setEnded(roomId);
      setRoomId(null);
    }, TV_NEXT_MS);
    return () => {
      clearTimeout(id);
    };
  }, [over, roomId]);

  if (view === null) {
    return (
      <div className="page stack">
        <h1>{t('tv.heading')}</h1>
        <p role="status">{idle ? t(arenaId === null ? 'tv.idle' : 'tv.arenaIdle') : t('tv.looking')}</p>
      </div>
    );
  }
  return (
    <GameScreen
      view={view}
      resultDialog={false}
      spectating
      onHome={() => {
        setEnded(roomId);
        setRoomId(null);
      }}
      controls={
        <SpectatorControls view={view}>
          <p className="g-tv-next" role="status">
            {nextAt === null ? t('tv.heading') : <NextGameIn endsAt={nextAt} />}
          </p>
        </SpectatorControls>
      }
    />
  );
}
