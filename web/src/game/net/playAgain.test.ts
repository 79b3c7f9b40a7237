import { expect, test } from 'vitest';
import { playAgainKind } from './playAgain';
import { view } from '../decoding/testViews';

test('Play again repeats the AI level the room says the game was started with (also after a reload)', () => {
  // This tab never started a game (a reload): the room's level decides, not a default.
  expect(playAgainKind(view({ mode: 'h1a1', level: 'easy', clock: 'relaxed' }))).toEqual({
    type: 'h1a1',
    level: 'easy',
    clock: 'relaxed',
  });
  expect(playAgainKind(view({ mode: 'h1a1', level: null }))).toEqual({
    type: 'h1a1',
    level: 'hard',
    clock: 'standard',
  });
  expect(playAgainKind(view({ mode: 'h2a0' }))).toEqual({ type: 'h2a0', clock: 'standard' });
  expect(playAgainKind(view({ mode: 'others' }))).toEqual({ type: 'others' });
  expect(playAgainKind(view({ mode: 'h0a2' }))).toBeNull();
});
