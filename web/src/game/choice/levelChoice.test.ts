import { afterEach, expect, test } from 'vitest';
import { rememberLevel, storedLevel } from './levelChoice';

afterEach(() => {
  localStorage.clear();
});

test.each([
  ['nothing stored (a new player)', null, 'easy'],
  ['a level played', 'hard', 'hard'],
  ['the perfect level played', 'perfect', 'perfect'],
  ['something else', 'expert', 'easy'],
  ['a prototype key', 'toString', 'easy'],
] as const)('%s: %j gives %s', (_case, stored, level) => {
  if (stored !== null) localStorage.setItem('octoduel.aiLevel', stored);
  expect(storedLevel()).toBe(level);
});

test('the last level played is remembered', () => {
  rememberLevel('medium');
  expect(storedLevel()).toBe('medium');
  rememberLevel('easy');
  expect(storedLevel()).toBe('easy');
});
