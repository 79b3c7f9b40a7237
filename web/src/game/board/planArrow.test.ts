import { expect, test } from 'vitest';
import { squareCentre } from './boardSvg';
import { planArrowEnds } from './planArrow';

/** The same point, to six places. */
function near(a: { x: number; y: number }, b: { x: number; y: number }): void {
  expect([a.x, a.y].map((v) => v.toFixed(6))).toEqual([b.x, b.y].map((v) => v.toFixed(6)));
}

test.each([
  ['a step to the right', 27, 28],
  ['a step down', 27, 35],
  ['a diagonal', 27, 36],
  ['a long way', 0, 63],
])('%s: the arrow runs from square to square, pulled in from each centre', (_name, from, to) => {
  const { start, end } = planArrowEnds(from, to);
  const a = squareCentre(from);
  const b = squareCentre(to);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  // On the line between the centres, inset by the same amount at each end.
  expect(Math.hypot(start.x - a.x, start.y - a.y)).toBeCloseTo(Math.min(0.42, len / 2));
  expect(Math.hypot(b.x - end.x, b.y - end.y)).toBeCloseTo(Math.min(0.42, len / 2));
  expect(Math.hypot(end.x - start.x, end.y - start.y)).toBeCloseTo(len - 2 * Math.min(0.42, len / 2));
});

test('symmetry: the arrow from b to a is the arrow from a to b reversed', () => {
  const there = planArrowEnds(27, 45);
  const back = planArrowEnds(45, 27);
  near(there.start, back.end);
  near(there.end, back.start);
});
