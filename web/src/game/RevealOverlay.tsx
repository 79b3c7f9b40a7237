import type { RevealStory, Seat } from '../../../engine';
import type { Owner } from './boardModel';
import { ArrowHeads, squareCentre as centre } from './boardSvg';
import '../styles/reveal.css';

/** A label's height on the 8-unit board (its font is 0.24 units), and the width of one of its characters. */
export const LABEL_HEIGHT = 0.3;
const CHAR_WIDTH = 0.155;

/** Where a hit label sits: its box's top edge, centre and width, in board units (the board is 8 wide). */
export interface LabelSpot {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

const overlaps = (a: LabelSpot, b: LabelSpot) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < LABEL_HEIGHT;

/** A label just above (or below) its square, kept inside the board. */
function spotOf(square: number, text: string, below: boolean): LabelSpot {
  const c = centre(square);
  const width = text.length * CHAR_WIDTH;
  const y = below ? c.y + 0.5 + 0.02 : c.y - 0.5 - 0.02 - LABEL_HEIGHT;
  return { x: Math.min(8 - width / 2, Math.max(width / 2, c.x)), y, width };
}

/**
 * Places the hit labels so their boxes never overlap: each above its square where it fits (below on the top
 * row), and when two would collide, the first arrangement of above/below that keeps them apart; failing
 * that (never on an 8x8 board), the second goes beside the first.
 */
export function labelSpots(hits: readonly { square: number; text: string }[]): LabelSpot[] {
  const fits = (s: LabelSpot) => s.y >= 0 && s.y + LABEL_HEIGHT <= 8;
  const options = (h: { square: number; text: string }) =>
    [false, true].map((below) => spotOf(h.square, h.text, below)).filter(fits);
  const [a, b] = hits;
  if (a === undefined) return [];
  const first = options(a);
  if (b === undefined) return [first[0]!];
  const second = options(b);
  for (const p of first) for (const q of second) if (!overlaps(p, q)) return [p, q];
  const p = first[0]!;
  const q = second[0]!;
  const side = p.x + (p.width + q.width) / 2 + 0.05 <= 8 - q.width / 2 ? 1 : -1;
  return [p, { ...q, x: p.x + side * ((p.width + q.width) / 2 + 0.05), y: p.y }];
}

interface RevealOverlayProps {
  readonly story: RevealStory;
  /** Each seat's colour: amber for you (seat A when watching), violet for the opponent. */
  readonly ownerOf: (seat: Seat) => Owner;
  /** A seat's hit label: "your hit", "their hit". */
  readonly hitLabel: (seat: Seat) => string;
}

/**
 * Drawn over the board while a reveal is on show: each move as an arrow from the old square to the new one
 * in its player's colour, each hit as a ring in its player's colour with its label, and a landed hit marked
 * "Hit!". Decorative for screen readers: the caption and the live region tell the same story in words.
 */
export function RevealOverlay({ story, ownerOf, hitLabel }: RevealOverlayProps) {
  const sameHit = story.hits.length === 2 && story.hits[0]!.square === story.hits[1]!.square;
  const labels = story.hits.map((h) => hitLabel(h.seat));
  const spots = labelSpots(story.hits.map((h, i) => ({ square: h.square, text: labels[i]! })));
  return (
    <svg
      className="g-reveal"
      viewBox="0 0 8 8"
      aria-hidden="true"
      data-testid="reveal-overlay"
      key={story.turn}
    >
      <ArrowHeads idPrefix="g-arrow" headClass={(o) => `g-reveal-fill-${o}`} />
      {story.moves.map((m) => {
        const owner = ownerOf(m.seat);
        const a = centre(m.from);
        const b = centre(m.to);
        if (m.from === m.to || m.from < 0)
          return (
            <circle
              key={`move-${m.seat}`}
              className={`g-reveal-stay g-reveal-stroke-${owner}`}
              cx={b.x}
              cy={b.y}
              r={0.42}
              data-move-seat={m.seat}
              data-from={m.from}
              data-to={m.to}
            />
          );
        // Stop short of the centre so the head does not cover the piece's name.
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        const cut = Math.min(0.3, len / 3);
        const end = { x: b.x - ((b.x - a.x) / len) * cut, y: b.y - ((b.y - a.y) / len) * cut };
        return (
          <line
            key={`move-${m.seat}`}
            className={`g-reveal-arrow g-reveal-stroke-${owner}`}
            x1={a.x}
            y1={a.y}
            x2={end.x}
            y2={end.y}
            markerEnd={`url(#g-arrow-${owner})`}
            data-move-seat={m.seat}
            data-from={m.from}
            data-to={m.to}
          />
        );
      })}
      {story.hits.map((h, i) => {
        const owner = ownerOf(h.seat);
        const c = centre(h.square);
        const spot = spots[i]!;
        return (
          <g
            key={`hit-${h.seat}`}
            className={`g-reveal-hit${h.landed ? ' g-reveal-landed' : ''}`}
            data-hit-seat={h.seat}
            data-square={h.square}
            data-landed={h.landed}
          >
            <circle
              className={`g-reveal-ring g-reveal-stroke-${owner}`}
              cx={c.x}
              cy={c.y}
              r={sameHit && i === 1 ? 0.32 : 0.4}
            />
            <text
              className={`g-reveal-label g-reveal-fill-${owner}`}
              x={spot.x}
              y={spot.y + LABEL_HEIGHT * 0.8}
              textAnchor="middle"
              data-box={`${spot.x - spot.width / 2} ${spot.y} ${spot.width} ${LABEL_HEIGHT}`}
            >
              {labels[i]}
            </text>
            {h.landed && (
              // On the square's lower edge, so the piece it hit stays in view.
              <text className="g-reveal-bang" x={c.x} y={c.y + 0.47} textAnchor="middle">
                Hit!
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The reveal's one-line caption under the board ("Iris hit you on c6", "Both missed", "Both hit: draw"). */
export function RevealCaption({ text, outcome }: { text: string; outcome: RevealStory['outcome'] }) {
  return (
    <p className={`g-reveal-caption g-reveal-caption-${outcome}`} data-testid="reveal-caption">
      {text}
    </p>
  );
}
