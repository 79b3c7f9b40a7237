import { SEATS, type PlayerState, type Seat, type ServerMessage } from '../../engine';
import type { Seats } from './seats';

/** Sends each seated player its own plan when it changed, never the opponent's. */
export class PlanMailer {
  /** The last plan sent, as JSON, by seat key. */
  private readonly sent = new Map<string, string>();
  /**
   * The last plan object compared, by seat key: the engine's states are immutable, so the same object is the
   * same plan, and most updates (the opponent's picks, ticks) skip the JSON comparison.
   */
  private readonly seen = new Map<string, PlayerState>();

  send(
    seats: Seats,
    ownOf: (seat: Seat) => PlayerState,
    sendTo: (seat: Seat, message: ServerMessage) => void,
  ): void {
    for (const seat of SEATS) {
      const info = seats[seat];
      if (info?.connected !== true) continue;
      const own = ownOf(seat);
      if (this.seen.get(info.key) === own) continue;
      this.seen.set(info.key, own);
      const json = JSON.stringify(own);
      if (this.sent.get(info.key) === json) continue;
      this.sent.set(info.key, json);
      sendTo(seat, { type: 'plan', body: own });
    }
  }

  /** Forgets what one player (or, without a key, everyone) was sent, so the next `send` sends it again. */
  forget(key?: string): void {
    if (key === undefined) {
      this.sent.clear();
      this.seen.clear();
    } else {
      this.sent.delete(key);
      this.seen.delete(key);
    }
  }
}
