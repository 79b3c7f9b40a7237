import { describe, expect, test } from 'vitest';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import { characterIndex } from '../characters';
import { PUZZLE_MARGIN } from './definition';
import { puzzleAt, puzzleReplies, puzzlesOfGame } from './puzzleAt';
import { at, both, madeUpTurn, NOTHING_AFTER, SOURCE, sq } from './testPositions';

describe('hand-made positions', () => {
  test('an escape: on the last turn one square is out of every reply’s reach, every other can be hit', () => {
    // The Judicial Doctor (move 0..1, hit 0..3) on b8 may go to a8, b8, c8 or b7. The other Judicial Doctor on c6
    // may go to c7, b6, c6, d6 or c5; from c7 it reaches b8 (a diagonal step, 2), c8 and b7 (1): each of those
    // loses to a reply. a8 is in line with none of its squares within 3 (from c6 it is 4 away on the diagonal).
    // So a8 draws (nothing after turn 10) and the hit does not matter: any hit from a8 solves.
    const position = at(10, 'J', 'b8', 'J', 'c6');
    const puzzle = puzzleAt(NOTHING_AFTER, position, SOURCE)!;
    expect(puzzle).toBeDefined();
    expect(puzzle.solution).toEqual({ move: sq('a8'), hits: HIT_TABLE[characterIndex('J')]![sq('a8')] });
    expect(puzzle.value).toBe(0);
    expect(puzzle.nextBest).toBe(-1);
    expect(puzzle.themes).toEqual(['escape', 'lastTurn']);
    expect(puzzle.source).toEqual(SOURCE);
    expect(puzzleReplies(position)).toEqual(['c7', 'b6', 'c6', 'd6', 'c5'].map(sq).sort((x, y) => x - y));
  });

  test('an escape with the hit that matters: the one square a reply can hit from is covered, for a draw at worst', () => {
    // The Judicial Doctor on a8 (to a8, b8 or a7) against one on d8 (to c8, d8, e8 or d7). a8 and b8 are each in
    // reach of two of its squares: a hit covers only one, so they lose. a7 is in reach of d7 alone (3 along the
    // row): hitting d7 makes that reply a draw (both hit) and every other a draw after turn 10. Only that hit.
    const puzzle = puzzleAt(NOTHING_AFTER, at(10, 'J', 'a8', 'J', 'd8'), SOURCE)!;
    expect(puzzle.solution).toEqual({ move: sq('a7'), hits: [sq('d7')] });
    expect([puzzle.value, puzzle.nextBest]).toEqual([0, -1]);
    expect(puzzle.themes).toEqual(['forcedHit', 'escape', 'corner', 'longReach', 'lastTurn', 'mutualThreat']);
  });

  test('a forced hit: the hit takes the opponent’s one good square away', () => {
    // Turn 5, made up: after it the solver is worth −0.6 if the Cook reaches g8, +0.5 anywhere else. The Cook on h8
    // goes to g8, h8 or h7 and hits nothing the Judicial Doctor can reach. Only from d8 does the Judicial Doctor
    // reach g8 (3 along the row): d8 hitting g8 leaves the Cook h8 or h7 (+0.5) or a hit (+1); every other plan
    // lets it go to g8 (−0.6).
    const values = madeUpTurn(6, { theirs: sq('g8'), high: 0.5, low: -0.6 });
    const puzzle = puzzleAt(values, at(5, 'J', 'c8', 'C', 'h8'), SOURCE)!;
    expect(puzzle.solution).toEqual({ move: sq('d8'), hits: [sq('g8')] });
    expect([puzzle.value, puzzle.nextBest]).toEqual([0.5, -0.6]);
    expect(puzzle.themes).toEqual(['forcedHit', 'corner', 'longReach']);
  });

  test('not a puzzle: two moves are equally good', () => {
    // As in the escape above, but against the Judicial Doctor on e8 (to d8, e8, f8 or e7): b8 and c8 can be hit
    // (from d8), a8 and b7 cannot. Two moves draw: no one right plan.
    expect(puzzleAt(NOTHING_AFTER, at(10, 'J', 'b8', 'J', 'e8'), SOURCE)).toBeUndefined();
  });

  test('not a puzzle: the best move is not a margin ahead', () => {
    // Out of reach of each other, a7 is worth a little more than anything else after the turn: too little.
    const values = madeUpTurn(8, { good: sq('a7'), high: 0.3, low: 0.3 - PUZZLE_MARGIN + 0.01 });
    expect(puzzleAt(values, at(7, 'J', 'a8', 'J', 'h1'), SOURCE)).toBeUndefined();
    // A margin ahead, it is one (and it wins nothing now: the value is the next turn's).
    const wider = madeUpTurn(8, { good: sq('a7'), high: 0.3, low: 0.3 - PUZZLE_MARGIN });
    expect(puzzleAt(wider, at(7, 'J', 'a8', 'J', 'h1'), SOURCE)?.solution.move).toBe(sq('a7'));
  });

  test('not a puzzle: the only good move still loses for sure against the best reply, by less', () => {
    // Worth −0.2 against −0.8: a margin, but nothing to find (no win's chance, no loss escaped).
    const values = madeUpTurn(8, { good: sq('a7'), high: -0.2, low: -0.8 });
    expect(puzzleAt(values, at(7, 'J', 'a8', 'J', 'h1'), SOURCE)).toBeUndefined();
  });

  test('a two-turn puzzle: this turn’s move sets up the next turn, which is again a puzzle', () => {
    // Far from each other, made up: after turn 7 the solver is worth +0.7 on a7 and −0.2 elsewhere; after turn 8,
    // +0.6 on a6 and −0.3 elsewhere. Turn 7's answer is a7, and from a7 turn 8's is a6.
    const values = both(
      madeUpTurn(8, { good: sq('a7'), high: 0.7, low: -0.2 }),
      madeUpTurn(9, { good: sq('a6'), high: 0.6, low: -0.3 }),
    );
    const puzzle = puzzleAt(values, at(7, 'J', 'a8', 'J', 'h1'), SOURCE)!;
    expect(puzzle.solution.move).toBe(sq('a7'));
    expect(puzzle.solution.hits).toEqual(HIT_TABLE[characterIndex('J')]![sq('a7')]);
    expect([puzzle.value, puzzle.nextBest]).toEqual([0.7, -0.2]);
    expect(puzzle.themes).toEqual(['twoTurn', 'corner']);
    // Without the second turn's lesson, the first is a puzzle still, but not a two-turn one.
    const once = puzzleAt(
      madeUpTurn(8, { good: sq('a7'), high: 0.7, low: -0.2 }),
      at(7, 'J', 'a8', 'J', 'h1'),
      SOURCE,
    )!;
    expect(once.themes).toEqual(['corner']);
  });

  test('standing still is a theme', () => {
    // The Judicial Doctor on a8 against one on d7: b8 and a7 are in reach of two squares each; a8 only of d8 (3),
    // which the hit covers.
    const puzzle = puzzleAt(NOTHING_AFTER, at(10, 'J', 'a8', 'J', 'd7'), SOURCE)!;
    expect(puzzle.solution).toEqual({ move: sq('a8'), hits: [sq('d8')] });
    expect(puzzle.themes).toContain('standStill');
  });
});

