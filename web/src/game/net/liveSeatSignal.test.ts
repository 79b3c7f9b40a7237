import { afterEach, expect, test } from 'vitest';
import { markConnectionLoaded, mayHoldLiveSeat } from './liveSeatSignal';
import { clearResumeToken, saveResumeToken } from './resumeToken';

afterEach(() => {
  clearResumeToken();
});

// The order matters: the connection's mark is for good, as the module stays loaded.
test('a page that opened no game and stored no resume token holds no seat: the bar is not loaded', () => {
  expect(mayHoldLiveSeat()).toBe(false);
});

test('a fresh resume token (a reload during a game) loads the bar; a stale one does not', () => {
  saveResumeToken('room1:token', 'h1a1');
  expect(mayHoldLiveSeat()).toBe(true);
  saveResumeToken('room1:token', 'h1a1', Date.now() - 10 * 60_000);
  expect(mayHoldLiveSeat()).toBe(false);
});

test('once the game’s connection has loaded, the bar itself decides', () => {
  markConnectionLoaded();
  expect(mayHoldLiveSeat()).toBe(true);
});
