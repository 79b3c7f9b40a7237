import { ServerError, type Client } from '@colyseus/core';
import { aiSeed, watchedPickDue, watcherView, type Seat } from '../engine';
import { GameRoom } from './gameRoom';
import { EXHIBITION_PAUSE_MS } from './exhibitions';
import { liveGames } from './liveGames';
import { aiNames } from './modeRooms';
import { aiSeat } from './seats';

/**
 * The server's AI-versus-AI exhibition (rooms/exhibitions.ts): two expert AIs play one game at the pace of the
 * AI-versus-AI screen (mode `h0a2`), listed by GET /api/live and open to spectators only, signed in or not.
 * Nobody takes a seat and nobody sends it a move. The game is stored as every AI-versus-AI game is (its
 * replay and fairness check are public); it counts for nobody and is rated for nobody.
 */
export class ExhibitionRoom extends GameRoom {
  readonly mode = 'h0a2';
  protected override readonly viewOf = watcherView;
  protected override readonly eagerAi = false;
  protected override readonly watchable = true;
  /** Only spectators come in (their places are counted apart): no seat is ever free. */
  override maxClients = 0;
  /** A spectator joined this game. */
  private watched = false;

  protected async setup(): Promise<void> {
    const [a, b] = await aiNames(this, 2, 'expert');
    this.seats.A = aiSeat('A', a!, 'expert', aiSeed(this.game.seed, 'A'));
    this.seats.B = aiSeat('B', b!, 'expert', aiSeed(this.game.seed, 'B'));
    this.start();
  }

  override onJoin(client: Client): void {
    if (!this.admitSpectator(client)) throw new ServerError(403, 'The exhibition can only be watched.');
    this.watched = true;
  }

  protected override aiDueAt(seat: Seat): number | undefined {
    return watchedPickDue(this.game, seat) ?? undefined;
  }

  /** The result stays for the pause; then the next exhibition may start, and later this room closes. */
  protected override afterGame(): void {
    this.wakeAt.set('next', this.now() + EXHIBITION_PAUSE_MS);
    this.wakeAt.set('close', this.now() + Math.max(EXHIBITION_PAUSE_MS, this.services.closeAfterGameMs));
  }

  protected override onWake(name: string): void {
    if (name === 'next')
      this.services.exhibitions.finished(this.roomId, this.watched, liveGames).catch((err: unknown) => {
        console.error('the next exhibition could not start', err);
      });
    else super.onWake(name);
  }

  override async onDispose(): Promise<void> {
    this.services.exhibitions.closed(this.roomId);
    await super.onDispose();
  }
}
