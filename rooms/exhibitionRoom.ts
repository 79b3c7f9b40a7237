import { ServerError, type Client } from '@colyseus/core';
import { GameRoom } from './gameRoom';
import { EXHIBITION_PAUSE_MS } from './exhibitions';
import { liveGames } from './liveGames';
import { aiNames } from './modeRooms';

/**
 * The server's AI-versus-AI exhibition (rooms/exhibitions.ts): two expert AIs play one game at the pace of the
 * AI-versus-AI screen (mode `h0a2`), listed by GET /api/live and open to spectators only, signed in or not.
 * Nobody takes a seat and nobody sends it a move. The game is stored as every AI-versus-AI game is (its
 * replay and fairness check are public); it counts for nobody and is rated for nobody.
 */
export class ExhibitionRoom extends GameRoom {
  /** Only spectators come in (their places are counted apart): no seat is ever free. */
  override maxClients = 0;
  /** A spectator joined this game. */
  private watchedBySomeone = false;

  protected async setup(): Promise<void> {
    const [a, b] = await aiNames(this.services.store, 2, 'expert');
    this.host.seatAi('A', a!, 'expert');
    this.host.seatAi('B', b!, 'expert');
    this.start();
  }

  override onJoin(client: Client): void {
    if (!this.joinAsSpectator(client)) throw new ServerError(403, 'The exhibition can only be watched.');
    this.watchedBySomeone = true;
  }

  /** The result stays for the pause; then the next exhibition may start, and later this room closes. */
  override afterGame(): void {
    const now = this.host.now();
    this.host.schedule('next', now + EXHIBITION_PAUSE_MS);
    this.host.schedule('close', now + Math.max(EXHIBITION_PAUSE_MS, this.services.closeAfterGameMs));
  }

  override wake(name: string): void {
    if (name === 'next')
      this.services.exhibitions
        .finished(this.roomId, this.watchedBySomeone, liveGames)
        .catch((err: unknown) => {
          console.error('the next exhibition could not start', err);
        });
    else super.wake(name);
  }

  override async onDispose(): Promise<void> {
    this.services.exhibitions.closed(this.roomId);
    await super.onDispose();
  }
}
