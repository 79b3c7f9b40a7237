import { aiSeed, SEATS, watchedPickDue, watcherView, type Seat, type ServerMessageBodies } from '../engine';
import { getSetting } from '../api/db/settings';
import type { Client } from '@colyseus/core';
import { GameRoom, type WatcherCommand } from './gameRoom';
import { sendError } from './messages';
import { aiNames } from './modeRooms';
import { aiSeat } from './seats';

const NEXT_GAME_DELAY_MS = 3000;

/**
 * Two expert (hard) AIs play while a signed-in watcher follows: `pause`, `continue`, `reset` (game counter back to
 * 1) and `exit`. After each result, 3 s, then the next game, until the AI-versus-AI games setting is reached;
 * then the room closes. It closes after an hour (`watchRoomMaxMs`) in any case, whatever Reset or Pause do.
 */
export class WatchRoom extends GameRoom {
  readonly mode = 'h0a2';
  protected override readonly viewOf = watcherView;
  protected override readonly eagerAi = false;
  override maxClients = 1;

  protected async setup(): Promise<void> {
    const [a, b] = await aiNames(this, 2, 'expert');
    this.seats.A = aiSeat('A', a!, 'expert', aiSeed(this.game.seed, 'A'));
    this.seats.B = aiSeat('B', b!, 'expert', aiSeed(this.game.seed, 'B'));
    this.state.gameCount = (await getSetting(this.services.db, 'aiGames')).qty;
    // However often Reset sets the counter back (or Pause holds the clocks), the room ends within its time.
    this.wakeAt.set('expire', this.now() + this.services.limits.watchRoomMaxMs);
    this.update();
  }

  /** Each game gets fresh AIs seeded from its own committed seed (the same names). */
  protected override onNewGame(): void {
    for (const seat of SEATS) {
      const info = this.seats[seat];
      if (info !== undefined)
        this.seats[seat] = aiSeat(seat, info.name, 'expert', aiSeed(this.game.seed, seat));
    }
  }

  /** The watcher is in: the game starts (the engine's start phase lasts 1 s in this mode). */
  override onJoin(): void {
    if (this.game.phase === 'waiting') this.start();
    else this.update();
  }

  protected override watcherCommand(client: Client, type: WatcherCommand): void {
    switch (type) {
      case 'pause':
      case 'continue': {
        const error = this.event({ type: type === 'pause' ? 'pause' : 'resume' });
        if (error !== undefined) sendError(client, error.code, error.message);
        return;
      }
      case 'reset':
        this.state.gameNumber = 1;
        this.update();
        return;
    }
  }

  protected override aiDueAt(seat: Seat): number | undefined {
    return watchedPickDue(this.game, seat) ?? undefined;
  }

  protected override onWake(name: string): void {
    if (name === 'next') this.nextGame();
    else if (name === 'expire') this.end(`AI games end after ${hours(this.services.limits.watchRoomMaxMs)}.`);
    else super.onWake(name);
  }

  protected override afterGame(): void {
    this.wakeAt.set('next', this.now() + NEXT_GAME_DELAY_MS);
  }

  private nextGame(): void {
    if (this.state.gameNumber >= this.state.gameCount) {
      this.end('All AI games have been played.');
      return;
    }
    this.state.gameNumber += 1;
    this.restart();
    this.start();
  }

  /** Tells the watcher why, then closes the room. */
  private end(message: string): void {
    this.wakeAt.delete('next');
    this.wakeAt.delete('expire');
    const body = { message };
    this.broadcast('inform', body satisfies ServerMessageBodies['inform']);
    this.wakeAt.set('close', this.now());
  }
}

const hours = (ms: number) => (ms === 3600_000 ? 'an hour' : `${Math.round(ms / 60_000)} minutes`);
