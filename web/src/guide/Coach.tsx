import type { PlayerState } from '../../../engine';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatsOf, stepsFor } from '../game/board/boardModel';
import type { GameView } from '../game/decoding/types';
import { i18n } from '../i18n/init';
import { useSession } from '../stores/session';
import { endGuide, guideActive, setGuideActive, useGuideEnded } from './guide';
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
  if (view.phase === 'over') return i18n.t('guide:coach.over');
  if (view.phase === 'reveal') return i18n.t('guide:coach.reveal');
  switch (legal.step) {
    case 'choose':
      return legal.done ? i18n.t('guide:coach.chosen') : i18n.t('guide:coach.choose');
    case 'place':
      return legal.done ? i18n.t('guide:coach.placed') : i18n.t('guide:coach.place');
    case 'move':
      return i18n.t('guide:coach.move');
    case 'hit':
      return plan?.hit === null || plan?.hit === undefined
        ? i18n.t('guide:coach.hit')
        : i18n.t('guide:coach.set');
    case 'none':
      return legal.done ? i18n.t('guide:coach.waiting') : null;
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
  const { t } = useTranslation('guide');
  const [active, setActive] = useState(guideActive);
  // A visitor's game (/play-now) has no account to store the answer on: the tips just end.
  const signedIn = useSession((s) => s.status === 'signedIn');
  const over = view.phase === 'over';
  const offered = useRef(false);
  useEffect(() => {
    if (!active || !over) return;
    setGuideActive(false);
    // Once: a game played after it on the same screen (Play again) is not the guided one.
    if (!offered.current) useGuideEnded.setState({ ended: true });
    offered.current = true;
    if (signedIn)
      void endGuide('done').catch((err: unknown) => {
        console.warn('guide', err);
      });
  }, [active, over, signedIn]);
  // The offer of a puzzle is the guided game's result's alone: forgotten once another game runs or the screen is left.
  useEffect(() => {
    if (!over) useGuideEnded.setState({ ended: false });
  }, [over]);
  useEffect(
    () => () => {
      useGuideEnded.setState({ ended: false });
    },
    [],
  );
  const { watching } = seatsOf(view, sessionId);
  if (!active || watching) return null;
  const text = coachText(view, plan, sessionId);
  if (text === null) return null;
  return (
    <div
      className="g-coach"
      role="note"
      aria-label={t('label')}
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
          {t('skip')}
        </button>
      )}
    </div>
  );
}
