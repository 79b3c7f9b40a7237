import type { Clock, Timer } from './ports';

/** Sets one timer (the host's Clock port, so tests control time). */
export type SetTimer = Clock['setTimeout'];

/**
 * A room's named wake-ups (the start, the next game, closing, a record retry) and its one timer, armed for the
 * earliest of them and of the times the room adds (the phase deadline, AI picks).
 */
export class WakeUps {
  private readonly at = new Map<string, number>();
  /** Wake-ups that resolve a promise instead of calling the room's handler. */
  private readonly waiters = new Map<string, () => void>();
  private timer: Timer | undefined;

  constructor(
    private readonly setTimer: SetTimer,
    private readonly onTimer: () => void,
  ) {}

  /** Schedules (or moves) the wake-up `name` to server time `at`. */
  set(name: string, at: number): void {
    this.at.set(name, at);
  }

  /** Schedules `name` at `at` and resolves when it is due (instead of calling `runDue`'s handler). */
  wait(name: string, at: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.set(name, resolve);
      this.set(name, at);
    });
  }

  delete(name: string): void {
    this.at.delete(name);
  }

  /**
   * Runs each wake-up due by `now` (as scheduled when called), removing it first so `wake` may schedule it
   * again; true when one ran.
   */
  runDue(now: number, wake: (name: string) => void): boolean {
    let ran = false;
    for (const [name, at] of [...this.at]) {
      if (at > now) continue;
      this.at.delete(name);
      const waiter = this.waiters.get(name);
      this.waiters.delete(name);
      if (waiter === undefined) wake(name);
      else waiter();
      ran = true;
    }
    return ran;
  }

  /** Arms the one timer for the earliest wake-up or `also` time; none when there is nothing to wait for. */
  arm(now: number, also: readonly number[]): void {
    this.clear();
    const times = [...this.at.values(), ...also];
    if (times.length === 0) return;
    this.timer = this.setTimer(this.onTimer, Math.max(0, Math.min(...times) - now));
  }

  /** Cancels the timer (the wake-ups stay scheduled). */
  clear(): void {
    this.timer?.clear();
    this.timer = undefined;
  }
}
