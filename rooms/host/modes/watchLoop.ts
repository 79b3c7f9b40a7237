import type { RoomError, Seat } from '../../../engine';
import type { ModeCommand, ModeSnapshot } from '../ports';
import { aiNames } from './aiNames';
import { notTaken } from './closeAfterGame';
import type { ModeHost, ModePolicy } from './modePolicy';

/** The pause between a result and the next AI-versus-AI game (ms). */
export const NEXT_GAME_DELAY_MS = 3000;

/**
 * AI versus AI (`h0a2`): two expert AIs play while a signed-in watcher follows, with `pause`, `continue` and
 * `reset` (game counter back to 1). After each result, NEXT_GAME_DELAY_MS, then the next game, until the
 * AI-versus-AI games setting is reached; then the room closes. It closes after `maxMs` (an hour) in any case,
 * whatever Reset or Pause do.
 */
export class WatchLoop implements ModePolicy {
  private number = 1;
  private count = 1;

  constructor(
    private readonly host: ModeHost,
    /** How long the room may run (ms). */
    private readonly maxMs: number,
  ) {}

  async prepare(): Promise<void> {
    const { host } = this;
    const [a, b] = await aiNames(host.store, 2, 'expert');
    host.seatAi('A', a!, 'expert');
    host.seatAi('B', b!, 'expert');
    this.count = await host.store.aiGames();
    // However often Reset sets the counter back (or Pause holds the clocks), the room ends within its time.
    host.schedule({ type: 'watch-time-up' }, host.now() + this.maxMs);
  }

  /** The watcher takes no seat: its coming in starts the waiting game. */
  seatsFor(): readonly Seat[] {
    return [];
  }

  afterGame(): void {
    this.host.schedule({ type: 'next-game' }, this.host.now() + NEXT_GAME_DELAY_MS);
  }

  command(_connection: string, type: ModeCommand): RoomError | undefined {
    switch (type) {
      case 'pause':
      case 'continue':
        return this.host.event({ type: type === 'pause' ? 'pause' : 'resume' });
      case 'reset':
        this.number = 1;
        this.host.changed();
        return undefined;
      case 'rematch':
      case 'decline':
      case 'berserk':
        return notTaken(type);
    }
  }

  left(): void {}

  snapshot(): ModeSnapshot {
    return { games: { number: this.number, count: this.count } };
  }

  nextGame(): void {
    if (this.number >= this.count) {
      this.end('All AI games have been played.');
      return;
    }
    this.number += 1;
    this.host.nextGame();
  }

  watchTimeUp(): void {
    this.end(`AI games end after ${hours(this.maxMs)}.`);
  }

  /** Tells the watcher why, then closes the room. */
  private end(message: string): void {
    this.host.cancel({ type: 'next-game' });
    this.host.cancel({ type: 'watch-time-up' });
    this.host.toAll({ type: 'inform', body: { message } });
    this.host.schedule({ type: 'close' }, this.host.now());
  }
}

const hours = (ms: number) => (ms === 3600_000 ? 'an hour' : `${Math.round(ms / 60_000)} minutes`);
