import { leaveAborts } from '../../../../engine';
import { useGame } from '../../stores/game';
import { holdsLiveSeat } from '../net/connection';

/** The question asked before the player's own Leave gives up a live game (the only way, with the grace period's end). */
export const LEAVE_QUESTION = 'Leave this game? You will lose it.';
/** The question before a public game's first move, when leaving aborts it (docs/RULES.md, engine leaveAborts). */
export const LEAVE_UNCOUNTED_QUESTION =
  'Leave this game? It has not reached its first move: it will not count.';

/** The question for the live game in the view: the engine says whether leaving it now aborts it or loses it. */
export function leaveQuestion(): string {
  const view = useGame.getState().view;
  const aborts = view?.mode != null && leaveAborts({ mode: view.mode, turn: view.turn });
  return aborts ? LEAVE_UNCOUNTED_QUESTION : LEAVE_QUESTION;
}

/**
 * True when nothing live would be lost, or the player said Yes to leaving it: asked before Leave and before
 * starting or joining another game (which leaves this one), never on a navigation.
 */
export function confirmLeavingLiveGame(
  ask: (question: string) => boolean = (q) => window.confirm(q),
): boolean {
  return !holdsLiveSeat() || ask(leaveQuestion());
}
