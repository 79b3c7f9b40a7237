import type { CrashStore, FinishedGame } from './store';

/** What else forgets a dead process (rooms/server.ts): its room listings, the budget places of its rooms. */
export interface DeathHooks {
  /** A sweep found a dead process's games (this process or another survivor recorded them). */
  readonly died?: () => Promise<void>;
  /** This process recorded a dead process's game as no contest. */
  readonly recorded?: (game: FinishedGame) => Promise<void>;
}

/** How often a process says it is alive (ms). */
export const HEARTBEAT_MS = 2000;
/** A process not seen for longer than this (ms) is dead: a survivor records its games as no contest. */
export const STALE_MS = 10_000;
/** How often each process looks for a dead process's games (ms), each wait moved by up to ±SWEEP_JITTER_MS. */
export const SWEEP_MS = 3000;
const SWEEP_JITTER_MS = 1000;
/** The orphans read at once, and the most pages one sweep reads (the rest waits for the next sweep). */
const PAGE = 2000;
const MAX_PAGES = 10;
/** A dead process's heartbeat is forgotten this long after it was last seen, once it hosts no game (ms). */
const FORGET_AFTER_MS = 3_600_000;

/** The wall clock and timers the watch runs on (tests drive it by hand). */
export interface WatchTimers {
  now(): number;
  every(ms: () => number, run: () => void): () => void;
}

/** Date.now and unref'd timers: the watch never keeps a process alive. */
export const realTimers: WatchTimers = {
  now: () => Date.now(),
  every(ms, run) {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const next = () => {
      timer = setTimeout(() => {
        run();
        if (!stopped) next();
      }, ms());
      timer.unref();
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  },
};

/**
 * A crash (SIGKILL) ends its games as no contest, recorded by a survivor (issue 27; docs/ARCHITECTURE.md, "A
 * crash"). Every process beats a heartbeat in the shared database and, every few seconds (jittered, so the
 * survivors do not sweep in step), records the games of processes not seen for STALE_MS as no contest; each game
 * is claimed in the transaction that records it, so it is stored once however many survivors sweep. A process
 * restarted alone records the previous run's games the same way. A failure is logged and tried at the next sweep.
 */
export class CrashWatch {
  private stops: (() => void)[] = [];
  private sweeping: Promise<number> | undefined;

  constructor(
    private readonly store: CrashStore,
    private readonly timers: WatchTimers = realTimers,
    private readonly hooks: DeathHooks = {},
  ) {}

  /** Beats once (before any game can start here), sweeps once, then keeps both going. */
  async start(): Promise<void> {
    await this.store.beat(this.timers.now());
    void this.sweep();
    this.stops = [
      this.timers.every(
        () => HEARTBEAT_MS,
        () => void this.beat(),
      ),
      this.timers.every(
        () => SWEEP_MS + (Math.random() * 2 - 1) * SWEEP_JITTER_MS,
        () => void this.sweep(),
      ),
    ];
  }

  private async beat(): Promise<void> {
    try {
      await this.store.beat(this.timers.now());
    } catch (err) {
      console.error('heartbeat failed', err);
    }
  }

  /** Records every game of a dead process found now; answers how many this process stored. One at a time. */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepNow().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async sweepNow(): Promise<number> {
    try {
      const now = this.timers.now();
      let stored = 0;
      let found = 0;
      // A page at a time, until a page comes back short (a process may have hosted thousands of games).
      for (let page = 0; page < MAX_PAGES; page++) {
        const orphans = await this.store.orphans(now, STALE_MS, PAGE);
        found += orphans.length;
        const answers = await Promise.all(orphans.map((game) => this.store.record(game)));
        const recorded = orphans.filter((_, i) => answers[i]!.written);
        stored += recorded.length;
        const { recorded: forget } = this.hooks;
        if (forget !== undefined) await Promise.all(recorded.map(forget));
        if (orphans.length < PAGE) break;
      }
      if (stored > 0) console.log(`${stored} games of a stopped process recorded as no contest`);
      if (found > 0) await this.hooks.died?.();
      await this.store.forgetDead(now, FORGET_AFTER_MS);
      return stored;
    } catch (err) {
      console.error('the sweep for a stopped process’s games failed', err);
      return 0;
    }
  }

  /** This process stops cleanly (its games already recorded): no more beats or sweeps; its heartbeat goes. */
  async stop(): Promise<void> {
    for (const stop of this.stops) stop();
    this.stops = [];
    await this.sweeping;
    await this.store.forget().catch((err: unknown) => {
      console.error('could not forget this process’s heartbeat', err);
    });
  }
}
