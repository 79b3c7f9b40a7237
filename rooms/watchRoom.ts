import type { Client } from '@colyseus/core';
import type { Seat } from '../engine';
import { getSetting } from '../api/db/settings';
import { GameRoom, sendError } from './gameRoom';
import { aiNames, aiSeat } from './modeRooms';

/** AI versus AI picks at visible countdown marks (ms before the deadline): RULES.md. */
const MARKS = { choose: { A: 8000, B: 5000 }, place: 2000, move: 5000, hit: 5000 } as const;
const START_DELAY_MS = 1000;
const NEXT_GAME_DELAY_MS = 3000;

/**
 * Two expert (hard) AIs play while a signed-in watcher follows: `pause`, `continue`, `reset` (game counter back to
 * 1) and `exit`. After each result, 3 s, then the next game, until the AI-versus-AI games setting is reached;
 * then the room closes.
 */
export class WatchRoom extends GameRoom {
  readonly mode = 'h0a2';
  override maxClients = 1;

  protected async setup(): Promise<void> {
    const [a, b] = await aiNames(this, 2);
    this.seats.A = aiSeat('A', a!, 'expert', this.services.newSeed());
    this.seats.B = aiSeat('B', b!, 'expert', this.services.newSeed());
    this.state.gameCount = (await getSetting(this.services.db, 'aiGames')).qty;
    this.update();
  }

  override onJoin(): void {
    this.wakeAt.set('start', this.now() + START_DELAY_MS);
    this.update();
  }

  protected override command(client: Client, type: string): boolean {
    const event = { pause: 'pause', continue: 'resume' } as const;
    if (type === 'pause' || type === 'continue') {
      const error = this.event({ type: event[type] });
      if (error !== undefined) sendError(client, error.code, error.message);
      return true;
    }
    if (type === 'reset') {
      this.state.gameNumber = 1;
      this.update();
      return true;
    }
    return false;
  }

  protected override aiDueAt(seat: Seat): number | undefined {
    const { phase, deadline } = this.game;
    if (
      deadline === null ||
      (phase !== 'choose' && phase !== 'place' && phase !== 'move' && phase !== 'hit')
    ) {
      return undefined;
    }
    const own = this.game.players[seat];
    const done = {
      choose: own.character !== null,
      place: own.square !== null,
      move: own.move !== null,
      hit: own.set,
    }[phase];
    if (done) return undefined;
    const mark = phase === 'choose' ? MARKS.choose[seat] : MARKS[phase];
    return deadline - Math.min(mark, this.game.durations[phase]);
  }

  protected override onWake(name: string): void {
    if (name === 'start') this.start();
    else if (name === 'next') this.nextGame();
    else super.onWake(name);
  }

  protected override afterGame(): void {
    this.wakeAt.set('next', this.now() + NEXT_GAME_DELAY_MS);
  }

  private nextGame(): void {
    if (this.state.gameNumber >= this.state.gameCount) {
      this.broadcast('inform', { message: 'All AI games have been played.' });
      this.wakeAt.set('close', this.now());
      return;
    }
    this.state.gameNumber += 1;
    this.restart();
    this.start();
  }
}
