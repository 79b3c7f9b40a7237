/** How recording a finished game ended: stored (or nothing to store), or given up after every try. */
export type RecordOutcome = 'stored' | 'failed';

export const NOT_SAVED = 'The result could not be saved; this game does not count.';

/**
 * Runs `write` until it succeeds: once, then again after each of `delaysMs` (waited with `sleep`, the
 * room's own clock). Each failure is logged with the game id; the last one says the result is lost.
 */
export async function recordWithRetry(
  gameId: string,
  write: () => Promise<unknown>,
  delaysMs: readonly number[],
  sleep: (ms: number) => Promise<void>,
): Promise<RecordOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      await write();
      return 'stored';
    } catch (err) {
      const delay = delaysMs[attempt];
      if (delay === undefined) {
        console.error(`game ${gameId}: the result could not be saved after ${attempt + 1} tries`, err);
        return 'failed';
      }
      console.error(`game ${gameId}: recording failed (try ${attempt + 1}), retrying in ${delay} ms`, err);
      await sleep(delay);
    }
  }
}
