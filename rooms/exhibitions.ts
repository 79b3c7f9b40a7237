import { matchMaker } from '@colyseus/core';
import type { LiveGame } from '../contract/http';

/** The room name of the server's own AI-versus-AI game: watched, never played by anyone. */
export const EXHIBITION_ROOM = 'exhibition';

/**
 * How long after an exhibition's result the next one starts (ms): a little less than TV's 5 s on a finished
 * game, so TV finds the next one as it moves on (the finished room stays open for its spectators meanwhile).
 */
export const EXHIBITION_PAUSE_MS = 4000;

/**
 * This process's exhibition (docs/ARCHITECTURE.md, "The exhibition"): so that there is always something to
 * watch, an AI-versus-AI game starts when someone looks for live games (GET /api/live) and none is live, on any
 * process. One at a time: none starts while this process runs one or any process lists a live game. When one
 * ends, the next follows after EXHIBITION_PAUSE_MS only if it was watched (a spectator joined it, or someone
 * asked for the live games while it ran) and nothing else is live then; otherwise none runs until someone asks
 * again, so an idle server plays no game.
 */
export class Exhibitions {
  /** The exhibition running in this process (started and not yet finished). */
  private roomId: string | undefined;
  private starting: Promise<boolean> | undefined;
  /** Someone asked for the live games since the current exhibition started. */
  private asked = false;
  private stopped = false;

  constructor(private readonly create: () => Promise<string> = createExhibitionRoom) {}

  /** Someone looked for games to watch. */
  noteInterest(): void {
    this.asked = true;
  }

  /** Starts an exhibition when `live` (every live game, on every process) is empty and none runs here; true when it did. */
  async offer(live: readonly LiveGame[]): Promise<boolean> {
    if (this.stopped || live.length > 0 || this.roomId !== undefined) return false;
    this.starting ??= this.start().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async start(): Promise<boolean> {
    try {
      const roomId = await this.create();
      this.roomId = roomId;
      this.asked = false;
      return true;
    } catch (err) {
      if (!this.stopped) console.error('the exhibition could not start', err);
      return false;
    }
  }

  /**
   * The exhibition in `roomId` showed its result for the pause: the next one starts when it was watched and
   * `live()` (asked only then) lists no live game.
   */
  async finished(roomId: string, watched: boolean, live: () => Promise<LiveGame[]>): Promise<boolean> {
    if (this.roomId !== roomId) return false;
    this.roomId = undefined;
    if (!watched && !this.asked) return false;
    return this.offer(await live());
  }

  /** The room closed before its game ended (the server stopping): it is no longer running. */
  closed(roomId: string): void {
    if (this.roomId === roomId) this.roomId = undefined;
  }

  /** The server is stopping: no exhibition starts any more. */
  stop(): void {
    this.stopped = true;
  }

  /** The exhibition running here, if any. */
  get current(): string | undefined {
    return this.roomId;
  }
}

async function createExhibitionRoom(): Promise<string> {
  return (await matchMaker.createRoom(EXHIBITION_ROOM, {})).roomId;
}
