import type { GameResult, Reveal } from '../../../../engine';
import { describe, expect, test } from 'vitest';
import { announcement } from './announce';
import { countdownAnnouncement } from './PhaseClock';
import { hitLabel, resultReasonText, revealCaption } from './storyWords';
import { plan, seat, view } from '../decoding/testViews';

/** Turn 2: Iris (A) moves 27 -> 28 and hits `hitA`; Omar (B) moves 0 -> 9 and hits `hitB`. */
const reveal = (hitA: number, hitB: number): Reveal => ({
  turn: 2,
  fromA: 27,
  moveA: 28,
  hitA,
  fromB: 0,
  moveB: 9,
  hitB,
  outcome: 'next',
});
const players = [
  seat({ key: 'me', seat: 'A', name: 'Iris', character: 'U', square: 28 }),
  seat({ key: 'them', seat: 'B', name: 'Omar', character: 'C', square: 9 }),
];
const shown = (r: Reveal, result: GameResult | null = null) =>
  view({ phase: result === null ? 'reveal' : 'over', turn: 2, players, lastReveal: r, result });

describe('the reveal caption', () => {
  test.each([
    ['me', reveal(9, 40), 'You hit Omar on b7'],
    ['them', reveal(9, 40), 'Iris hit you on b7'],
    ['watcher', reveal(9, 40), 'Iris hit Omar on b7'],
    ['them', reveal(40, 28), 'You hit Iris on e5'],
    ['me', reveal(40, 41), 'Both missed'],
    ['me', reveal(9, 28), 'Both hit: draw'],
  ])('seen by %s', (who, r, text) => {
    expect(revealCaption(shown(r), who)).toBe(text);
  });

  test('no reveal, no caption', () => {
    expect(revealCaption(view({ players }), 'me')).toBeNull();
  });

  test('hit labels: yours and theirs, or by name for a watcher', () => {
    const v = shown(reveal(40, 41));
    expect(hitLabel(v, 'me', 'A')).toBe('your hit');
    expect(hitLabel(v, 'me', 'B')).toBe('their hit');
    expect(hitLabel(v, 'them', 'A')).toBe('their hit');
    expect(hitLabel(v, null, 'B')).toBe("Omar's hit");
  });
});

describe('the result reason', () => {
  test.each<[string, Reveal, GameResult, string]>([
    ['them', reveal(9, 40), { winner: 'A', reason: 'hit' }, 'Iris hit you on b7 on turn 2'],
    ['me', reveal(9, 40), { winner: 'A', reason: 'hit' }, 'You hit Omar on b7 on turn 2'],
    ['me', reveal(9, 28), { winner: 'draw', reason: 'both-hit' }, 'Both hit on turn 2: draw'],
    ['me', reveal(40, 41), { winner: 'draw', reason: 'turns' }, 'Ten turns and no hit'],
    ['me', reveal(40, 41), { winner: 'A', reason: 'forfeit' }, 'Your opponent left'],
    ['them', reveal(40, 41), { winner: 'A', reason: 'forfeit' }, 'You left the game'],
    ['me', reveal(40, 41), { winner: 'none', reason: 'no-contest' }, 'The server stopped the game'],
  ])('seen by %s: %s', (who, r, result, text) => {
    expect(resultReasonText(shown(r, result), who)).toBe(text);
  });

  test('none before the end', () => {
    expect(resultReasonText(shown(reveal(40, 41)), 'me')).toBeNull();
  });
});

describe('the live region', () => {
  test('the reveal says the caption before both plans', () => {
    expect(announcement(shown(reveal(9, 40)), 'them')).toBe(
      'Reveal. Iris hit you on b7. You moved to b7 and hit a3. Iris moved to e5 and hit b7.',
    );
  });

  test('"Waiting for opponent" once the player is done and the opponent is not', () => {
    const move = view({ phase: 'move', turn: 3, players });
    const done = plan({ character: 'U', square: 28, move: 29, hit: 29, set: true });
    expect(announcement(move, 'me', done)).toBe('Turn 3 of 10. Move. Waiting for opponent.');
    expect(announcement(move, 'me', plan({ character: 'U', square: 28, move: 29 }))).toBe(
      'Turn 3 of 10. Move. Pick where to hit, then Set. You are the Undergraduate.',
    );
    expect(announcement(move, 'me', plan({ character: 'U', square: 28 }))).toBe(
      'Turn 3 of 10. Move. Pick where to move. You are the Undergraduate.',
    );
  });

  test('the countdown is announced at 5 s and 3 s left only', () => {
    expect([9, 6, 5, 4, 3, 2, 1, 0].map(countdownAnnouncement)).toEqual([
      null,
      null,
      '5 seconds left',
      null,
      '3 seconds left',
      null,
      null,
      null,
    ]);
  });
});
