import { characterByLetter } from '../characters';
import type { Action } from '../types';
import type { PlayerView } from '../view';
import type { AiPlayer, Plan } from './types';

/**
 * Seats an AI player in a game hosted by the state machine: given the seat's view, the actions to send now.
 * `eager` (the default) sends a whole plan in the move phase; otherwise it keeps to one phase at a time,
 * so watchers of AI-versus-AI games can follow each step, and shows a (perhaps new) character each time it is asked
 * in Choose.
 */
export class AiSeat {
  private planned: { readonly turn: number; readonly plan: Plan } | null = null;

  constructor(readonly ai: AiPlayer) {}

  actions(view: PlayerView, eager = true): Action[] {
    const own = view.own;
    switch (view.phase) {
      case 'choose':
        return own.character !== null && eager
          ? []
          : [{ type: 'choose', square: characterByLetter(this.ai.choose())!.start }];
      case 'place':
        return own.square !== null || own.character === null
          ? []
          : [{ type: 'place', square: this.ai.place(own.character) }];
      case 'move':
      case 'hit': {
        if (own.set) return [];
        const plan = this.planFor(view);
        const out: Action[] = [];
        if (own.move !== plan.move) out.push({ type: 'move', square: plan.move });
        if (view.phase === 'move' && !eager) return out;
        if (own.move !== plan.move || own.hit !== plan.hit) out.push({ type: 'hit', square: plan.hit });
        out.push({ type: 'set' });
        return out;
      }
      case 'waiting':
      case 'start':
      case 'reveal':
      case 'over':
        return [];
    }
  }

  /** The plan for this turn, decided once from the public position. */
  private planFor(view: PlayerView): Plan {
    if (this.planned?.turn !== view.turn) {
      const opponent = view.players[view.seat === 'A' ? 'B' : 'A'];
      const plan = this.ai.plan({
        turn: view.turn,
        me: view.own.character!,
        mySquare: view.own.square!,
        opponent: opponent.character!,
        opponentSquare: opponent.square!,
      });
      this.planned = { turn: view.turn, plan };
    }
    return this.planned.plan;
  }
}
