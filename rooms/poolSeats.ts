import type { SeatVerdict } from './publicMatch';
import type { SeekPool } from './seekPool';

/** What a public room tells its PoolSeats: the users seated now, and whether its game is still waiting. */
export interface SeatsNow {
  readonly seated: readonly string[];
  readonly waiting: boolean;
}

/**
 * A public room's seats as the seek pool sees them (rooms/publicMatch.ts): players admitted to a seat they have
 * not taken yet count as seated, so two seekers never get the same seat, and whenever the room waits with one
 * seat held and one free it is put back in the pool (a player left, or one admitted never came).
 */
export class PoolSeats {
  /** Players admitted to a seat they have not taken yet: session id → user id. */
  private readonly admitted = new Map<string, string>();

  constructor(
    private readonly pool: SeekPool,
    private readonly roomId: string,
    private readonly capacity: number,
  ) {}

  /**
   * 'ok' (the seat is held for `sessionId`), 'full' (both held, or the game started) or 'self' (this user already
   * holds one). A refused seeker tries elsewhere; a room refusing with a seat still free makes sure it is pooled.
   */
  admit(sessionId: string, userId: string, now: SeatsNow): SeatVerdict {
    const holders = this.holders(now);
    const verdict: SeatVerdict = holders.includes(userId)
      ? 'self'
      : !now.waiting || holders.length >= this.capacity
        ? 'full'
        : 'ok';
    if (verdict === 'ok') this.admitted.set(sessionId, userId);
    else this.keepListed(now);
    return verdict;
  }

  /** An admitted player took its seat. */
  joined(sessionId: string): void {
    this.admitted.delete(sessionId);
  }

  /** An admitted player will not come (its reservation failed or ran out): the seat is free again. */
  drop(sessionId: string, now: SeatsNow): void {
    if (this.admitted.delete(sessionId)) this.keepListed(now);
  }

  /** Waiting with one seat held and one free: makes sure the room is in the pool. */
  keepListed(now: SeatsNow): void {
    const held = this.holders(now).length;
    if (!now.waiting || held === 0 || held >= this.capacity) return;
    this.pool.reopen(this.roomId).catch((err: unknown) => {
      console.warn('seek pool: could not put a waiting room back', err);
    });
  }

  /** The room started or closed: out of the pool (it normally is already; this clears a stray entry). */
  withdraw(): void {
    this.pool.withdraw(this.roomId).catch((err: unknown) => {
      console.warn('seek pool: could not withdraw a room', err);
    });
  }

  private holders(now: SeatsNow): string[] {
    return [...now.seated, ...this.admitted.values()];
  }
}
