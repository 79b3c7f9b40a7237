import { pairWave } from '../../engine';
import type { ArenaData, ArenaRooms, DirectedArena, NewPairing, OpenPairing } from './ports';

/** The director's tunables (docs/RULES.md "Arenas"). */
export interface DirectorTimes {
  /** In an arena with more active players than this, a wave waits for the next one ... */
  readonly largeArena: number;
  /** ... at most this long after the last (ms): more free players make better pairs. */
  readonly waveMs: number;
  /** A pairing whose room was never made (the director's process died between the two) is void after this (ms). */
  readonly roomlessMs: number;
  /** A pairing whose room is gone: looked at again after this (ms), then settled from the stored game or void. */
  readonly goneCheckMs: number;
}

export const DIRECTOR_TIMES: DirectorTimes = {
  largeArena: 20,
  waveMs: 1000,
  roomlessMs: 30_000,
  goneCheckMs: 10_000,
};

/**
 * One wave's timing, for the bench: the whole wave (the players' read, the matching, the pairings written; the rooms
 * are made after it, outside its time), the matching alone, and the pairs made.
 */
export interface WaveTiming {
  readonly ms: number;
  /** The players' read. */
  readonly readMs: number;
  readonly matchMs: number;
  /** The pairings' write (one transaction). */
  readonly writeMs: number;
  readonly pairs: number;
  readonly free: number;
}

/**
 * One arena's director (issue 41; docs/ARCHITECTURE.md "Arenas"): run by the one process that holds the arena's
 * lease, it pairs the free players in waves (engine/arena's pairWave), makes each pairing's room (on any process),
 * forfeits the game of a player who withdrew during it, settles the pairings whose room is gone (from the stored
 * game, or void), and after the end, once no game is open, marks the standings final. It keeps nothing that matters
 * in memory: every step reads the database, so another process's director takes over where this one stopped.
 */
export class ArenaDirector {
  private lastWave = Number.NEGATIVE_INFINITY;
  /**
   * The active players at the last read: in a large arena the players are read only when a wave is due (every
   * `waveMs`), not on every step (every 250 ms: a thousand rows four times a second on the director's process).
   */
  private active = 0;
  /** Withdrawn players whose forfeit was asked, by pairing (asked once). */
  private readonly forfeited = new Set<string>();
  /** When each pairing's room was last found gone (ms). */
  private readonly gone = new Map<string, number>();
  /**
   * When each open pairing's room was last looked for (ms): at most once per `goneCheckMs`, not on every step. A
   * room that exists was looked for again on every step (every 250 ms), one call after another: with hundreds of
   * games open for over 10 s, seconds per step, and the waves waited (the arena bench: waves 10 to 25 s apart).
   */
  private readonly looked = new Map<string, number>();
  /** The rooms being made, by pairing: asked for after a wave, not waited for by it. */
  private readonly making = new Map<string, Promise<void>>();

  constructor(
    readonly arena: DirectedArena,
    private readonly data: ArenaData,
    private readonly rooms: ArenaRooms,
    private readonly times: DirectorTimes = DIRECTOR_TIMES,
    private readonly onWave?: (timing: WaveTiming) => void,
  ) {}

  /** One step at `now`: look after the open pairings, pair a wave, or finish the arena. `clock` stamps the pairings. */
  async step(now: number, clock: () => number = () => now): Promise<void> {
    if (now < this.arena.startsAt) return;
    const open = await this.data.openPairings(this.arena.id);
    await this.lookAfter(open, now);
    if (now >= this.arena.endsAt) {
      if (open.length === 0 && this.making.size === 0) await this.data.finish(this.arena.id, now);
      return;
    }
    await this.wave(now, clock);
  }

  /** True once the arena is past its end with no game open (its director may stop). */
  async done(now: number): Promise<boolean> {
    return (
      now >= this.arena.endsAt &&
      this.making.size === 0 &&
      (await this.data.openPairings(this.arena.id)).length === 0
    );
  }

  /** Resolves once every room asked for so far is made (or its pairing void): the tests' and a stop's wait. */
  async settled(): Promise<void> {
    while (this.making.size > 0) await Promise.all(this.making.values());
  }

