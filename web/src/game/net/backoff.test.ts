import { describe, expect, test } from 'vitest';
import { backoffDelays, retryWithBackoff, RetryCancelled } from './backoff';

describe('backoffDelays', () => {
  test('0.5, 1, 2, 4 s, then 4 s each, all starting within the 20 s grace', () => {
    const d = backoffDelays();
    expect(d).toEqual([500, 1000, 2000, 4000, 4000, 4000, 4000]);
    expect(d.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(20_000);
  });

  test('a shorter grace gives fewer attempts', () => {
    expect(backoffDelays(3000)).toEqual([500, 1000]);
    expect(backoffDelays(100)).toEqual([]);
  });
});

describe('retryWithBackoff', () => {
  const slept: number[] = [];
  const options = (over: Partial<Parameters<typeof retryWithBackoff>[1]> = {}) => ({
    delays: [500, 1000, 2000],
    sleep: (ms: number) => {
      slept.push(ms);
      return Promise.resolve();
    },
    cancelled: () => false,
    fatal: () => false,
    ...over,
  });

  test('retries until an attempt succeeds, waiting each delay first', async () => {
    slept.length = 0;
    let calls = 0;
    const attempts: number[] = [];
    const result = await retryWithBackoff(
      () => (++calls < 3 ? Promise.reject(new Error('not yet')) : Promise.resolve('in')),
      options({ onAttempt: (n) => attempts.push(n) }),
    );
    expect(result).toBe('in');
    expect(slept).toEqual([500, 1000, 2000]);
    expect(attempts).toEqual([1, 2, 3]);
  });

  test('gives up with the last error after the last delay', async () => {
    await expect(retryWithBackoff(() => Promise.reject(new Error('down')), options())).rejects.toThrow(
      'down',
    );
  });

  test('a fatal error stops at once', async () => {
    let calls = 0;
    const gone = Object.assign(new Error('room gone'), { code: 4212 });
    await expect(
      retryWithBackoff(
        () => {
          calls++;
          return Promise.reject(gone);
        },
        options({ fatal: (e) => (e as { code?: number }).code === 4212 }),
      ),
    ).rejects.toBe(gone);
    expect(calls).toBe(1);
  });

  test('cancelled: no further attempt', async () => {
    let calls = 0;
    await expect(
      retryWithBackoff(
        () => {
          calls++;
          return Promise.resolve(1);
        },
        options({ cancelled: () => true }),
      ),
    ).rejects.toBeInstanceOf(RetryCancelled);
    expect(calls).toBe(0);
  });
});
