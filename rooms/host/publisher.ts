import { ownView, type GameState } from '../../engine';
import { PlanMailer } from './planMailer';
import type { HostSnapshot, Transport } from './ports';

/**
 * What the host publishes after each change: the public snapshot, each player's own plan when it changed
 * (never the opponent's), and a new phase or turn at once rather than at the next patch (the patch carries what
 * changed since the last one, so nothing is sent twice and no more is sent in all).
 */
export class Publisher {
  private readonly plans = new PlanMailer();
  /** The phase and turn last published at once. */
  private sentStep = '';

  constructor(private readonly transport: Transport) {}

  /** The snapshot to the synced state, and the plans that changed. */
  publish(snapshot: HostSnapshot, game: GameState): void {
    this.transport.sync(snapshot);
    const toSeat = this.transport.toSeat.bind(this.transport);
    this.plans.send(snapshot.seats, (seat) => ownView(game, seat), toSeat);
  }

  /** Publishes now when the phase or turn changed. */
  stepAtOnce(game: GameState): void {
    const step = `${game.phase}:${game.turn}`;
    if (step === this.sentStep) return;
    this.sentStep = step;
    this.transport.publishNow();
  }

  /** The next publish sends one player's plan (a reconnection), or everyone's (a new game), again. */
  forget(key?: string): void {
    this.plans.forget(key);
  }
}
