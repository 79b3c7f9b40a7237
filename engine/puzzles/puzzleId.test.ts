import { describe, expect, test } from 'vitest';
import { SYMMETRIES } from '../solved/symmetry';
import { puzzleAt } from './puzzleAt';
import { puzzleId, transformPosition } from './puzzleId';
import { at, mirroredFacts, NOTHING_AFTER, puzzleFacts, SOURCE } from './testPositions';

const HAND_MADE = {
  escape: at(10, 'J', 'b8', 'J', 'c6'),
  'escape with a hit': at(10, 'J', 'a8', 'J', 'd8'),
  'standing still': at(10, 'J', 'a8', 'J', 'd7'),
};

describe('a puzzle seen in a mirror or turned', () => {
  test.each(Object.entries(HAND_MADE))('%s: the same id, the solution mapped the same way', (_, position) => {
    const puzzle = puzzleAt(NOTHING_AFTER, position, SOURCE)!;
    SYMMETRIES.forEach((g, k) => {
      const image = puzzleAt(NOTHING_AFTER, transformPosition(position, k), SOURCE)!;
      expect(puzzleFacts(image)).toEqual(mirroredFacts(puzzle, g));
    });
  });
});

describe('ids', () => {
  test('name the turn, the solver’s and the opponent’s letters and the canonical squares', () => {
    // h1 and f3 turned half a turn are a8 and c6: the smallest squares of the class.
    expect(puzzleId(at(7, 'N', 'h1', 'U', 'f3'))).toBe('7NU-a8c6');
    expect(puzzleId(at(10, 'N', 'a8', 'U', 'c6'))).toBe('10NU-a8c6');
  });

  test('tell the sides apart: the solver is part of the puzzle', () => {
    expect(puzzleId(at(7, 'N', 'a8', 'U', 'c6'))).not.toBe(puzzleId(at(7, 'U', 'c6', 'N', 'a8')));
    expect(puzzleId(at(7, 'N', 'a8', 'N', 'c6'))).not.toBe(puzzleId(at(7, 'N', 'c6', 'N', 'a8')));
  });

  test('differ for positions no symmetry joins', () => {
    const ids = new Set<string>();
    for (let a = 0; a < 64; a++)
      for (let b = 0; b < 64; b++)
        ids.add(
          puzzleId({ turn: 1, solver: { letter: 'U', square: a }, opponent: { letter: 'U', square: b } }),
        );
    // 64 × 64 pairs of squares fall into 10 classes of the first square times 64 (the table's count), less the
    // pairs a symmetry of the first square's own maps onto each other: 528 classes in all.
    expect(ids.size).toBe(new Set(Array.from({ length: 4096 }, (_, k) => canonicalKey(k >> 6, k & 63))).size);
  });
});

/** The smallest image of a pair of squares under the 8 symmetries, computed the long way. */
function canonicalKey(a: number, b: number): number {
  return Math.min(...SYMMETRIES.map((g) => g[a]! * 64 + g[b]!));
}
