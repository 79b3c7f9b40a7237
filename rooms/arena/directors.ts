import type { Leases } from '../scaleOut/lease';
import { ArenaDirector, DIRECTOR_TIMES, type DirectorTimes, type WaveTiming } from './director';
import type { ArenaData, ArenaRooms } from './ports';

/** How long an arena's lease lasts unless renewed (ms): a dead director's arena moves on after this. */
export const ARENA_LEASE_MS = 10_000;

/** How often the directors look for arenas to take and make the schedules' arenas: every this many ticks. */
export const ARENA_LOOK_TICKS = 8;

/** While a step runs longer, the leases are still renewed this often (ms). */
const RENEW_MS = ARENA_LEASE_MS / 4;

/** The lease key of an arena. */
const leaseKey = (arenaId: string) => `octoduel:arena:${arenaId}`;

/**
 * This process's arena directors (issue 41): every `ARENA_LOOK_TICKS` ticks it makes the arenas the schedules owe and
 * takes the lease of every running arena nobody holds (across processes with Redis leases: exactly one process
 * directs each arena, while its games run on any); each `tick` steps every arena it holds, renewing its lease. A
 * lease lost (the process stalled, or another took it after it lapsed) stops that arena's director here.
 */
export class ArenaDirectors {
  private readonly held = new Map<string, ArenaDirector>();
  private ticks = 0;
  private running = false;
  /** When the leases were last renewed (ms). */
  private renewedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly holder: string,
    private readonly leases: Leases,
    private readonly data: ArenaData,
    private readonly rooms: ArenaRooms,
    private readonly times: DirectorTimes = DIRECTOR_TIMES,
    private readonly onWave?: (arenaId: string, timing: WaveTiming) => void,
  ) {}

  /** The arenas this process directs now. */
  get directing(): readonly string[] {
    return [...this.held.keys()];
  }

  /**
   * One step at `now` (`clock` stamps the pairings a wave writes). While the last step still runs, the step is
   * skipped but the leases are renewed (at most every RENEW_MS): a long step must not let its arena's lease lapse,
   * or another process would start directing it beside this one.
   */
  async tick(now: number, clock: () => number = () => now): Promise<void> {
    if (this.running) {
      if (now - this.renewedAt >= RENEW_MS) {
        this.renewedAt = now;
        await Promise.all([...this.held.keys()].map((id) => this.renew(id)));
      }
      return;
    }
    this.running = true;
    this.renewedAt = now;
    try {
      if (this.ticks++ % ARENA_LOOK_TICKS === 0) await this.look(now);
      await Promise.all([...this.held.values()].map((d) => this.step(d, now, clock)));
    } catch (err) {
      console.error('arena directors: a step failed', err);
    } finally {
      this.running = false;
    }
  }

  /** Gives up every lease (a draining or stopping process). */
  async stop(): Promise<void> {
    const ids = [...this.held.keys()];
    const directors = [...this.held.values()];
    this.held.clear();
    // The rooms already asked for are named on their pairings first, so nothing is left for a successor to void.
    await Promise.all(directors.map((d) => d.settled()));
    await Promise.all(ids.map((id) => this.leases.release(leaseKey(id), this.holder)));
  }

  private async look(now: number): Promise<void> {
    await this.data.makeScheduled(now);
    for (const arena of await this.data.arenasToDirect(now)) {
      if (this.held.has(arena.id)) continue;
      if (await this.leases.take(leaseKey(arena.id), this.holder, ARENA_LEASE_MS)) {
        console.log(`arena ${arena.id}: directed by this process`);
        this.held.set(
          arena.id,
          new ArenaDirector(arena, this.data, this.rooms, this.times, (t) => this.onWave?.(arena.id, t)),
        );
      }
    }
  }

  /** Renews an arena's lease; a lease lost stops its director here (false). */
  private async renew(id: string): Promise<boolean> {
    if (await this.leases.renew(leaseKey(id), this.holder, ARENA_LEASE_MS)) return true;
    this.held.delete(id);
    return false;
  }

  private async step(director: ArenaDirector, now: number, clock: () => number): Promise<void> {
    const id = director.arena.id;
    if (!(await this.renew(id))) return;
    try {
      await director.step(now, clock);
      if (await director.done(now)) {
        this.held.delete(id);
        await this.leases.release(leaseKey(id), this.holder);
      }
    } catch (err) {
      console.error(`arena ${id}: its director's step failed`, err);
    }
  }
}
