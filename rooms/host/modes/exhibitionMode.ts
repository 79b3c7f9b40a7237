import type { RoomError, Seat } from '../../../engine';
import type { ModeCommand, ModeSnapshot } from '../ports';
import { SeatError } from '../seats';
import { aiNames } from './aiNames';
import { closeAfterGame, notTaken } from './closeAfterGame';
import type { ModeHost, ModePolicy } from './modePolicy';

/**
 * How long after an exhibition's result the next one starts (ms): a little less than TV's 5 s on a finished
 * game, so TV finds the next one as it moves on (the finished room stays open for its spectators meanwhile).
 */
export const EXHIBITION_PAUSE_MS = 4000;

/** The refusal of a seat in the exhibition. */
export const WATCH_ONLY = 'The exhibition can only be watched.';

/** What follows an exhibition: the process's exhibitions are told it ended, and whether anyone watched it. */
export interface ExhibitionOwner {
  finished(watched: boolean): Promise<unknown>;
}

/**
 * The server's AI-versus-AI exhibition (`h0a2` at the watcher's pace): two expert AIs start at once, nobody takes
 * a seat; after the result, EXHIBITION_PAUSE_MS, then the next exhibition may start (its owner decides), and
 * the room closes once its spectators have seen the result.
 */
export class ExhibitionMode implements ModePolicy {
  constructor(
    private readonly host: ModeHost,
    private readonly owner: ExhibitionOwner,
    private readonly closeAfterGameMs: number,
  ) {}

  async prepare(): Promise<void> {
    const [a, b] = await aiNames(this.host.store, 2, 'expert');
    this.host.seatAi('A', a!, 'expert');
    this.host.seatAi('B', b!, 'expert');
    this.host.start();
  }

  seatsFor(): readonly Seat[] {
    throw new SeatError(403, WATCH_ONLY);
  }

  /** The result stays for the pause; then the next exhibition may start, and later this room closes. */
  afterGame(): void {
    this.host.schedule({ type: 'next-exhibition' }, this.host.now() + EXHIBITION_PAUSE_MS);
    closeAfterGame(this.host, this.closeAfterGameMs, EXHIBITION_PAUSE_MS);
  }

  command(_connection: string, type: ModeCommand): RoomError | undefined {
    return notTaken(type);
  }

  left(): void {}

  snapshot(): ModeSnapshot {
    return {};
  }

  nextExhibition(): void {
    this.owner.finished(this.host.watchedEver).catch((err: unknown) => {
      console.error('the next exhibition could not start', err);
    });
  }
}
