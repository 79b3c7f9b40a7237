import fc from 'fast-check';
import { expect, test } from 'vitest';
import { MAX_TURNS, resolveTurn } from './resolve';

test.each([
  { name: 'A hits where B moved', plans: { moveA: 10, hitA: 20, moveB: 20, hitB: 30, turn: 1 }, want: 'A' },
  { name: 'B hits where A moved', plans: { moveA: 10, hitA: 21, moveB: 20, hitB: 10, turn: 1 }, want: 'B' },
  { name: 'both hit: draw', plans: { moveA: 10, hitA: 20, moveB: 20, hitB: 10, turn: 3 }, want: 'draw' },
  {
    name: 'nobody hits: next turn',
    plans: { moveA: 10, hitA: 11, moveB: 20, hitB: 21, turn: 1 },
    want: 'next',
  },
  {
    name: 'nobody hits on turn 9: next',
    plans: { moveA: 10, hitA: 11, moveB: 20, hitB: 21, turn: 9 },
    want: 'next',
  },
  {
    name: 'nobody hits on turn 10: draw',
    plans: { moveA: 10, hitA: 11, moveB: 20, hitB: 21, turn: 10 },
    want: 'draw',
  },
  {
    name: 'a hit on turn 10 still wins',
    plans: { moveA: 10, hitA: 20, moveB: 20, hitB: 21, turn: 10 },
    want: 'A',
  },
  {
    name: 'hitting where B stood before moving misses',
    plans: { moveA: 10, hitA: 5, moveB: 6, hitB: 0, turn: 1 },
    want: 'next',
  },
  {
    name: 'both on one square, both hitting it: draw',
    plans: { moveA: 9, hitA: 9, moveB: 9, hitB: 9, turn: 1 },
    want: 'draw',
  },
  {
    name: 'both on one square, only A hits it',
    plans: { moveA: 9, hitA: 9, moveB: 9, hitB: 1, turn: 1 },
    want: 'A',
  },
])('$name', ({ plans, want }) => {
  expect(resolveTurn(plans)).toBe(want);
});

test('ten turns at most', () => {
  expect(MAX_TURNS).toBe(10);
});

test('swapping the players swaps the result', () => {
  const sq = fc.integer({ min: 0, max: 63 });
  const swapped = { A: 'B', B: 'A', draw: 'draw', next: 'next' } as const;
  fc.assert(
    fc.property(sq, sq, sq, sq, fc.integer({ min: 1, max: 10 }), (moveA, hitA, moveB, hitB, turn) => {
      const r = resolveTurn({ moveA, hitA, moveB, hitB, turn });
      expect(resolveTurn({ moveA: moveB, hitA: hitB, moveB: moveA, hitB: hitA, turn })).toBe(swapped[r]);
    }),
  );
});
