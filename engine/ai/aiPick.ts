import type { Pick } from '../fairness';
import type { Phase } from '../phases';
import type { Seat } from '../types';
import type { AiDecision } from './types';

/**
 * An AI seat's decision (`AiSeat.decide(view)`, with that view's phase, turn and seat) as the pick a room commits to before the AI plays it: the
 * character in Choose, the square in Place, the turn's plan in Move and Hit. Null when there is nothing to commit
 * (no decision, or one that is not this phase's kind of pick).
 */
export function aiPick(
  view: { readonly phase: Phase; readonly turn: number; readonly seat: Seat },
  decision: AiDecision | null,
): Pick | null {
  const { phase, turn, seat } = view;
  if (decision === null) return null;
  if (phase === 'choose' && typeof decision === 'string') return { phase, turn: 0, seat, pick: decision };
  if (phase === 'place' && typeof decision === 'number') return { phase, turn: 0, seat, pick: decision };
  if (typeof decision === 'object') return { phase: 'plan', turn, seat, pick: decision };
  return null;
}
