import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CHARACTERS } from '../characters';
import { resolveTurn } from '../resolve';
import type { SolvedValues } from '../solved/solvedTable';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import { planValues, repliesTo, type IndexedPosition } from './guaranteed';

/** A made-up table: a value −1..1 fixed by the turn and both squares. */
const madeUp = (salt: number): SolvedValues => ({
  value: (turn, _a, _b, squareA, squareB) =>
    turn > 10 ? 0 : Math.sin(salt * 7 + turn * 5 + squareA * 13 + squareB * 31),
});

/** The solver's payoff of one pair of plans, from the engine's own resolveTurn and the table's next turn. */
function payoff(
  values: SolvedValues,
  p: IndexedPosition,
  mine: readonly [number, number],
  theirs: readonly [number, number],
): number {
  const outcome = resolveTurn({
    moveA: mine[0],
    hitA: mine[1],
    moveB: theirs[0],
    hitB: theirs[1],
    turn: p.turn,
  });
  if (outcome === 'A') return 1;
  if (outcome === 'B') return -1;
  if (outcome === 'draw') return 0; // both hit, or turn 10 passed quietly
  return values.value(p.turn + 1, p.solver, p.opponent, mine[0], theirs[0]);
}

/** Every plan of a character on a square: each move with each hit in range of it. */
function allPlans(character: number, square: number): [number, number][] {
  return MOVE_TABLE[character]![square]!.flatMap((m) =>
    HIT_TABLE[character]![m]!.map((h) => [m, h] as [number, number]),
  );
}

const position = fc.record({
  turn: fc.integer({ min: 1, max: 10 }),
  solver: fc.integer({ min: 0, max: CHARACTERS.length - 1 }),
  opponent: fc.integer({ min: 0, max: CHARACTERS.length - 1 }),
  solverSquare: fc.integer({ min: 0, max: 63 }),
  opponentSquare: fc.integer({ min: 0, max: 63 }),
});

describe('guaranteed values', () => {
  test('are the least payoff over every plan of the opponent, as resolveTurn decides it', () => {
    fc.assert(
      fc.property(position, fc.integer({ min: 1, max: 1000 }), (p, salt) => {
        const values = madeUp(salt);
        const found = planValues(values, p);
        const theirs = allPlans(p.opponent, p.opponentSquare);
        expect(found.moves).toEqual(MOVE_TABLE[p.solver]![p.solverSquare]);
        found.moves.forEach((move, k) => {
          found.hits[k]!.forEach((hit, i) => {
            const least = Math.min(...theirs.map((t) => payoff(values, p, [move, hit], t)));
            expect(found.values[k]![i]).toBe(least);
          });
        });
      }),
      { numRuns: 60 },
    );
  });

  test('the replies to a plan are the opponent’s real plans, and the least of them is the plan’s value', () => {
    fc.assert(
      fc.property(position, fc.integer({ min: 1, max: 1000 }), (p, salt) => {
        const values = madeUp(salt);
        const found = planValues(values, p);
        const move = found.moves[0]!;
        const hit = found.hits[0]![0]!;
        const replies = repliesTo(values, p, move, hit);
        for (const r of replies) {
          expect(HIT_TABLE[p.opponent]![r.move]).toContain(r.hit);
          expect(r.value).toBe(payoff(values, p, [move, hit], [r.move, r.hit]));
        }
        expect(Math.min(...replies.map((r) => r.value))).toBe(found.values[0]![0]);
      }),
      { numRuns: 60 },
    );
  });
});
