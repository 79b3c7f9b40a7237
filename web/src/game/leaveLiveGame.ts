import { holdsLiveSeat } from './connection';

/** The question asked before the player's own Leave gives up a live game (the only way, with the grace period's end). */
export const LEAVE_QUESTION = 'Leave this game? You will lose it.';

/**
 * True when nothing live would be lost, or the player said Yes to leaving it: asked before Leave and before
 * starting or joining another game (which leaves this one), never on a navigation.
 */
export function confirmLeavingLiveGame(
  ask: (question: string) => boolean = (q) => window.confirm(q),
): boolean {
  return !holdsLiveSeat() || ask(LEAVE_QUESTION);
}
