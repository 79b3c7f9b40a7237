import type { ResultMessage } from '../../../../engine';
import {
  characterByLetter,
  MAX_TURNS,
  PHASE_LABELS,
  resultMessage,
  resultSentence as engineSentence,
  showsReveal,
  squareName,
  startsByItself,
  type SeatNames,
} from '../../../../engine';
import type { PlayerState } from '../../../../engine';
import { seatsOf, stepsFor } from '../board/boardModel';
import { revealCaption, waitingForOpponent } from './storyWords';
import type { GameView } from '../decoding/types';
import { i18n } from '../../i18n/init';

/**
 * The live region's sentence for the current state: phase changes, "Waiting for opponent", the reveal's
 * caption and both plans, the result. `plan` (the player's own) tells whether the player waits.
 */
export function announcement(
  view: GameView,
  sessionId: string | null,
  plan: PlayerState | null = null,
): string {
  const { me, foe, watching } = seatsOf(view, sessionId);
  const label = PHASE_LABELS[view.phase];
  const turn =
    view.turn > 0 ? `${i18n.t('gamePanel:announce.turn', { turn: view.turn, max: MAX_TURNS })} ` : '';
  const phase = i18n.t('gamePanel:announce.phase', { label });
  if (showsReveal(view.phase)) {
    const r = view.lastReveal;
    const parts: string[] = [];
    const caption = revealCaption(view, sessionId);
    if (caption !== null) parts.push(i18n.t('gamePanel:announce.caption', { caption }));
    if (r !== null) {
      for (const p of [me, foe]) {
        if (p === undefined) continue;
        const who = !watching && p === me ? i18n.t('gamePanel:story.you') : p.name;
        const [move, hit] = p.seat === 'A' ? [r.moveA, r.hitA] : [r.moveB, r.hitB];
        parts.push(i18n.t('gamePanel:announce.plans', { who, move: squareName(move), hit: squareName(hit) }));
      }
    }
    const end = view.phase === 'over' ? ` ${resultSentence(view, sessionId)}` : '';
    return `${phase} ${parts.join(' ')}${end}`.trim();
  }
  if (waitingForOpponent(view, plan, sessionId))
    return `${turn}${i18n.t('gamePanel:announce.waiting', { label })}`;
  const character = me?.character == null ? undefined : characterByLetter(me.character)?.name;
  const who = character === undefined ? '' : ` ${i18n.t('gamePanel:announce.youAre', { character })}`;
  const byItself = view.phase === 'start' && view.mode !== null && startsByItself(view.mode);
  const asksHit = !watching && stepsFor(view, plan, sessionId).step === 'hit';
  const prompt = byItself
    ? i18n.t('gamePanel:announce.startsSoon')
    : i18n.t(`gamePanel:announce.prompts.${asksHit ? 'hit' : view.phase}`);
  return `${turn}${phase} ${watching ? '' : prompt}${view.phase === 'move' ? who : ''}`.trim();
}

/** The names of the seats as the synced state shows them. */
const namesOf = (view: GameView): SeatNames => Object.fromEntries(view.players.map((p) => [p.seat, p.name]));

/** The result in words, from the synced result. */
export function resultSentence(view: GameView, sessionId: string | null): string {
  const { me } = seatsOf(view, sessionId);
  return engineSentence(view.result, me?.seat ?? null, namesOf(view));
}

/**
 * The result modal's content from the synced result, for a player who missed the `gameover` message (its
 * connection was back only after the end). The server's own message is preferred whenever it arrives.
 */
export function gameOverFromView(view: GameView, sessionId: string | null): ResultMessage | null {
  const { me } = seatsOf(view, sessionId);
  if (me === undefined || view.result === null) return null;
  return resultMessage(view.result, me.seat, namesOf(view));
}
