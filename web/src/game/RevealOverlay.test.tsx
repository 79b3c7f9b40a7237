import { expect, test } from 'vitest';
import { squareAt } from '../../../engine';
import { LABEL_HEIGHT, labelSpots, type LabelSpot } from './RevealOverlay';

const overlap = (a: LabelSpot, b: LabelSpot) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < LABEL_HEIGHT;
const inside = (s: LabelSpot) => s.x - s.width / 2 >= 0 && s.x + s.width / 2 <= 8 && s.y >= 0 && s.y <= 8;

// Issue 24: "your hitheir hit". Both hits on any two neighbouring squares (or one square): the label boxes
// never overlap and stay on the board.
test('hit labels on neighbouring or equal squares never overlap', () => {
  const bad: string[] = [];
  for (let x = 1; x <= 8; x++)
    for (let y = 1; y <= 8; y++)
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
        [2, 0],
        [0, 2],
      ] as const) {
        const a = squareAt(x, y);
        const b = squareAt(x + dx, y + dy);
        if (b < 0) continue;
        const [p, q] = labelSpots([
          { square: a, text: 'your hit' },
          { square: b, text: 'their hit' },
        ]);
        if (overlap(p!, q!) || !inside(p!) || !inside(q!)) bad.push(`${a}-${b}`);
      }
  expect(bad).toEqual([]);
});

test('one label sits just above its square, or below it on the top row', () => {
  expect(labelSpots([{ square: squareAt(4, 4), text: 'your hit' }])[0]!.y).toBeLessThan(4.5 - 0.5);
  expect(labelSpots([{ square: squareAt(4, 8), text: 'your hit' }])[0]!.y).toBeGreaterThan(1);
});
