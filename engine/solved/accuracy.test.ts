import { describe, expect, test } from 'vitest';
import { MIN_SCORED_TURNS, MISTAKE_MARGIN, seatAccuracy, seatThatLeft, turnAccuracy } from './accuracy';

const quiet = { loss: 0, tested: false };
const best = { loss: 0, tested: true };
const slip = (loss: number) => ({ loss, tested: true });

describe('a seat’s accuracy', () => {
  test('turns that tested no choice do not count: a game of such turns has no figure, not 100', () => {
    expect(seatAccuracy([quiet, quiet, quiet, quiet, quiet], false)).toEqual({
      accuracy: null,
      none: 'few-turns',
      scored: 0,
    });
  });

  test('the mean of Lichess’s per-move accuracy over the tested turns only', () => {
    const got = seatAccuracy([quiet, best, slip(0.1), quiet, slip(0.2)], false);
    expect(got.scored).toBe(3);
    expect(got.none).toBeNull();
    expect(got.accuracy).toBeCloseTo((turnAccuracy(0) + turnAccuracy(0.1) + turnAccuracy(0.2)) / 3, 9);
  });

  test.each([
    ['one tested turn', 1],
    ['two tested turns', MIN_SCORED_TURNS - 1],
  ])('%s: no figure (too few to say anything)', (_, n) => {
    const got = seatAccuracy(
      Array.from({ length: n }, () => best),
      false,
    );
    expect(got).toEqual({ accuracy: null, none: 'few-turns', scored: n });
  });

  test('a player who left gets no figure, whatever it played', () => {
    expect(seatAccuracy([best, best, best, best], true)).toEqual({ accuracy: null, none: 'left', scored: 4 });
    expect(seatAccuracy([best], true).none).toBe('left');
  });

  test('the mistake margin is a clear one: 2 points of winning chance', () => {
    expect(50 * MISTAKE_MARGIN).toBe(2);
  });
});

describe('the seat that left', () => {
  test.each([
    [{ winner: 'A', reason: 'forfeit' }, 'B'],
    [{ winner: 'B', reason: 'forfeit' }, 'A'],
    [{ winner: 'A', reason: 'hit' }, null],
    [{ winner: 'none', reason: 'forfeit' }, null],
    [null, null],
  ] as const)('%o: %s', (result, seat) => {
    expect(seatThatLeft(result)).toBe(seat);
  });
});

describe('Lichess’s accuracy of one move', () => {
  test('100 for nothing given away, falling as more is, 0 for everything', () => {
    expect(turnAccuracy(0)).toBeGreaterThan(99.9);
    expect(turnAccuracy(0.1)).toBeLessThan(turnAccuracy(0.01));
    expect(turnAccuracy(2)).toBe(0);
  });
});
