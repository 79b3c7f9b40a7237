import { useEffect, useState, type KeyboardEvent } from 'react';
import { ERROR_MESSAGES, squareName, whyRefused, type LegalSteps, type PlayerState } from '../../../engine';
import type { GameView } from './decoding/types';
import { send } from './net/connection';
import { i18n } from '../i18n/init';

/** Whether a key press belongs to a text field or carries a modifier (then it is not a game key). */
function notAGameKey(e: KeyboardEvent<HTMLElement>): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return true;
  const t = e.target;
  return t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
}

/** What the player's clicks and keys do on the game screen, and why the last one was refused. */
export interface GameInput {
  /** Why the last pick or S was refused, said through the live region until the phase, the turn or the plan changes. */
  readonly refusal: string | null;
  /** A square picked on the board (or a Choose card): sent as this step. */
  readonly pick: (square: number) => void;
  /** A square the board would not pick: the engine's reason is said. */
  readonly refuse: (square: number) => void;
  /** Back (the button, B, Backspace on the board). */
  readonly back: () => void;
  /** The screen's keys: S is Set, B is Back (a watcher's keys do nothing). */
  readonly onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

/** The player's input on the game screen: each action sent as the engine's legal steps allow, else the reason said. */
export function useGameInput(
  view: GameView,
  plan: PlayerState | null,
  legal: LegalSteps,
  watching: boolean,
): GameInput {
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    setRefusal(null);
  }, [view.phase, view.turn, plan]);
  const pick = (square: number) => {
    if (legal.step !== 'none') send({ type: legal.step, square });
  };
  const refuse = (square: number) => {
    if (watching || plan === null) return;
    const action = legal.step === 'none' ? ({ type: 'move', square } as const) : { type: legal.step, square };
    const why = whyRefused(view.phase, plan, action);
    setRefusal(
      i18n.t('game:refusal', {
        square: squareName(square),
        why: why?.message ?? ERROR_MESSAGES['phase/wrong'],
      }),
    );
  };
  const back = () => {
    if (legal.canBack) send({ type: 'back' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (notAGameKey(e) || watching) return;
    const key = e.key.toLowerCase();
    if (key === 's' && legal.planning) {
      e.preventDefault();
      if (legal.canSet) send({ type: 'set' });
      else if (plan !== null) setRefusal(whyRefused(view.phase, plan, { type: 'set' })?.message ?? null);
    } else if (key === 'b' && legal.picking) {
      e.preventDefault();
      back();
    }
  };
  return { refusal, pick, refuse, back, onKeyDown };
}
