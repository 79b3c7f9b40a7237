import type { SeatVerdict } from './publicMatch';
import type { SeekPool } from './seekPool';

/** What a public room tells its PoolSeats: the users seated now, and whether its game is still waiting. */
export interface SeatsNow {
  readonly seated: readonly string[];
  readonly waiting: boolean;
}

/** What a public room lets its PoolSeats do besides the pool: read its seats now, and tell its player to seek again. */
export interface PoolRoom {
  seatsNow(): SeatsNow;
  /** Tells the player waiting alone here to seek again (another room waits ahead in the pool). */
  seekAgain(): void;
}

/**
 * A public room's seats as the seek pool sees them (rooms/matchmaking/publicMatch.ts): players admitted to a seat they have
 * not taken yet count as seated, so two seekers never get the same seat, and only they take a seat (a player who
 * did not come through the pool is refused). Whenever the room waits with one seat held and one free it is put
 * back in the pool (a player left, one admitted never came, or its creator sat down); when another room waits
 * ahead of it there, its player is told to seek again, so two seekers never wait apart (issue 35).
 */
export class PoolSeats {
  /** Players admitted to a seat they have not taken yet: session id → user id. */
  private readonly admitted = new Map<string, string>();

  constructor(
    private readonly pool: SeekPool,
    private readonly roomId: string,
    private readonly capacity: number,
    private readonly room: PoolRoom,
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

  /** A player takes its seat: true when the pool admitted it (and it is no longer only admitted). */
  joined(sessionId: string): boolean {
    return this.admitted.delete(sessionId);
  }

  /** An admitted player will not come (its reservation failed or ran out): the seat is free again. */
  drop(sessionId: string, now: SeatsNow): void {
    if (this.admitted.delete(sessionId)) this.keepListed(now);
  }

  /**
   * Waiting with one seat held and one free: makes sure the room is in the pool; if another room waits ahead of
   * it there, and this room still waits for its second player with nobody on the way, its player seeks again.
   */
  keepListed(now: SeatsNow): void {
    if (!this.waitsAlone(now)) return;
    this.pool
      .reopen(this.roomId)
      .then((behind) => {
        if (behind && this.waitsAlone(this.room.seatsNow()) && this.admitted.size === 0)
          this.room.seekAgain();
      })
      .catch((err: unknown) => {
        console.warn('seek pool: could not put a waiting room back', err);
      });
  }

  private waitsAlone(now: SeatsNow): boolean {
    const held = this.holders(now).length;
    return now.waiting && held > 0 && held < this.capacity;
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
