import { GameRoom } from './gameRoom';
import { ExhibitionMode } from '../host/modes/exhibitionMode';
import type { ModeHost, ModePolicy } from '../host/modes/modePolicy';
import { liveGames } from '../matchmaking/liveGames';

/**
 * The server's AI-versus-AI exhibition (rooms/scaleOut/exhibitions.ts; its mode rooms/host/modes/exhibitionMode.ts): two
 * expert AIs play one game at the pace of the AI-versus-AI screen (mode `h0a2`), listed by GET /api/live and open
 * to spectators only, signed in or not. Nobody takes a seat and nobody sends it a move. The game is stored as
 * every AI-versus-AI game is (its replay and fairness check are public); it counts for nobody and is rated for
 * nobody.
 */
export class ExhibitionRoom extends GameRoom {
  /** Only spectators come in (their places are counted apart): no seat is ever free. */
  override maxClients = 0;

  protected createMode(host: ModeHost): ModePolicy {
    const owner = {
      finished: (watched: boolean) => this.services.exhibitions.finished(this.roomId, watched, liveGames),
    };
    return new ExhibitionMode(host, owner, this.services.closeAfterGameMs);
  }

  override async onDispose(): Promise<void> {
    this.services.exhibitions.closed(this.roomId);
    await super.onDispose();
  }
}
