import { describe, expect, test } from 'vitest';
import { range } from './board';
import {
  CHARACTERS,
  characterAtStart,
  characterByLetter,
  characterIndex,
  isLetter,
  type Letter,
} from './characters';
import { canHit, canMove, hitTargets, moveTargets } from './targets';

describe('the character table', () => {
  test('16 characters in the spec order with unique letters and start squares', () => {
    expect(CHARACTERS.map((c) => c.letter).join('')).toBe('FPMJCADBNHSIUGET');
    expect(new Set(CHARACTERS.map((c) => c.start)).size).toBe(16);
    expect(CHARACTERS.map((c) => c.start)).toEqual([
      2, 3, 4, 5, 16, 23, 24, 31, 32, 39, 40, 47, 58, 59, 60, 61,
    ]);
  });

  test.each<{ letter: Letter; name: string; shortName: string; ranges: number[] }>([
    { letter: 'F', name: 'Org. Doctor', shortName: 'First', ranges: [0, 3, 0, 1] },
    { letter: 'M', name: 'Medical Doctor', shortName: 'Medi', ranges: [0, 3, 1, 2] },
    { letter: 'B', name: 'Merchant', shortName: 'Bus', ranges: [1, 2, 2, 3] },
    { letter: 'H', name: 'Engineer', shortName: 'Eng', ranges: [2, 3, 0, 1] },
    { letter: 'T', name: 'Teacher', shortName: 'Teach', ranges: [0, 1, 3, 3] },
  ])('$letter is $name ($shortName) with ranges $ranges', ({ letter, name, shortName, ranges }) => {
    const c = characterByLetter(letter);
    expect(c).toMatchObject({ name, shortName });
    expect([c?.minMove, c?.maxMove, c?.minHit, c?.maxHit]).toEqual(ranges);
  });

  test('look-ups by letter and start square', () => {
    expect(characterIndex('P')).toBe(1);
    expect(isLetter('U')).toBe(true);
    expect(isLetter('u')).toBe(false);
    expect(isLetter(3)).toBe(false);
    expect(characterAtStart(58)?.letter).toBe('U');
    expect(characterAtStart(0)).toBeUndefined();
    expect(characterAtStart(99)).toBeUndefined();
  });
});

describe('move and hit targets', () => {
  test.each<{ name: string; letter: Letter; from: number; want: number[] }>([
    { name: 'Undergraduate on 27', letter: 'U', from: 27, want: [19, 26, 28, 35] },
    { name: 'Cook on 0', letter: 'C', from: 0, want: [0, 1, 8] },
    { name: 'Engineer (2..3) on 0 never stays', letter: 'H', from: 0, want: [2, 3, 9, 16, 24] },
    { name: 'square off the board', letter: 'U', from: 64, want: [] },
  ])('moves: $name', ({ letter, from, want }) => {
    expect(moveTargets(letter, from)).toEqual(want);
  });

  test('every character on every square: targets are range() of its table row', () => {
    for (const c of CHARACTERS) {
      for (let sq = 0; sq < 64; sq++) {
        expect(moveTargets(c.letter, sq)).toEqual(range(sq, c.minMove, c.maxMove));
        expect(hitTargets(c.letter, sq)).toEqual(range(sq, c.minHit, c.maxHit));
        expect(moveTargets(c.letter, sq).length).toBeGreaterThan(0);
        expect(hitTargets(c.letter, sq).length).toBeGreaterThan(0);
      }
    }
  });

  test.each<{ name: string; letter: Letter; at: number; want: number[] }>([
    { name: 'Teacher hits exactly 3 away from 27', letter: 'T', at: 27, want: [3, 24, 30, 51] },
    { name: 'Fresh Graduate hits its neighbours', letter: 'G', at: 63, want: [55, 62] },
    { name: 'Judicial Doctor may hit its own square', letter: 'J', at: 0, want: [0, 1, 2, 3, 8, 9, 16, 24] },
  ])('hits: $name', ({ letter, at, want }) => {
    expect(hitTargets(letter, at)).toEqual(want);
  });

  test('returned lists are copies: changing one changes nothing else', () => {
    moveTargets('U', 27).push(99);
    expect(moveTargets('U', 27)).toEqual([19, 26, 28, 35]);
  });

  test('canMove and canHit agree with the lists', () => {
    expect(canMove('U', 27, 28)).toBe(true);
    expect(canMove('U', 27, 27)).toBe(false);
    expect(canHit('T', 27, 24)).toBe(true);
    expect(canHit('T', 27, 26)).toBe(false);
  });
});
