import { useEffect, useState } from 'react';
import type { ResultMessage } from '../../../../engine';
import type { GameView } from '../decoding/types';
import { gameOverFromView } from '../panel/announce';

/** How long the board waits for the server's `gameover` before showing the result from the state. */
export const GAMEOVER_WAIT_MS = 1500;

/** The result to show: the server's message, or (if it never came within GAMEOVER_WAIT_MS) one made from the synced result. */
export function useShownResult(
  view: GameView,
  sessionId: string | null,
  gameOver: ResultMessage | null,
): ResultMessage | null {
  const over = view.phase === 'over';
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!over) return;
    const id: ReturnType<typeof setTimeout> = setTimeout(() => {
      setLate(true);
    }, GAMEOVER_WAIT_MS);
    return () => {
      clearTimeout(id);
    };
  }, [over]);
  if (gameOver !== null) return gameOver;
  return over && late ? gameOverFromView(view, sessionId) : null;
}