describe('the puzzles of a game', () => {
  test('every turn from both sides, each linked to its turn', () => {
    // Turn 1: a8 against c6, the first player's escape (above); turn 2 out of reach; turn 3: the second player's
    // turn on b8 against e8 is no puzzle, its turn on a8 against d8 (as the first player) is.
    const found = puzzlesOfGame(
      NOTHING_AFTER,
      {
        letters: ['J', 'J'],
        squares: [
          [sq('c6'), sq('b8')],
          [sq('a1'), sq('h8')],
          [sq('d8'), sq('a8')],
        ],
      },
      (turn) => ({ kind: 'game', gameId: 'g1', turn }),
    );
    // With nothing after each turn, turn 1 is the same lesson as turn 10: b8's escape to a8.
    expect(found.map((p) => [p.position.turn, p.position.solver.square, p.source])).toEqual([
      [1, sq('b8'), { kind: 'game', gameId: 'g1', turn: 1 }],
      [3, sq('a8'), { kind: 'game', gameId: 'g1', turn: 3 }],
    ]);
  });

  test('the second side’s position, the first’s in a mirror, is one puzzle: the first side’s', () => {
    // Two Medical Doctors on b8 and a7: the diagonal a8-h1 swaps the squares, so each side faces what the other does.
    const found = puzzlesOfGame(
      NOTHING_AFTER,
      { letters: ['M', 'M'], squares: [[sq('b8'), sq('a7')]] },
      (turn) => ({ kind: 'game', gameId: 'g2', turn }),
    );
    expect(found.map((p) => [p.id, p.position.solver.square])).toEqual([['1MM-b8a7', sq('b8')]]);
  });

  test('a game longer than ten turns is read to turn 10', () => {
    const squares = Array.from({ length: 12 }, () => [sq('b8'), sq('c6')] as const);
    const found = puzzlesOfGame(NOTHING_AFTER, { letters: ['J', 'J'], squares }, (turn) => ({
      kind: 'game',
      gameId: 'g3',
      turn,
    }));
    expect(found.map((p) => p.position.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('the replies are the opponent’s move targets', () => {
    expect(puzzleReplies(at(3, 'U', 'a1', 'C', 'a8'))).toEqual(MOVE_TABLE[characterIndex('C')]![sq('a8')]);
  });
});
