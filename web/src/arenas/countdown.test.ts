import { describe, expect, test } from 'vitest';
import { clockOffset, countdownText, msUntil } from './countdown';

describe('countdownText', () => {
  test.each([
    { ms: 0, text: '0:00' },
    { ms: -5000, text: '0:00' },
    { ms: 1, text: '0:01' },
    { ms: 59_001, text: '1:00' },
    { ms: 65_000, text: '1:05' },
    { ms: 3_599_000, text: '59:59' },
    { ms: 3_600_000, text: '1:00:00' },
    { ms: 24 * 3_600_000, text: '24:00:00' },
  ])('$ms ms reads $text', ({ ms, text }) => {
    expect(countdownText(ms)).toBe(text);
  });
});

describe("the server's clock", () => {
  test('the offset is the server time minus the local time the answer arrived at', () => {
    expect(clockOffset(10_000, 7_000)).toBe(3_000);
    expect(clockOffset(7_000, 10_000)).toBe(-3_000);
  });

  test('the time left runs on the server clock: a server ahead of us leaves less time', () => {
    const offset = clockOffset(105_000, 100_000);
    expect(msUntil(170_000, 100_000, offset)).toBe(65_000);
    expect(msUntil(170_000, 100_000, 0)).toBe(70_000);
    // Local time moves on; the offset stays what the answer said.
    expect(msUntil(170_000, 160_000, offset)).toBe(5_000);
    expect(msUntil(170_000, 200_000, offset)).toBe(0);
  });
});
