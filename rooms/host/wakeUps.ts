import type { Seat } from '../../engine';
import type { Clock, Timer } from './ports';

/**
 * Everything the host wakes up for besides the game's own deadline and the AIs' picks, each handled in one branch
 * of the host's switch (GameHost.wake).
 */
export type WakeUp =
  /** A lost player's grace period is over: the game is forfeited. */
  | { readonly type: 'gone'; readonly seat: Seat }
  /** The finisher's wait before its next try at recording. */
  | { readonly type: 'record-retry' }
  /** The result has been shown long enough: the room closes. */
  | { readonly type: 'close' }
  /** An open rematch offer's deadline. */
  | { readonly type: 'rematch-expire' }
  /** A rematch room's wait for its two players. */
  | { readonly type: 'rematch-no-show' }
  /** AI versus AI: the pause after a result is over, the next game starts. */
  | { readonly type: 'next-game' }
  /** AI versus AI: the room's time is up, however often Reset or Pause were used. */
  | { readonly type: 'watch-time-up' }
  /** An exhibition's pause after its result is over: the next one may start. */
  | { readonly type: 'next-exhibition' }
  /** An arena game's wait for its two paired players: one who has not come loses (arenas, issue 41). */
  | { readonly type: 'arena-no-show' };

/** One key per pending wake-up (a seat's grace has its own). */
const keyOf = (w: WakeUp): string => (w.type === 'gone' ? `gone-${w.seat}` : w.type);

/** Sets one timer (the host's Clock port, so tests control time). */
export type SetTimer = Clock['setTimeout'];

/**
 * The host's pending wake-ups (a lost player's grace, the mode's steps, a record retry) and its one timer, armed for the
 * earliest of them and of the times the room adds (the phase deadline, AI picks).
 */
export class WakeUps {
  private readonly at = new Map<string, { readonly wakeUp: WakeUp; readonly at: number }>();
  /** Wake-ups that resolve a promise instead of calling the room's handler. */
  private readonly waiters = new Map<string, () => void>();
  private timer: Timer | undefined;

  constructor(
    private readonly setTimer: SetTimer,
    private readonly onTimer: () => void,
  ) {}

  /** Schedules (or moves) `wakeUp` to server time `at`. */
  set(wakeUp: WakeUp, at: number): void {
    this.at.set(keyOf(wakeUp), { wakeUp, at });
  }

  /** Schedules `wakeUp` at `at` and resolves when it is due (instead of calling `runDue`'s handler). */
  wait(wakeUp: WakeUp, at: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.set(keyOf(wakeUp), resolve);
      this.set(wakeUp, at);
    });
  }

  delete(wakeUp: WakeUp): void {
    this.at.delete(keyOf(wakeUp));
  }

  /**
   * Runs each wake-up due by `now` (as scheduled when called), removing it first so `wake` may schedule it
   * again; true when one ran.
   */
  runDue(now: number, wake: (wakeUp: WakeUp) => void): boolean {
    let ran = false;
    for (const [key, { wakeUp, at }] of [...this.at]) {
      if (at > now) continue;
      this.at.delete(key);
      const waiter = this.waiters.get(key);
      this.waiters.delete(key);
      if (waiter === undefined) wake(wakeUp);
      else waiter();
      ran = true;
    }
    return ran;
  }

  /** Arms the one timer for the earliest wake-up or `also` time; none when there is nothing to wait for. */
  arm(now: number, also: readonly number[]): void {
    this.clear();
    const times = [...[...this.at.values()].map((w) => w.at), ...also];
    if (times.length === 0) return;
    this.timer = this.setTimer(this.onTimer, Math.max(0, Math.min(...times) - now));
  }

  /** Cancels the timer (the wake-ups stay scheduled). */
  clear(): void {
    this.timer?.clear();
    this.timer = undefined;
  }
}
