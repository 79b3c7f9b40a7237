import type { RoomError, ServerMessageBodies } from '../engine';
import { GameRoom } from './gameRoom';
import type { ModeCommand } from './host/ports';
import { aiNames } from './modeRooms';

const NEXT_GAME_DELAY_MS = 3000;

/**
 * Two expert (hard) AIs play while a signed-in watcher follows: `pause`, `continue`, `reset` (game counter back to
 * 1) and `exit`. After each result, 3 s, then the next game, until the AI-versus-AI games setting is reached;
 * then the room closes. It closes after an hour (`watchRoomMaxMs`) in any case, whatever Reset or Pause do.
 */
export class WatchRoom extends GameRoom {
  override maxClients = 1;

  protected async setup(): Promise<void> {
    const [a, b] = await aiNames(this.services.store, 2, 'expert');
    this.host.seatAi('A', a!, 'expert');
    this.host.seatAi('B', b!, 'expert');
    this.state.gameCount = await this.services.store.aiGames();
    // However often Reset sets the counter back (or Pause holds the clocks), the room ends within its time.
    this.host.schedule('expire', this.host.now() + this.services.limits.watchRoomMaxMs);
  }

  /** The watcher is in: the game starts (the engine's start phase lasts 1 s in this mode). */
  override onJoin(): void {
    if (this.host.game.phase === 'waiting') this.start();
    else this.host.update();
  }

  override command(connection: string, type: ModeCommand): RoomError | undefined {
    switch (type) {
      case 'pause':
      case 'continue':
        return this.host.event({ type: type === 'pause' ? 'pause' : 'resume' });
      case 'reset':
        this.state.gameNumber = 1;
        this.host.update();
        return undefined;
      case 'rematch':
      case 'decline':
        return super.command(connection, type);
    }
  }

  override wake(name: string): void {
    if (name === 'next') this.nextGame();
    else if (name === 'expire') this.end(`AI games end after ${hours(this.services.limits.watchRoomMaxMs)}.`);
    else super.wake(name);
  }

  override afterGame(): void {
    this.host.schedule('next', this.host.now() + NEXT_GAME_DELAY_MS);
  }

  private nextGame(): void {
    if (this.state.gameNumber >= this.state.gameCount) {
      this.end('All AI games have been played.');
      return;
    }
    this.state.gameNumber += 1;
    this.host.restart();
    this.start();
  }

  /** Tells the watcher why, then closes the room. */
  private end(message: string): void {
    this.host.cancel('next');
    this.host.cancel('expire');
    const body = { message };
    this.broadcast('inform', body satisfies ServerMessageBodies['inform']);
    this.host.schedule('close', this.host.now());
  }
}

const hours = (ms: number) => (ms === 3600_000 ? 'an hour' : `${Math.round(ms / 60_000)} minutes`);
