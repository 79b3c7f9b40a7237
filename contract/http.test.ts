import { describe, expect, test } from 'vitest';
import {
  API_ERROR_CODES,
  cleanNames,
  codeForStatus,
  isApiErrorCode,
  namesError,
  opacityError,
  roundOpacity,
  textError,
  wholeNumberError,
} from './http';

test('texts: required, trimmed, counted as a person counts', () => {
  expect(textError('  ', 'Title', 50)).toBe('Title is required.');
  expect(textError('x'.repeat(51), 'Title', 50)).toBe('Title must be at most 50 characters.');
  expect(textError(` ${'x'.repeat(50)} `, 'Title', 50)).toBeNull();
  expect(textError('😀'.repeat(50), 'Title', 50)).toBeNull();
  expect(textError('a\u0007b', 'Title', 50)).toBe('Title must be one line of text.');
});

test.each([
  [0, 'Number of players must be a whole number from 1 to 100.'],
  [101, 'Number of players must be a whole number from 1 to 100.'],
  [1.5, 'Number of players must be a whole number from 1 to 100.'],
  [Number.NaN, 'Number of players must be a whole number from 1 to 100.'],
  [1, null],
  [100, null],
])('whole number %s in 1-100: %s', (value, error) => {
  expect(wholeNumberError(value, [1, 100], 'Number of players')).toBe(error);
});

test("AI names: trimmed, repeats dropped ignoring case, 'minimum 2 names'", () => {
  expect(cleanNames([' Ann ', 'ann', '', 'Ben'])).toEqual(['Ann', 'Ben']);
  expect(namesError(['Ann', 'ANN', ' '])).toBe('minimum 2 names');
  expect(namesError(['Ann', 'Ben'])).toBeNull();
  expect(namesError(['Ann', 'b'.repeat(41)])).toMatch(/must be at most 40 characters/);
  expect(namesError(['Ann', 'B\nen'])).toBe('An AI name must be one line of text.');
  expect(namesError(Array.from({ length: 5001 }, (_, i) => `n${i}`))).toBe('At most 5000 AI names.');
});

test('opacity: checked within 0-1 before rounding, rounded to one decimal', () => {
  expect([1.04, -0.01].map(opacityError)).toEqual([
    'Opacity must be from 0 to 1.',
    'Opacity must be from 0 to 1.',
  ]);
  expect([0, 1, 0.46].map(opacityError)).toEqual([null, null, null]);
  expect([0.46, 0.45, 0.04, 1.3, -1].map(roundOpacity)).toEqual([0.5, 0.5, 0, 1, 0]);
});

describe('error codes', () => {
  test('every status maps to a known code', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503])
      expect(isApiErrorCode(codeForStatus(status))).toBe(true);
  });
  test('codes are unique and only they are recognised', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(isApiErrorCode('auth/signed-out')).toBe(true);
    expect(isApiErrorCode('auth/nope')).toBe(false);
    expect(isApiErrorCode(401)).toBe(false);
  });
});
