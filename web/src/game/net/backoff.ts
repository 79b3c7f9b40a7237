/** The server keeps a lost player's seat this long (docs/PROTOCOL.md). */
export const RECONNECT_GRACE_MS = 20_000;

/**
 * Waits before each reconnection attempt: 0.5, 1, 2, 4, 4, 4… s, for as long as the attempts still start
 * within the grace period.
 */
export function backoffDelays(graceMs = RECONNECT_GRACE_MS, firstMs = 500, maxMs = 4000): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let d = firstMs; total + d <= graceMs; d = Math.min(d * 2, maxMs)) {
    delays.push(d);
    total += d;
  }
  return delays;
}

/** How one retry loop behaves; tests pass a fake `sleep`. */
export interface RetryOptions {
  readonly delays: readonly number[];
  readonly sleep: (ms: number) => Promise<void>;
  /** True when the loop should give up now (the player left, a newer loop started). */
  readonly cancelled: () => boolean;
  /** True when an error means trying again is pointless (the room is gone). */
  readonly fatal: (err: unknown) => boolean;
  /** Called before each attempt, 1-based. */
  readonly onAttempt?: (attempt: number) => void;
}

/** Thrown when a retry loop was cancelled. */
export class RetryCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** Runs `attempt` after each delay until it succeeds; rethrows the last (or a fatal) error. */
export async function retryWithBackoff<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  let lastError: unknown = new Error('no attempt was made');
  for (let i = 0; i < options.delays.length; i++) {
    await options.sleep(options.delays[i]!);
    if (options.cancelled()) throw new RetryCancelled();
    options.onAttempt?.(i + 1);
    try {
      return await attempt();
    } catch (err) {
      if (options.cancelled()) throw new RetryCancelled();
      if (options.fatal(err)) throw err;
      lastError = err;
    }
  }
  throw lastError;
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
