import { expect, test } from 'vitest';
import { reasonText, squaresInWords } from './puzzleWords';

test('why a plan solves or fails, in words, for every kind of reason', () => {
  // The Cook on d6 (19); g8 is 6, h7 15, d4 35, d5 27, c6 18.
  expect(reasonText({ kind: 'forcedHit', opponent: 'C', covered: [6, 15] }, 19)).toBe(
    'The hit matters: your hit on g8 or h7 takes the Cook’s best square away.',
  );
  expect(reasonText({ kind: 'escape', opponent: 'N', safe: 35 }, 19)).toBe(
    'Every other move loses to a reply of the Nurse that hits it; d4 is the safe one.',
  );
  expect(reasonText({ kind: 'twoTurn', opponent: 'C', next: { move: 27, hit: 18 } }, 19)).toBe(
    'This wins nothing yet but sets up the next turn: from there, move to d5 and hit c6.',
  );
  // A reply that stays on its square is said as staying.
  expect(
    reasonText({ kind: 'refuted', opponent: 'C', reply: { move: 19, hit: 27 }, outcome: 'draw' }, 19),
  ).toBe('The Cook answers: stay on d6 and hit d5. Your plan gets a draw at best.');
  expect(
    reasonText({ kind: 'refuted', opponent: 'C', reply: { move: 18, hit: 27 }, outcome: 'worse' }, 19),
  ).toBe('The Cook answers: move to c6 and hit d5. Your plan leaves you worse off than the solution.');
});

test('squares listed in words', () => {
  expect(squaresInWords([35])).toBe('d4');
  expect(squaresInWords([35, 27, 18])).toBe('d4, d5 and c6');
});
