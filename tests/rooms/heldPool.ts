// The memory seek pool with a hold the test controls: the next `seek` waits, before or after the pool's step, until
// released (a seek caught mid-way, to line something else up against it).
import { MemorySeekPool, type SeekPool, type Waiting } from '../../rooms/matchmaking/seekPool';

/** Where the held seek waits: before the pool's step (nothing taken yet), or after it (its room already taken). */
export type HoldAt = 'before' | 'after';

export class HeldPool implements SeekPool {
  private readonly pool = new MemorySeekPool();
  /** Set while the next seek is to be held. */
  private hold: { at: HoldAt; reached: () => void; release: Promise<void> } | undefined;

  /** Holds the next seek: `reached` resolves once it is held, `release()` lets it go on. */
  holdNext(at: HoldAt = 'before'): { reached: Promise<void>; release: () => void } {
    let release!: () => void;
    let reached!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const arrived = new Promise<void>((r) => (reached = r));
    this.hold = { at, reached, release: released };
    return { reached: arrived, release };
  }

  async seek(newRoomId: string): Promise<Waiting | undefined> {
    const hold = this.hold;
    this.hold = undefined;
    if (hold?.at === 'before') {
      hold.reached();
      await hold.release;
    }
    const waiting = await this.pool.seek(newRoomId);
    if (hold?.at === 'after') {
      hold.reached();
      await hold.release;
    }
    return waiting;
  }

  take = (): Promise<Waiting | undefined> => this.pool.take();
  reopen = (roomId: string): Promise<boolean> => this.pool.reopen(roomId);
  withdraw = (roomId: string): Promise<void> => this.pool.withdraw(roomId);
  gone = (roomId: string): Promise<boolean> => this.pool.gone(roomId);
}
