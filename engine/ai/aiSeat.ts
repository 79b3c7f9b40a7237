import { characterByLetter, type Letter } from '../characters';
import type { Action } from '../types';
import type { PlayerView } from '../view';
import type { AiDecision, AiPlayer, Plan } from './types';

/** What an AI seat decided for one phase (`choose`, `place`, or `plan <turn>`). */
type Decision =
  | { readonly key: 'choose'; readonly value: Letter }
  | { readonly key: 'place'; readonly value: number }
  | { readonly key: `plan ${number}`; readonly value: Plan };

/**
 * Seats an AI player in a game hosted by the state machine: given the seat's view, the actions to send now.
 * `eager` (the default) sends a whole plan in the move phase; otherwise it keeps to one phase at a time,
 * so watchers of AI-versus-AI games can follow each step, and shows a (perhaps new) character each time it is asked
 * in Choose. One AiSeat plays one game.
 */
export class AiSeat {
  private decided: Decision | null = null;

  constructor(readonly ai: AiPlayer) {}

  /**
   * The pick this seat makes in the current phase (the letter in Choose, the square in Place, the plan in Move
   * and Hit), decided once per phase and then played unchanged by `actions` (eagerly), so a room can commit to
   * it before the opponent's first message of the phase. Null when the phase has no pick for it.
   */
  decide(view: PlayerView): AiDecision | null {
    const own = view.own;
    switch (view.phase) {
      case 'choose':
        return this.remember({
          key: 'choose',
          value: this.decided?.key === 'choose' ? this.decided.value : this.ai.choose(),
        });
      case 'place':
        if (own.character === null) return null;
        if (this.decided?.key === 'place') return this.decided.value;
        return this.remember({ key: 'place', value: this.ai.place(own.character) });
      case 'move':
      case 'hit':
        return this.planFor(view);
      case 'waiting':
      case 'start':
      case 'reveal':
      case 'over':
        return null;
    }
  }

  actions(view: PlayerView, eager = true): Action[] {
    const own = view.own;
    switch (view.phase) {
      case 'choose': {
        if (eager && own.character !== null) return [];
        const letter = eager ? (this.decide(view) as Letter) : this.ai.choose();
        return [{ type: 'choose', square: characterByLetter(letter)!.start }];
      }
      case 'place': {
        if (own.square !== null) return [];
        const square = this.decide(view);
        return square === null ? [] : [{ type: 'place', square: square as number }];
      }
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

  private remember<D extends Decision>(decision: D): D['value'] {
    this.decided = decision;
    return decision.value;
  }

  /** The plan for this turn, decided once from the public position. */
  private planFor(view: PlayerView): Plan {
    const key = `plan ${view.turn}` as const;
    if (this.decided?.key === key) return this.decided.value;
    const opponent = view.players[view.seat === 'A' ? 'B' : 'A'];
    const plan = this.ai.plan({
      turn: view.turn,
      me: view.own.character!,
      mySquare: view.own.square!,
      opponent: opponent.character!,
      opponentSquare: opponent.square!,
    });
    return this.remember({ key, value: plan });
  }
}
