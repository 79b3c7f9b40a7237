import type { EndReason, Winner } from '../../../../engine';
import { describe, expect, test } from 'vitest';
import { gameOverFromView, resultSentence } from './announce';
import { remainingMs, secondsShown } from './PhaseClock';
import { seat, view } from '../decoding/testViews';

describe('countdown', () => {
  test.each([
    { deadline: 10_000, offset: 0, now: 1_000, left: 9_000 },
    { deadline: 10_000, offset: 500, now: 1_000, left: 8_500 },
    { deadline: 10_000, offset: -500, now: 1_000, left: 9_500 },
    { deadline: 10_000, offset: 0, now: 11_000, left: 0 },
    { deadline: 0, offset: 0, now: 1_000, left: 0 },
  ])('deadline $deadline, offset $offset, now $now: $left ms left', ({ deadline, offset, now, left }) => {
    expect(remainingMs(deadline, offset, now)).toBe(left);
  });

  test.each([
    [9_050, 9],
    [9_000, 9],
    [8_200, 9],
    [950, 1],
    [80, 0],
    [0, 0],
  ])('%d ms shows %d s', (ms, s) => {
    expect(secondsShown(ms)).toBe(s);
  });
});

describe('gameOverFromView (the result when the gameover message was missed)', () => {
  const over = (winner: Winner, reason: EndReason) =>
    view({
      phase: 'over',
      result: { winner, reason },
      players: [seat({ key: 'me', seat: 'A' }), seat({ key: 'them', seat: 'B' })],
    });
  test.each<{ winner: Winner; reason: EndReason; want: object }>([
    { winner: 'A', reason: 'hit', want: { result: 'win', message: 'You won!' } },
    {
      winner: 'A',
      reason: 'forfeit',
      want: { result: 'win', message: 'Your opponent left the game: you win' },
    },
    { winner: 'B', reason: 'hit', want: { result: 'lose', message: 'You lost!' } },
    {
      winner: 'draw',
      reason: 'turns',
      want: { result: 'draw', message: 'The game is a draw between Ann and Bob' },
    },
    // Regression: the web once said only "The game was stopped.", where the room says it does not count.
    {
      winner: 'none',
      reason: 'no-contest',
      want: { result: 'draw', message: 'The game was stopped by the server. It does not count.' },
    },
  ])('$winner by $reason', ({ winner, reason, want }) => {
    expect(gameOverFromView(over(winner, reason), 'me')).toMatchObject(want);
  });

  test('a watcher gets none', () => {
    expect(gameOverFromView(over('A', 'hit'), 'watcher')).toBeNull();
  });
});

describe('resultSentence (the live region and the watcher)', () => {
  test('a stopped game says it does not count, as the result modal does', () => {
    const stopped = view({ phase: 'over', result: { winner: 'none', reason: 'no-contest' } });
    expect(resultSentence(stopped, null)).toBe('The game was stopped by the server. It does not count.');
  });
});
