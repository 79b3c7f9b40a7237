import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EXACT_SCALE, solveMatrixGameExactly } from './exactMatrixGame';
import { SOLUTION_TOLERANCE, solutionGap, solveMatrixGame } from './matrixGame';

const game = (rows: number[][]) => ({
  payoff: Float64Array.from(rows.flat()),
  rows: rows.length,
  columns: rows[0]!.length,
});

describe('games solved by hand', () => {
  test.each([
    {
      name: 'matching pennies',
      m: [
        [1, -1],
        [-1, 1],
      ],
      value: 0,
      row: [0.5, 0.5],
      column: [0.5, 0.5],
    },
    {
      name: 'rock, paper, scissors',
      m: [
        [0, -1, 1],
        [1, 0, -1],
        [-1, 1, 0],
      ],
      value: 0,
      row: [1 / 3, 1 / 3, 1 / 3],
      column: [1 / 3, 1 / 3, 1 / 3],
    },
    // Row 2 and column 2 are a saddle point: 2 is the least of its row and the most of its column.
    {
      name: 'a saddle point',
      m: [
        [3, 1],
        [4, 2],
      ],
      value: 2,
      row: [0, 1],
      column: [0, 1],
    },
    // p · 2 − (1 − p) = −p + (1 − p) gives p = 2/5 and the value 1/5; the column player mixes the same way.
    {
      name: 'an uneven mix',
      m: [
        [2, -1],
        [-1, 1],
      ],
      value: 0.2,
      row: [0.4, 0.6],
      column: [0.4, 0.6],
    },
    // A dominated row (the second) is never played.
    {
      name: 'a dominated plan',
      m: [
        [1, -1],
        [0, -2],
        [-1, 1],
      ],
      value: 0,
      row: [0.5, 0, 0.5],
      column: [0.5, 0.5],
    },
  ])('$name', ({ m, value, row, column }) => {
    const g = game(m);
    for (const solve of [solveMatrixGame, solveMatrixGameExactly]) {
      const s = solve(g.payoff, g.rows, g.columns);
      expect(s.value).toBeCloseTo(value, 12);
      row.forEach((p, i) => {
        expect(s.row[i]).toBeCloseTo(p, 12);
      });
      column.forEach((p, j) => {
        expect(s.column[j]).toBeCloseTo(p, 12);
      });
    }
  });
});

/** A random game whose payoffs are table-like: few distinct values, multiples of 1 / 32767, many ties. */
const degenerateGame = fc
  .record({
    rows: fc.integer({ min: 1, max: 24 }),
    columns: fc.integer({ min: 1, max: 24 }),
    seed: fc.integer(),
  })
  .chain(({ rows, columns }) =>
    fc.record({
      rows: fc.constant(rows),
      columns: fc.constant(columns),
      payoff: fc.array(fc.constantFrom(-1, 0, 1, 0.25, -0.5, 12345 / 32767), {
        minLength: rows * columns,
        maxLength: rows * columns,
      }),
    }),
  );

describe('any game', () => {
  test('strategies that guarantee the value to within the tolerance, on games full of ties', () => {
    fc.assert(
      fc.property(degenerateGame, ({ rows, columns, payoff }) => {
        const p = Float64Array.from(payoff);
        const s = solveMatrixGame(p, rows, columns);
        expect(solutionGap(p, rows, columns, s)).toBeLessThanOrEqual(SOLUTION_TOLERANCE);
        expect(s.row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(s.column.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
      { numRuns: 300 },
    );
  });

  test('the exact solver in whole numbers finds the same value', () => {
    fc.assert(
      fc.property(degenerateGame, ({ rows, columns, payoff }) => {
        const p = Float64Array.from(payoff);
        const exact = solveMatrixGameExactly(p, rows, columns);
        expect(solutionGap(p, rows, columns, exact)).toBeLessThan(1e-12);
        expect(solveMatrixGame(p, rows, columns).value).toBeCloseTo(exact.value, 9);
      }),
      { numRuns: 60 },
    );
  });

  test('the exact solver refuses payoffs it cannot hold in whole numbers', () => {
    expect(() => solveMatrixGameExactly(Float64Array.of(1 / (3 * EXACT_SCALE)), 1, 1)).toThrow(
      /not a multiple/,
    );
  });
});
