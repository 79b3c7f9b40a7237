import { expect, test } from 'vitest';
import { cleanNames, namesError, roundOpacity, textError, wholeError } from './validate';

test('texts: required, trimmed, counted as a person counts', () => {
  expect(textError('  ', 'Title', 50)).toBe('Title is required.');
  expect(textError('x'.repeat(51), 'Title', 50)).toBe('Title must be at most 50 characters.');
  expect(textError(` ${'x'.repeat(50)} `, 'Title', 50)).toBeNull();
  expect(textError('😀'.repeat(50), 'Title', 50)).toBeNull();
  expect(textError('a\u0007b', 'Title', 50)).toBe('Title must be one line of text.');
});

test('whole numbers within the range', () => {
  const err = 'Number of players must be a whole number from 1 to 100.';
  expect(wholeError('0', [1, 100], 'Number of players')).toBe(err);
  expect(wholeError('101', [1, 100], 'Number of players')).toBe(err);
  expect(wholeError('1e2', [1, 100], 'Number of players')).toBe(err);
  expect(wholeError('', [1, 100], 'Number of players')).toBe('Number of players is required.');
  expect(wholeError(' 100 ', [1, 100], 'Number of players')).toBeNull();
  expect(wholeError('1', [1, 100], 'Number of players')).toBeNull();
});

test("AI names: trimmed, repeats dropped ignoring case, 'minimum 2 names'", () => {
  expect(cleanNames([' Ann ', 'ann', '', 'Ben'])).toEqual(['Ann', 'Ben']);
  expect(namesError(['Ann', 'ANN', ' '])).toBe('minimum 2 names');
  expect(namesError(['Ann', 'Ben'])).toBeNull();
  expect(namesError(['Ann', 'b'.repeat(41)])).toMatch(/must be at most 40 characters/);
});

test('opacity rounds to one decimal within 0-1', () => {
  expect([0.46, 0.45, 0.04, 1.3, -1].map(roundOpacity)).toEqual([0.5, 0.5, 0, 1, 0]);
});
