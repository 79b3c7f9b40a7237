import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { revealStory, squareAt, squareName, type Reveal } from '../../../../engine';
import { squareCentre } from './boardSvg';
import { LABEL_HEIGHT, labelSpots, RevealOverlay, type LabelSpot } from './RevealOverlay';

afterEach(cleanup);

const overlap = (a: LabelSpot, b: LabelSpot) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < LABEL_HEIGHT;
const inside = (s: LabelSpot) => s.x - s.width / 2 >= 0 && s.x + s.width / 2 <= 8 && s.y >= 0 && s.y <= 8;

/** The label's box crosses its own square and its middle lies within the square's rows: it reads as its marker's. */
function onItsSquare(s: LabelSpot, square: number): boolean {
  const c = squareCentre(square);
  const mid = s.y + LABEL_HEIGHT / 2;
  const acrossX = s.x - s.width / 2 < c.x + 0.5 && c.x - 0.5 < s.x + s.width / 2;
  return acrossX && mid > c.y - 0.5 && mid < c.y + 0.5;
}

const NEIGHBOURS = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
  [2, 0],
  [0, 2],
] as const;

// Issue 24: "your hitheir hit". Issue 36: on a win both labels sat on f7 and g7 while the hit had landed on f8.
// Both hits on any two neighbouring squares (or one square), with the longest labels a player sees: the boxes
// never overlap, stay on the board, and each crosses its own square.
test('hit labels stay on their own squares and apart, on neighbouring or equal squares', () => {
  const bad: string[] = [];
  for (let x = 1; x <= 8; x++)
    for (let y = 1; y <= 8; y++)
      for (const [dx, dy] of NEIGHBOURS) {
        const a = squareAt(x, y);
        const b = squareAt(x + dx, y + dy);
        if (b < 0) continue;
        const [p, q] = labelSpots([
          { square: a, text: 'Hit! your hit' },
          { square: b, text: 'Hit! their hit' },
        ]);
        const where = `${squareName(a)}-${squareName(b)}`;
        if (overlap(p!, q!) || !inside(p!) || !inside(q!)) bad.push(`${where} apart`);
        if (!onItsSquare(p!, a) || !onItsSquare(q!, b)) bad.push(`${where} off`);
      }
  expect(bad).toEqual([]);
});

test('one label sits across the top of its ring, inside the board on the top row', () => {
  const [mid] = labelSpots([{ square: squareAt(4, 4), text: 'your hit' }]);
  expect(mid!.y + LABEL_HEIGHT / 2).toBeCloseTo(squareCentre(squareAt(4, 4)).y - 0.4);
  const [top] = labelSpots([{ square: squareAt(6, 8), text: 'your hit' }]);
  expect(top!.y).toBe(0);
  expect(onItsSquare(top!, squareAt(6, 8))).toBe(true);
});

/** The case: I stand on f7 and hit f8 where they moved (landed); they hit f8 too, from g7 (missed). */
const f8 = squareAt(6, 8);
const winOnF8: Reveal = {
  turn: 4,
  fromA: squareAt(6, 7),
  moveA: squareAt(6, 7),
  hitA: f8,
  fromB: squareAt(7, 7),
  moveB: f8,
  hitB: f8,
  outcome: 'A',
};

/** The box a rendered label says it occupies (data-box: left top width height). */
function renderedBox(seat: string): LabelSpot {
  const el = document.querySelector(`[data-hit-seat="${seat}"] .g-reveal-label`)!;
  const [left, top, width] = el.getAttribute('data-box')!.split(' ').map(Number) as [number, number, number];
  return { x: left + width / 2, y: top, width };
}

test('both hits on f8, one landed: both labels drawn on f8, apart, and the landed one says Hit!', () => {
  render(
    <RevealOverlay
      story={revealStory(winOnF8, 'A')}
      ownerOf={(s) => (s === 'A' ? 'me' : 'foe')}
      hitLabel={(s) => (s === 'A' ? 'your hit' : 'their hit')}
    />,
  );
  const mine = renderedBox('A');
  const theirs = renderedBox('B');
  expect(onItsSquare(mine, f8)).toBe(true);
  expect(onItsSquare(theirs, f8)).toBe(true);
  expect(overlap(mine, theirs)).toBe(false);
  const overlay = screen.getByTestId('reveal-overlay');
  const landed = overlay.querySelector('[data-hit-seat="A"]')!;
  expect(landed.getAttribute('data-landed')).toBe('true');
  expect(landed.querySelector('.g-reveal-label')!.textContent).toBe('Hit! your hit');
  expect(landed.querySelector('.g-reveal-bang')!.textContent).toBe('Hit!');
  // A distinct marker: the washed square and the burst, on the landed hit only.
  expect(landed.querySelector('.g-reveal-landed-disc')).not.toBeNull();
  expect(landed.querySelector('.g-reveal-burst')).not.toBeNull();
  const missed = overlay.querySelector('[data-hit-seat="B"]')!;
  expect(missed.querySelector('.g-reveal-burst')).toBeNull();
  expect(missed.querySelector('.g-reveal-label')!.textContent).toBe('their hit');
});
