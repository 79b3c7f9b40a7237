import { useState } from 'react';
import { showsReveal } from '../../../../engine';
import type { GameView } from '../decoding/types';

/** "Show last turn": the latest reveal drawn on the board again after its phase has gone. */
export interface LastTurnReplay {
  /** There is a last turn to show, and it is not on show already (the reveal's phase, or the game's end). */
  readonly available: boolean;
  /** It is on show again now. */
  readonly shown: boolean;
  readonly toggle: () => void;
}

/**
 * Holds which turn the player asked to see again: it stays on the board until hidden or until another turn is
 * revealed (then that newer turn is the last one, and the live reveal shows it anyway).
 */
export function useLastTurnReplay(view: GameView): LastTurnReplay {
  const [shownTurn, setShownTurn] = useState<number | null>(null);
  const last = view.lastReveal?.turn ?? null;
  const available = last !== null && !showsReveal(view.phase);
  const shown = available && shownTurn === last;
  return {
    available,
    shown,
    toggle: () => {
      setShownTurn(shown ? null : last);
    },
  };
}
