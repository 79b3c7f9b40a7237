import type { GameView } from '../decoding/types';
import { REMATCH_EXPIRED } from '../../../../contract/texts';
import { i18n } from '../../i18n/init';

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

/**
 * The rematch offer as the player `sessionId` sees it, or null when there is none to show (games against the
 * AI, watchers, before the room opens the offer, and a window that closed before anyone asked).
 */
export function rematchPrompt(view: GameView, sessionId: string | null): RematchPrompt | null {
  const offer = view.rematch;
  const me = view.players.find((p) => p.key === sessionId);
  const them = view.players.find((p) => p.key !== sessionId);
  if (offer === undefined || me === undefined || them === undefined) return null;
  const name = them.name || i18n.t('gameResult:rematch.yourOpponent');
  switch (offer.status) {
    case 'open':
      if (offer.asked.includes(me.seat))
        return { kind: 'asked', text: i18n.t('gameResult:rematch.waiting', { name }) };
      if (offer.asked.includes(them.seat))
        return { kind: 'invited', text: i18n.t('gameResult:rematch.invited', { name }) };
      return { kind: 'offer' };
    case 'accepted':
      return { kind: 'settled', text: i18n.t('gameResult:rematch.starting') };
    // An offer is seen only once someone asked: before that, nothing was offered to expire or decline (issue 36).
    case 'declined':
      if (offer.asked.length === 0)
        return offer.declinedBy === me.seat
          ? null
          : { kind: 'settled', text: i18n.t('gameResult:rematch.left', { name }) };
      return {
        kind: 'settled',
        text:
          offer.declinedBy === me.seat
            ? i18n.t('gameResult:rematch.youDeclined')
            : i18n.t('gameResult:rematch.declined', { name }),
      };
    case 'expired':
      return offer.asked.length === 0 ? null : { kind: 'settled', text: REMATCH_EXPIRED };
  }
}
