import { startsByItself, type PlayerState } from '../../../../engine';
import { seatsOf, stepsFor } from '../board/boardModel';
import { phaseHint } from './phaseHint';
import type { GameView } from '../decoding/types';

/** The line under the phase name: what to do now, in words (the step comes from the engine). */
export function PhaseHint({
  view,
  plan,
  sessionId,
}: {
  view: GameView;
  plan: PlayerState | null;
  sessionId: string | null;
}) {
  const { watching } = seatsOf(view, sessionId);
  const legal = stepsFor(view, plan, sessionId);
  const text = phaseHint({
    phase: view.phase,
    step: legal.step,
    done: legal.done,
    hitPlanned: !watching && plan?.hit !== null && plan?.hit !== undefined,
    watching,
    aisOnly: view.players.length > 0 && view.players.every((p) => p.isAi),
    paused: view.paused,
    startsByItself: view.mode !== null && startsByItself(view.mode),
  });
  return (
    <p className="g-hint" data-step={legal.step}>
      {text}
    </p>
  );
}
