import type { GameView } from '../decoding/types';
import { REMATCH_EXPIRED } from '../../../../contract/texts';

/** What the result dialog shows of the rematch offer, from one player's side. */
export type RematchPrompt =
  /** Nobody asked yet: a Rematch button. */
  | { readonly kind: 'offer' }
  /** We asked: waiting for the opponent. */
  | { readonly kind: 'asked'; readonly text: string }
  /** The opponent asked: Rematch (accept) and No thanks (decline). */
  | { readonly kind: 'invited'; readonly text: string }
  /** Settled: a line of text (agreed, declined, expired). */
  | { readonly kind: 'settled'; readonly text: string };

export { REMATCH_EXPIRED };
export const REMATCH_STARTING = 'Rematch agreed: starting the new game…';

/**
 * The rematch offer as the player `sessionId` sees it, or null when there is none to show (games against the
 * AI, watchers, before the room opens the offer, and a window that closed before anyone asked).
 */
export function rematchPrompt(view: GameView, sessionId: string | null): RematchPrompt | null {
  const offer = view.rematch;
  const me = view.players.find((p) => p.key === sessionId);
  const them = view.players.find((p) => p.key !== sessionId);
  if (offer === undefined || me === undefined || them === undefined) return null;
  const name = them.name || 'Your opponent';
  switch (offer.status) {
    case 'open':
      if (offer.asked.includes(me.seat)) return { kind: 'asked', text: `Waiting for ${name} to accept…` };
      if (offer.asked.includes(them.seat)) return { kind: 'invited', text: `${name} wants a rematch` };
      return { kind: 'offer' };
    case 'accepted':
      return { kind: 'settled', text: REMATCH_STARTING };
    // An offer is seen only once someone asked: before that, nothing was offered to expire or decline (issue 36).
    case 'declined':
      if (offer.asked.length === 0)
        return offer.declinedBy === me.seat ? null : { kind: 'settled', text: `${name} left: no rematch.` };
      return {
        kind: 'settled',
        text: offer.declinedBy === me.seat ? 'You declined the rematch.' : `${name} declined`,
      };
    case 'expired':
      return offer.asked.length === 0 ? null : { kind: 'settled', text: REMATCH_EXPIRED };
  }
}