  /**
   * Pairs the free players, unless a large arena's last wave was under `waveMs` ago. The wave reads the players once
   * (their states and ranks), matches, and writes the pairs stamped with the clock's time at the write; the rooms are
   * then asked for without waiting (`making`): a room made on another process takes a round trip over Redis, and a
   * wave that waited for hundreds of them held the next wave and every pairing's start behind the slowest (the arena
   * bench: 2.3 s a wave at p50).
   */
  private async wave(now: number, clock: () => number): Promise<void> {
    if (this.active > this.times.largeArena && now - this.lastWave < this.times.waveMs) return;
    const started = performance.now();
    const { free, active } = await this.data.entrants(this.arena.id);
    this.active = active;
    if (free.length < 2) return;
    this.lastWave = now;
    const matching = performance.now();
    const { pairs } = pairWave({ free, active });
    const writing = performance.now();
    const written = pairs.length === 0 ? [] : await this.data.insertPairings(this.arena.id, pairs, clock());
    const ended = performance.now();
    this.onWave?.({
      ms: ended - started,
      readMs: matching - started,
      matchMs: writing - matching,
      writeMs: ended - writing,
      pairs: written.length,
      free: free.length,
    });
    for (const pairing of written) {
      const made = this.makeRoom(pairing, now).finally(() => this.making.delete(pairing.id));
      this.making.set(pairing.id, made);
    }
  }

  /** Makes a pairing's room and names it on the pairing; a room that cannot be made voids the pairing. */
  private async makeRoom(pairing: NewPairing, now: number): Promise<void> {
    try {
      await this.data.setPairingRoom(pairing.id, await this.rooms.create(this.arena, pairing));
    } catch (err) {
      console.error(`arena ${this.arena.id}: the room of pairing ${pairing.id} could not be made`, err);
      await this.data.settle(pairing.id, voidEnd(now)).catch(() => undefined);
    }
  }

  /** Forfeits withdrawn players' games; settles pairings whose room never came or is gone. */
  private async lookAfter(open: readonly OpenPairing[], now: number): Promise<void> {
    const openIds = new Set(open.map((p) => p.id));
    for (const seen of [this.gone, this.looked])
      for (const id of seen.keys()) if (!openIds.has(id)) seen.delete(id);
    if (open.length === 0) return;
    const withdrawn = await this.data.withdrawn(this.arena.id);
    const rooms: OpenPairing[] = [];
    for (const pairing of open) {
      if (pairing.roomId === null) {
        // A room still being asked for by this director is not roomless.
        if (this.making.has(pairing.id)) continue;
        if (now - pairing.pairedAt > this.times.roomlessMs) await this.data.settle(pairing.id, voidEnd(now));
        continue;
      }
      for (const user of [pairing.userA, pairing.userB])
        if (withdrawn.has(user) && !this.forfeited.has(`${pairing.id}/${user}`)) {
          this.forfeited.add(`${pairing.id}/${user}`);
          await this.rooms.forfeit(pairing.roomId, user);
        }
      rooms.push(pairing);
    }
    // The rooms looked for at once (the calls go out together), not one after another.
    await Promise.all(rooms.map((pairing) => this.settleIfGone(pairing, now)));
  }

  /**
   * A pairing whose room is gone (its process died, or the report of its end was lost): after `goneCheckMs` it is
   * settled from the stored game (a crashed process's game is recorded as no contest by a survivor: void), or void.
   */
  private async settleIfGone(pairing: OpenPairing, now: number): Promise<void> {
    const seen = this.gone.get(pairing.id);
    if (seen !== undefined && now - seen < this.times.goneCheckMs) return;
    if (now - pairing.pairedAt < this.times.goneCheckMs) return;
    const looked = this.looked.get(pairing.id);
    if (looked !== undefined && now - looked < this.times.goneCheckMs) return;
    this.looked.set(pairing.id, now);
    if (await this.rooms.exists(pairing.roomId!)) {
      this.gone.delete(pairing.id);
      return;
    }
    if (seen === undefined) {
      this.gone.set(pairing.id, now);
      return;
    }
    this.gone.delete(pairing.id);
    const recorded = pairing.gameId === null ? undefined : await this.data.recordedGame(pairing.gameId);
    await this.data.settle(
      pairing.id,
      recorded === undefined || recorded.winner === 'none'
        ? voidEnd(now)
        : { status: 'done', ...recorded, berserk: { A: false, B: false }, endedAt: now },
    );
  }
}

/** A pairing that counts for nobody. */
const voidEnd = (now: number) =>
  ({ status: 'void', winner: 'none', turns: 0, berserk: { A: false, B: false }, endedAt: now }) as const;
