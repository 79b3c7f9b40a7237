import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../net/errorMessage';
import { useGame } from '../stores/game';
import { rememberArenaGame } from './arenaGameMemory';
import { arenaGameUrl } from './arenaUrls';

/** Joins a game room by its id; true once in (the page connection's joinArenaGame, or a test's stand-in). */
export type JoinGame = (roomId: string) => Promise<boolean>;

/** The page's way into an arena game: the game connection's module is loaded only when one is joined. */
export const joinArenaGameLazily: JoinGame = (roomId) =>
  import('../game/net/connection').then((m) => m.joinArenaGame(roomId));

/** The rooms this tab went into from an arena page: coming back to the arena never sends the player in again. */
const entered = new Set<string>();

/** Asks before leaving the live game this tab plays (the game screen's own question), loaded when needed. */
const leaveAsked = (): Promise<boolean> =>
  import('../game/panel/leaveLiveGame').then((m) => m.confirmLeavingLiveGame());

/** True while the game store holds another live game (a seat or a watcher's place not yet over). */
function busyElsewhere(roomId: string): boolean {
  const s = useGame.getState();
  return (s.status === 'live' || s.status === 'reconnecting') && s.roomId !== roomId && s.gameOver === null;
}

/**
 * Pairing straight into the game: when the arena page's answer names my game (`me.game`), joins its room at once
 * and goes to the game screen (`arenaGameUrl`: it offers the way back). A room is entered once by itself; after
 * that (or while another game is open in this tab) `enter` is the page's "Go to your game".
 */
export function useEnterArenaGame(arenaId: string, roomId: string | null, join: JoinGame) {
  const { t } = useTranslation('arenas');
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const enter = useCallback(
    (room: string) => {
      entered.add(room);
      const s = useGame.getState();
      if (s.roomId === room && (s.status === 'live' || s.status === 'reconnecting')) {
        rememberArenaGame(room, arenaId);
        void navigate(arenaGameUrl(arenaId));
        return;
      }
      setJoining(true);
      setFailure(null);
      void join(room).then((ok) => {
        setJoining(false);
        if (ok) {
          rememberArenaGame(room, arenaId);
          void navigate(arenaGameUrl(arenaId));
        } else
          setFailure(t('actions.gameFailed', { error: useGame.getState().failure ?? errorMessage(null) }));
      });
    },
    [arenaId, join, navigate, t],
  );
  useEffect(() => {
    if (roomId !== null && !entered.has(roomId) && !busyElsewhere(roomId)) enter(roomId);
  }, [roomId, enter]);
  return {
    joining,
    failure,
    enter:
      roomId === null
        ? null
        : () => {
            // Going from another live game gives up its seat: asked first, as starting another game asks.
            if (!busyElsewhere(roomId)) {
              enter(roomId);
              return;
            }
            void leaveAsked().then((yes) => {
              if (yes) enter(roomId);
            });
          },
  };
}

/** Forgets the rooms entered (tests: each starts from a fresh tab). */
export function forgetEnteredGames(): void {
  entered.clear();
}
