import { expect, test } from 'vitest';
import { CHARACTERS } from '../characters';
import { charactersByValue, SOLVED_SUMMARY, squaresLike, winningChances } from './summary';

test('the summary names each of the 16 characters once, in the engine order, with figures in range', () => {
  const { characters, gameValue } = SOLVED_SUMMARY;
  expect(characters.map((c) => c.letter)).toEqual(CHARACTERS.map((c) => c.letter));
  expect(Math.abs(gameValue)).toBeLessThan(1e-6);
  expect(characters.reduce((sum, c) => sum + c.pick, 0)).toBeCloseTo(1, 6);
  for (const c of characters) {
    expect(c.pick).toBeGreaterThanOrEqual(0);
    expect(c.value).toBeGreaterThanOrEqual(-1);
    expect(c.value).toBeLessThanOrEqual(1);
    expect(Number.isInteger(c.bestSquare) && c.bestSquare >= 0 && c.bestSquare < 64).toBe(true);
  }
});

test('no character earns more than the game value against perfect play, and the picked ones earn it', () => {
  const { characters, gameValue } = SOLVED_SUMMARY;
  for (const c of characters) {
    expect(c.value).toBeLessThanOrEqual(gameValue + 1e-6);
    if (c.pick > 0) expect(c.value).toBeCloseTo(gameValue, 6);
  }
});

test('by value: best first, the picked character at the top', () => {
  const sorted = charactersByValue();
  expect(sorted).toHaveLength(16);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.value).toBeLessThanOrEqual(sorted[i - 1]!.value);
  expect(sorted[0]!.pick).toBeGreaterThan(0);
});

test.each([
  [-1, 0],
  [0, 50],
  [1, 100],
  [-0.5, 25],
])('an expected result of %d gives winning chances of %d in 100', (value, chances) => {
  expect(winningChances(value)).toBe(chances);
});

test.each([
  [27, [27, 28, 35, 36]],
  [0, [0, 7, 56, 63]],
  [1, [1, 6, 8, 15, 48, 55, 57, 62]],
])('square %i is as good as %j', (square, like) => {
  expect(squaresLike(square)).toEqual(like);
});
