import { ownView, type GameState, type Seat } from '../../engine';
import { PlanMailer } from './planMailer';
import type { HostSnapshot, Transport } from './ports';

/**
 * What the host publishes after each change: the public snapshot, each player's own plan when it changed
 * (never the opponent's), a new phase or turn at once rather than at the next patch (the patch carries what
 * changed since the last one, so nothing is sent twice and no more is sent in all), and the finished game's
 * record to the players alone, once (it is not part of the synced state the audience receives).
 */
export class Publisher {
  private readonly plans = new PlanMailer();
  /** The phase and turn last published at once. */
  private sentStep = '';
  /** The record last sent to the players ('' before the game is over). */
  private sentRecord = '';

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

  /** Sends the finished game's record (JSON; '' before the end) to the players when it is new. */
  record(record: string): void {
    if (record === this.sentRecord) return;
    this.sentRecord = record;
    if (record !== '') this.transport.toPlayers({ type: 'record', body: { record } });
  }

  /** One player is back (a reconnection): it gets the record again, if the game is over. */
  recordTo(seat: Seat): void {
    if (this.sentRecord !== '')
      this.transport.toSeat(seat, { type: 'record', body: { record: this.sentRecord } });
  }

  /** The next publish sends one player's plan (a reconnection), or everyone's (a new game), again. */
  forget(key?: string): void {
    this.plans.forget(key);
  }
}
