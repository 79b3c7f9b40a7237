import { GameRoom } from './gameRoom';
import type { ModeHost, ModePolicy } from '../host/modes/modePolicy';
import { WatchLoop } from '../host/modes/watchLoop';

/**
 * AI versus AI with a signed-in watcher (rooms/host/modes/watchLoop.ts: the watcher's controls, the next game,
 * the room's hour). The watcher takes no seat; its coming in starts the game.
 */
export class WatchRoom extends GameRoom {
  override maxClients = 1;

  protected createMode(host: ModeHost): ModePolicy {
    return new WatchLoop(host, this.services.limits.watchRoomMaxMs);
  }
}
