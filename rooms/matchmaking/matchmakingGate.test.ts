import { expect, test } from 'vitest';
import { Refused, refusalOfFailure, RESTARTING } from './matchmakingGate';

// Seen in CI (tests/loadDrain.test.ts): a join that reached a process as its drain ended awaited the rate limits'
// Redis client, which the shutdown had closed ("Connection is closed."), and was answered 500 `server/fault`.
test('a call failing because the process closed under it is a 503 to ask again, not a fault', () => {
  const closed = new Error('Connection is closed.');
  expect(refusalOfFailure(closed, true)).toMatchObject({
    status: 503,
    code: 'server/unavailable',
    message: RESTARTING,
  });
  expect(refusalOfFailure(closed, false)).toBeUndefined();
});

test('a refusal is answered as itself, closing or not', () => {
  const refusal = new Refused(429, 'rate/limited', 'Too many requests.');
  expect(refusalOfFailure(refusal, true)).toBe(refusal);
  expect(refusalOfFailure(refusal, false)).toBe(refusal);
});
