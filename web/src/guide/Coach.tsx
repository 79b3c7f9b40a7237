import type { PlayerState } from '../../../engine';
import { useEffect, useState } from 'react';
import { seatsOf, stepsFor } from '../game/board/boardModel';
import type { GameView } from '../game/decoding/types';
import { useSession } from '../stores/session';
import { endGuide, guideActive, setGuideActive } from './guide';
import './coach.css';

/** What the coach mark points at: the board (and the cards in Choose) or the Set button. */
type Focus = 'board' | 'set' | 'none';

function focusOf(view: GameView, plan: PlayerState | null, sessionId: string | null): Focus {
  const { step } = stepsFor(view, plan, sessionId);
  if (step === 'none') return 'none';
  return step === 'hit' && plan?.hit !== null && plan?.hit !== undefined ? 'set' : 'board';
}

/** The coach mark for each step of the guided game (the step comes from the engine, `legalSteps`). */
function coachText(view: GameView, plan: PlayerState | null, sessionId: string | null): string | null {
  const legal = stepsFor(view, plan, sessionId);
  if (view.phase === 'over') return 'That was your first game! The guide is done; have fun playing.';
  if (view.phase === 'reveal')
    return 'Reveal: both plans are shown at once. A hit wins only on the square the other piece moved to.';
  switch (legal.step) {
    case 'choose':
      return legal.done
        ? 'Picked! You can still change until the clock ends. The card shows its ranges: blue moves, red hits.'
        : 'Step 1: pick a character. Click a piece on the board or one of the cards.';
    case 'place':
      return legal.done
        ? 'Placed. Both pieces are shown once the clock ends.'
        : 'Step 2: click any square to put your character there.';
    case 'move':
      return 'Step 3 (Move): the blue squares are where you can move. Click one.';
    case 'hit':
      return plan?.hit === null || plan?.hit === undefined
        ? 'Step 4 (Hit): the red squares are where you can hit from there. Guess where the AI will step and click it.'
        : 'Step 5: press Set to lock in your plan.';
    case 'none':
      return legal.done ? 'Your plan is set. Wait for the AI.' : null;
  }
}

/** Coach marks during the guided first game; marks the guide done once the game is over, or skipped. */
export function Coach({
  view,
  plan,
  sessionId,
}: {
  view: GameView;
  plan: PlayerState | null;
  sessionId: string | null;
}) {
  const [active, setActive] = useState(guideActive);
  // A visitor's game (/play-now) has no account to store the answer on: the tips just end.
  const signedIn = useSession((s) => s.status === 'signedIn');
  const over = view.phase === 'over';
  useEffect(() => {
    if (!active || !over) return;
    setGuideActive(false);
    if (signedIn)
      void endGuide('done').catch((err: unknown) => {
        console.warn('guide', err);
      });
  }, [active, over, signedIn]);
  const { watching } = seatsOf(view, sessionId);
  if (!active || watching) return null;
  const text = coachText(view, plan, sessionId);
  if (text === null) return null;
  return (
    <div
      className="g-coach"
      role="note"
      aria-label="Guide"
      data-phase={view.phase}
      data-focus={focusOf(view, plan, sessionId)}
    >
      <p>{text}</p>
      {!over && (
        <button
          type="button"
          className="g-linkish"
          onClick={() => {
            setGuideActive(false);
            setActive(false);
            if (signedIn)
              void endGuide('skipped').catch((err: unknown) => {
                console.warn('guide', err);
              });
          }}
        >
          Skip the guide
        </button>
      )}
    </div>
  );
}
