import { leaveAborts } from '../../../../engine';
import { useGame } from '../../stores/game';
import { holdsLiveSeat } from '../net/connection';
import { i18n } from '../../i18n/init';

/**
 * The question for the live game in the view: the engine says whether leaving it now aborts it (before a public
 * game's first move, docs/RULES.md: "it will not count") or loses it.
 */
export function leaveQuestion(): string {
  const view = useGame.getState().view;
  const aborts = view?.mode != null && leaveAborts({ mode: view.mode, turn: view.turn });
  return aborts ? i18n.t('gamePanel:leave.uncounted') : i18n.t('gamePanel:leave.lose');
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
