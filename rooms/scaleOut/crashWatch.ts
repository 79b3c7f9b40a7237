import type { HostCheck } from './hostAlive';
import type { CrashStore } from '../store/crashStore';
import type { FinishedGame } from '../store/databaseStore';

/** What else forgets a dead process (server/startServer.ts): its room listings, the budget places of its rooms. */
export interface DeathHooks {
  /** A sweep found a dead process's games (this process or another survivor recorded them). */
  readonly died?: () => Promise<void>;
  /** This process recorded a dead process's game as no contest. */
  readonly recorded?: (game: FinishedGame) => Promise<void>;
  /**
   * This process could not renew its heartbeat within LEASE_MS: it must stop hosting at once (its games end as no
   * contest by its own hand, its players told), before any survivor could take it for dead.
   */
  readonly fenced?: () => void;
}

/** How often a process says it is alive (ms). */
export const HEARTBEAT_MS = 2000;
/** A process not seen for longer than this (ms, the database's clock) may be dead: see HostCheck. */
export const STALE_MS = 10_000;
/**
 * A process whose last renewed heartbeat was sent longer ago than this (ms, its own monotonic clock) ends its games
 * itself. Checked at every heartbeat, so it stops by LEASE_MS + HEARTBEAT_MS after the last renewal was sent, and
 * that renewal was stamped no earlier: before STALE_MS, when a survivor could first take it for dead.
 */
export const LEASE_MS = 6000;
/** How often each process looks for a dead process's games (ms), each wait moved by up to ±SWEEP_JITTER_MS. */
export const SWEEP_MS = 3000;
const SWEEP_JITTER_MS = 1000;
/** The orphans read at once, and the most pages one sweep reads (the rest waits for the next sweep). */
const PAGE = 2000;
const MAX_PAGES = 10;
/** A dead process's heartbeat is forgotten this long after it was last seen, once it hosts no game (ms). */
const FORGET_AFTER_MS = 3_600_000;

/**
 * The timers the watch runs on (tests drive them by hand), and a monotonic clock for its own lease: never a wall
 * clock, which a process may have wrong (every heartbeat's time is the database's).
 */
export interface WatchTimers {
  /** Monotonic ms (it goes on while the process is paused). */
  elapsed(): number;
  every(ms: () => number, run: () => void): () => void;
}

/** performance.now and unref'd timers: the watch never keeps a process alive. */
export const realTimers: WatchTimers = {
  elapsed: () => performance.now(),
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
 * crash"). Every process beats a heartbeat in the shared database, stamped by the database's clock and, every few
 * seconds (jittered, so the survivors do not sweep in step), records as no contest the games of processes whose
 * heartbeat is older than STALE_MS by that clock AND that do not answer over the presence (the second sign,
 * rooms/scaleOut/hostAlive.ts); each game is claimed in the transaction that records it, so it is stored once however many
 * survivors sweep. A process restarted alone records the previous run's games the same way. A process that cannot
 * renew its own heartbeat within LEASE_MS ends its games itself (issue 35: fencing, not clocks). A failure is
 * logged and tried at the next sweep.
 */
export class CrashWatch {
  private stops: (() => void)[] = [];
  private sweeping: Promise<number> | undefined;
  /** When (elapsed()) the last heartbeat that was renewed had been sent. */
  private renewedAt = 0;
  private fenced = false;

  constructor(
    private readonly store: CrashStore,
    private readonly check: HostCheck,
    private readonly timers: WatchTimers = realTimers,
    private readonly hooks: DeathHooks = {},
  ) {}

  /** Beats once (before any game can start here), sweeps once, then keeps both going. */
  async start(): Promise<void> {
    const sent = this.timers.elapsed();
    await this.store.beat();
    this.renewedAt = sent;
    void this.sweep();
    this.stops = [
      this.timers.every(
        () => HEARTBEAT_MS,
        () => {
          this.checkLease();
          void this.beat();
        },
      ),
      this.timers.every(
        () => SWEEP_MS + (Math.random() * 2 - 1) * SWEEP_JITTER_MS,
        () => void this.sweep(),
      ),
    ];
  }

  /** Whether this process holds its lease now (its last renewal was sent within LEASE_MS). */
  holdsLease(): boolean {
    return this.timers.elapsed() - this.renewedAt <= LEASE_MS;
  }

  /** The lease lapsed (a pause, a database it cannot reach): this process stops hosting, once per lapse. */
  private checkLease(): void {
    if (this.holdsLease() || this.fenced) return;
    this.fenced = true;
    console.error('heartbeat not renewed within its lease: ending the games hosted here as no contest');
    this.hooks.fenced?.();
  }

  private async beat(): Promise<void> {
    const sent = this.timers.elapsed();
    try {
      await this.store.beat();
      this.renewedAt = Math.max(this.renewedAt, sent);
      if (this.holdsLease()) this.fenced = false;
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
      let stored = 0;
      let found = 0;
      // Stale by the database's clock, and silent on the presence: gone.
      const stale = await this.store.staleHosts(STALE_MS);
      const answers = await Promise.all(stale.map((host) => this.check.gone(host)));
      const gone = stale.filter((_, i) => answers[i]);
      // A page at a time, until a page comes back short (a process may have hosted thousands of games).
      for (let page = 0; gone.length > 0 && page < MAX_PAGES; page++) {
        const orphans = await this.store.orphans(gone, STALE_MS, PAGE);
        found += orphans.length;
        const written = await Promise.all(orphans.map((game) => this.store.record(game)));
        const recorded = orphans.filter((_, i) => written[i]!.written);
        stored += recorded.length;
        const { recorded: forget } = this.hooks;
        if (forget !== undefined) await Promise.all(recorded.map(forget));
        if (orphans.length < PAGE) break;
      }
      if (stored > 0) console.log(`${stored} games of a stopped process recorded as no contest`);
      if (found > 0) await this.hooks.died?.();
      await this.store.forgetDead(FORGET_AFTER_MS);
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
