import { squareCentre } from './boardSvg';

/** How far from each square's centre the plan arrow stops (board squares), so the pieces stay visible. */
const ARROW_INSET = 0.42;

/**
 * The plan arrow's ends, in board units (the 8 x 8 viewBox): from the centre of `from` towards the centre of `to`,
 * each end pulled in by ARROW_INSET (at most half the length, so a short arrow keeps its direction).
 */
export function planArrowEnds(
  from: number,
  to: number,
): { start: { x: number; y: number }; end: { x: number; y: number } } {
  const a = squareCentre(from);
  const b = squareCentre(to);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const cut = Math.min(ARROW_INSET, len / 2);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  return { start: { x: a.x + ux * cut, y: a.y + uy * cut }, end: { x: b.x - ux * cut, y: b.y - uy * cut } };
}
