import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planSet } from '../ai/equilibrium';
import { squareFromName } from '../board';
import { characterIndex, CHARACTERS } from '../characters';
import { canHit, canMove } from '../targets';
import { solveMatrixGame } from './matrixGame';
import { planOf, positionGame, solvePosition } from './positionGame';

const J = characterIndex('J');
const U = characterIndex('U');
const sq = squareFromName;
const lastTurn = () => 0;

describe('the last turn, solved by hand', () => {
  // The Undergraduate in the corner a8 must move one step: to b8 or a7. The Judicial Doctor on c7 reaches both
  // with a hit (b8 diagonally, a7 along the row, distance 2 each) without moving, and no square the Undergraduate
  // can hit from b8 or a7 (a8, c8, b7, a6) is one it must stand on. So the turn is matching pennies: the
  // Judicial Doctor guesses the square, and wins half the time. Nothing follows the tenth turn.
  test('a guess between two squares: the chaser wins half the time', () => {
    const game = positionGame(J, U, sq('c7'), sq('a8'), lastTurn);
    expect(solvePosition(game).value).toBeCloseTo(0.5, 12);
    // Seen from the other seat, the same position is worth −1/2.
    expect(solvePosition(positionGame(U, J, sq('a8'), sq('c7'), lastTurn)).value).toBeCloseTo(-0.5, 12);
  });

  test('out of each other’s reach, the last turn is a draw', () => {
    expect(solvePosition(positionGame(U, U, sq('a8'), sq('h1'), lastTurn)).value).toBe(0);
  });

  test('out of reach, a quiet turn that leads to a sure win is a sure win', () => {
    // Whatever the next position is worth, A can always step aside: a quiet turn worth a sure win makes the turn a
    // sure win (B's only hope would be a hit, and from h1 the Undergraduate reaches nothing near a8).
    expect(solvePosition(positionGame(J, U, sq('a8'), sq('h1'), () => 1)).value).toBeCloseTo(1, 12);
  });
});

const position = fc.record({
  a: fc.integer({ min: 0, max: CHARACTERS.length - 1 }),
  b: fc.integer({ min: 0, max: CHARACTERS.length - 1 }),
  squareA: fc.integer({ min: 0, max: 63 }),
  squareB: fc.integer({ min: 0, max: 63 }),
  salt: fc.integer({ min: 1, max: 1000 }),
});

/** A made-up value of the next position, −1..1, fixed by the two squares. */
const madeUp = (salt: number) => (moveA: number, moveB: number) =>
  Math.sin(salt * 7 + moveA * 13 + moveB * 31);

describe('the reduced plans', () => {
  test('keep the value of the game over every (move, hit) plan', () => {
    fc.assert(
      fc.property(position, ({ a, b, squareA, squareB, salt }) => {
        const next = madeUp(salt);
        const reduced = solvePosition(positionGame(a, b, squareA, squareB, next)).value;
        const mine = planSet(a, squareA);
        const theirs = planSet(b, squareB);
        const rows = mine.moves.length;
        const columns = theirs.moves.length;
        const full = new Float64Array(rows * columns);
        for (let i = 0; i < rows; i++)
          for (let j = 0; j < columns; j++) {
            const aHits = mine.hits[i] === theirs.moves[j];
            const bHits = theirs.hits[j] === mine.moves[i];
            full[i * columns + j] = aHits
              ? bHits
                ? 0
                : 1
              : bHits
                ? -1
                : next(mine.moves[i]!, theirs.moves[j]!);
          }
        expect(reduced).toBeCloseTo(solveMatrixGame(full, rows, columns).value, 7);
      }),
      { numRuns: 60 },
    );
  });

  test('every plan they stand for is a legal move and hit', () => {
    fc.assert(
      fc.property(position, ({ a, b, squareA, squareB }) => {
        const game = positionGame(a, b, squareA, squareB, lastTurn);
        const targetsB = game.b.targets;
        for (let i = 0; i < game.a.moves.length; i++) {
          const plan = planOf(game.a, i, a, targetsB);
          expect(canMove(CHARACTERS[a]!.letter, squareA, plan.move)).toBe(true);
          expect(canHit(CHARACTERS[a]!.letter, plan.move, plan.hit)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
