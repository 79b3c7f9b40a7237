import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '../types';
import { judgePuzzle } from './judge';
import { puzzleAt } from './puzzleAt';
import { at, madeUpTurn, NOTHING_AFTER, SOURCE, sq } from './testPositions';
import type { PuzzlePlan } from './types';

// The hand-made puzzles of puzzleAt.test.ts.
const escape = puzzleAt(NOTHING_AFTER, at(10, 'J', 'b8', 'J', 'c6'), SOURCE)!;
const covered = puzzleAt(NOTHING_AFTER, at(10, 'J', 'a8', 'J', 'd8'), SOURCE)!;
const forcedValues = madeUpTurn(6, { theirs: sq('g8'), high: 0.5, low: -0.6 });
const forced = puzzleAt(forcedValues, at(5, 'J', 'c8', 'C', 'h8'), SOURCE)!;
const plan = (move: string, hit: string): PuzzlePlan => ({ move: sq(move), hit: sq(hit) });

describe('a right answer', () => {
  test('solves, with why, and no refutation; the replies are revealed', () => {
    expect(judgePuzzle(escape, plan('a8', 'b8'), NOTHING_AFTER)).toEqual({
      ok: true,
      value: {
        solved: true,
        reason: { kind: 'escape', opponent: 'J', safe: sq('a8') },
        refutation: null,
        replies: ['c7', 'b6', 'c6', 'd6', 'c5'].map(sq).sort((x, y) => x - y),
      },
    });
  });

  test('any hit of the solution solves; the reason names the squares the hit must cover', () => {
    const judged = judgePuzzle(forced, plan('d8', 'g8'), forcedValues);
    expect(judged.ok && judged.value.solved).toBe(true);
    expect(judged.ok && judged.value.reason).toEqual({
      kind: 'forcedHit',
      opponent: 'C',
      covered: [sq('g8')],
    });
  });
});

describe('a wrong answer', () => {
  test.each([
    // Into a reply's reach: the reply that hits it, a loss.
    [
      'a move that can be hit',
      escape,
      NOTHING_AFTER,
      plan('b7', 'c6'),
      { move: sq('c7'), hit: sq('b7') },
      'loss',
    ],
    // The right square with the wrong hit: d7 comes and hits a7.
    [
      'the right move with the wrong hit',
      covered,
      NOTHING_AFTER,
      plan('a7', 'a6'),
      { move: sq('d7'), hit: sq('a7') },
      'loss',
    ],
    // Out of reach but leaving the Cook its good square: it goes there (its first hit, a miss).
    [
      'a plan that lets the opponent off',
      forced,
      forcedValues,
      plan('c8', 'c5'),
      { move: sq('g8'), hit: sq('f8') },
      'worse',
    ],
  ] as const)(
    '%s: refuted by the reply that punishes it most',
    (_, puzzle, values, answer, reply, outcome) => {
      const judged = judgePuzzle(puzzle, answer, values);
      expect(judged.ok).toBe(true);
      if (!judged.ok) return;
      expect(judged.value.solved).toBe(false);
      expect(judged.value.refutation).toEqual({
        kind: 'refuted',
        opponent: puzzle.position.opponent.letter,
        reply,
        outcome,
      });
    },
  );

  test('a plan only a both-hit can punish is refuted by a draw', () => {
    // Made up: after turn 5 anything is worth +0.8. The Judicial Doctor on a8 against one on e8 (to d8, e8, f8,
    // e7): a7 is out of reach (+0.8); a8 is in reach of d8 alone, so a8 hitting d8 is at worst a draw, both hitting.
    const values = madeUpTurn(6, { good: sq('a7'), high: 0.8, low: 0.8 });
    const puzzle = puzzleAt(values, at(5, 'J', 'a8', 'J', 'e8'), SOURCE)!;
    expect([puzzle.solution.move, puzzle.value, puzzle.nextBest]).toEqual([sq('a7'), 0.8, 0]);
    const judged = judgePuzzle(puzzle, plan('a8', 'd8'), values);
    expect(judged.ok && judged.value.refutation).toEqual({
      kind: 'refuted',
      opponent: 'J',
      reply: { move: sq('d8'), hit: sq('a8') },
      outcome: 'draw',
    });
  });
});

describe('an answer that is no plan', () => {
  test.each([
    ['a move out of reach', plan('d4', 'd5'), 'puzzle/bad-move'],
    ['a square off the board', { move: 64, hit: 0 }, 'puzzle/bad-move'],
    ['not a whole number', { move: 0.5, hit: 0 }, 'puzzle/bad-move'],
    ['a hit out of range of the move', plan('a8', 'h1'), 'puzzle/bad-hit'],
    ['a hit off the board', { move: sq('a8'), hit: -1 }, 'puzzle/bad-hit'],
  ] as const)('%s is refused with %s', (_, answer, code) => {
    expect(judgePuzzle(escape, answer, NOTHING_AFTER)).toEqual({
      ok: false,
      error: { code, message: ERROR_MESSAGES[code] },
    });
  });
});
