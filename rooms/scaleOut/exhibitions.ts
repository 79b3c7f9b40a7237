import { randomUUID } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import type { LiveGame } from '../../contract/http';
import { EXHIBITION_ROOM } from '../../engine';
import { MemoryLeases, type Leases } from './lease';

/** The lease a process holds while its exhibition runs (rooms/scaleOut/lease.ts): in Redis, one across all processes. */
export const EXHIBITION_LEASE = 'octoduel:exhibition';

/**
 * How long the lease lasts unless renewed (ms); its holder renews it every third of that. A process that stops
 * without releasing it (killed) keeps the others from starting an exhibition for at most this long.
 */
export const EXHIBITION_LEASE_MS = 15_000;

/** What an Exhibitions is made of; tests replace the room's creation. */
export interface ExhibitionParts {
  /** Creates an exhibition room: its id. */
  readonly create?: () => Promise<string>;
  /** Where the lease is held: this process's memory by default, Redis when processes share one. */
  readonly leases?: Leases;
  /** This process's name as the lease's holder (random by default). */
  readonly holder?: string;
}

/**
 * This process's part in the exhibition (docs/ARCHITECTURE.md, "The exhibition"): so that there is always
 * something to watch, an AI-versus-AI game starts when someone looks for live games (GET /api/live) and none is
 * live, on any process. One at a time across every process: none starts while any process lists a live game, and
 * a process starts one only while it holds the exhibition's lease (EXHIBITION_LEASE), which it keeps from the
 * start of its exhibition to the end of the pause after it (and on through the next one that follows). When one
 * ends, the next follows after EXHIBITION_PAUSE_MS (rooms/host/modes/exhibitionMode.ts) only if it was watched (a spectator joined it, or someone asked
 * for the live games while it ran) and nothing else is live then; otherwise none runs until someone asks again,
 * so an idle server plays no game.
 */
export class Exhibitions {
  /** The exhibition running in this process (started and not yet finished). */
  private roomId: string | undefined;
  private starting: Promise<boolean> | undefined;
  /** Someone asked for the live games since the current exhibition started. */
  private asked = false;
  private stopped = false;
  /** Renews the lease while this process holds it. */
  private renewal: NodeJS.Timeout | undefined;
  private readonly create: () => Promise<string>;
  private readonly leases: Leases;
  private readonly holder: string;

  constructor(parts: ExhibitionParts = {}) {
    this.create = parts.create ?? createExhibitionRoom;
    this.leases = parts.leases ?? new MemoryLeases();
    this.holder = parts.holder ?? randomUUID();
  }

  /** Someone looked for games to watch. */
  noteInterest(): void {
    this.asked = true;
  }

  /**
   * Starts an exhibition when `live` (every live game, on every process) is empty, none runs here and no other
   * process holds the lease; true when it did.
   */
  async offer(live: readonly LiveGame[]): Promise<boolean> {
    if (this.stopped || live.length > 0 || this.roomId !== undefined) return false;
    this.starting ??= this.start().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async start(): Promise<boolean> {
    // Another process's exhibition runs (or is in its pause, or starting).
    if (!(await this.hold())) return false;
    const roomId = this.stopped
      ? undefined
      : await this.create().catch((err: unknown) => {
          if (!this.stopped) console.error('the exhibition could not start', err);
          return undefined;
        });
    if (roomId === undefined) {
      await this.release();
      return false;
    }
    this.roomId = roomId;
    this.asked = false;
    return true;
  }

  /**
   * The exhibition in `roomId` showed its result for the pause: the next one starts when it was watched and
   * `live()` (asked only then) lists no live game; otherwise the lease is released.
   */
  async finished(roomId: string, watched: boolean, live: () => Promise<LiveGame[]>): Promise<boolean> {
    if (this.roomId !== roomId) return false;
    this.roomId = undefined;
    if ((watched || this.asked) && (await this.offer(await live()))) return true;
    if (this.idle) await this.release();
    return false;
  }

  /** The room closed before its game ended (the server stopping): it is no longer running. */
  closed(roomId: string): void {
    if (this.roomId !== roomId) return;
    this.roomId = undefined;
    // A stopping process released the lease already (and its Redis connection may be closing).
    if (this.idle && !this.stopped) void this.release();
  }

  /** The server is stopping: no exhibition starts any more, and the lease goes to whichever process asks next. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.release();
  }

  /** The exhibition running here, if any. */
  get current(): string | undefined {
    return this.roomId;
  }

  /** No exhibition runs or starts here. */
  private get idle(): boolean {
    return this.roomId === undefined && this.starting === undefined;
  }

  /** Takes the lease, or keeps it when this process holds it already (the next exhibition following its own). */
  private async hold(): Promise<boolean> {
    const { leases, holder } = this;
    const held =
      (await leases.renew(EXHIBITION_LEASE, holder, EXHIBITION_LEASE_MS)) ||
      (await leases.take(EXHIBITION_LEASE, holder, EXHIBITION_LEASE_MS));
    if (held && this.renewal === undefined) {
      this.renewal = setInterval(() => void this.keep(), EXHIBITION_LEASE_MS / 3);
      this.renewal.unref();
    }
    return held;
  }

  /** Every third of the lease: renewed while an exhibition runs or starts here, released otherwise. */
  private async keep(): Promise<void> {
    if (this.idle) return this.release();
    if (await this.leases.renew(EXHIBITION_LEASE, this.holder, EXHIBITION_LEASE_MS)) return;
    // Expired (Redis unreachable for a while): this one plays to its end; the next needs the lease again.
    console.error('the exhibition lost its lease: another process may start one');
    clearInterval(this.renewal);
    this.renewal = undefined;
  }

  private async release(): Promise<void> {
    clearInterval(this.renewal);
    this.renewal = undefined;
    await this.leases.release(EXHIBITION_LEASE, this.holder);
  }
}

async function createExhibitionRoom(): Promise<string> {
  return (await matchMaker.createRoom(EXHIBITION_ROOM, {})).roomId;
}
