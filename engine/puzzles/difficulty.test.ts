import { describe, expect, test } from 'vitest';
import { RATING_CEILING, RATING_FLOOR, startingRating, type DifficultyFacts } from './difficulty';
import { puzzleAt } from './puzzleAt';
import { at, NOTHING_AFTER, SOURCE } from './testPositions';

const facts = (change: Partial<DifficultyFacts>): DifficultyFacts => ({
  plans: 40,
  solving: 4,
  safeLooking: 0,
  ...change,
});

describe('the starting rating', () => {
  test('rises with the share of plans that fail', () => {
    expect(startingRating(facts({ solving: 1 }), [])).toBeGreaterThan(
      startingRating(facts({ solving: 4 }), []),
    );
    expect(startingRating(facts({ plans: 80 }), [])).toBeGreaterThan(
      startingRating(facts({ plans: 40 }), []),
    );
  });

  test('rises with every other move that looks safe and fails', () => {
    expect(startingRating(facts({ safeLooking: 2 }), [])).toBeGreaterThan(
      startingRating(facts({ safeLooking: 1 }), []),
    );
  });

  test('rises for a two-turn puzzle and for standing still, falls on the last turn', () => {
    const base = startingRating(facts({}), []);
    expect(startingRating(facts({}), ['twoTurn'])).toBeGreaterThan(base);
    expect(startingRating(facts({}), ['standStill'])).toBeGreaterThan(base);
    expect(startingRating(facts({}), ['lastTurn'])).toBeLessThan(base);
  });

  test('stays within its range, in tens', () => {
    expect(startingRating(facts({ plans: 2, solving: 2 }), ['lastTurn'])).toBe(RATING_FLOOR);
    expect(startingRating(facts({ plans: 200, solving: 1, safeLooking: 9 }), ['twoTurn', 'standStill'])).toBe(
      RATING_CEILING,
    );
    expect(startingRating(facts({ plans: 37, solving: 3 }), []) % 10).toBe(0);
  });

  test('is harder for the escape with one solving hit than for the escape where any hit solves', () => {
    // puzzleAt.test.ts: b8's escape to a8 takes any hit; a8's to a7 needs the one hit on d7.
    const anyHit = puzzleAt(NOTHING_AFTER, at(10, 'J', 'b8', 'J', 'c6'), SOURCE)!;
    const oneHit = puzzleAt(NOTHING_AFTER, at(10, 'J', 'a8', 'J', 'd8'), SOURCE)!;
    expect(oneHit.rating).toBeGreaterThan(anyHit.rating);
  });
});
