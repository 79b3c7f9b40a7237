import type { RevealStory, Seat } from '../../../../engine';
import type { Owner } from './boardModel';
import { ArrowHeads, squareCentre as centre } from './boardSvg';
import '../../styles/reveal.css';
import { i18n } from '../../i18n/init';

/** A label's height on the 8-unit board (its font is 0.24 units), and the width of one of its characters. */
export const LABEL_HEIGHT = 0.3;
const CHAR_WIDTH = 0.155;
/** The hit ring's radius: a label sits across the ring's top or bottom edge, so it stays on its marker. */
const RING_R = 0.4;

/** Where a hit label sits: its box's top edge, centre and width, in board units (the board is 8 wide). */
export interface LabelSpot {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

const overlaps = (a: LabelSpot, b: LabelSpot) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < LABEL_HEIGHT;

/**
 * A label centred across its ring's top (or bottom) edge, pulled inside the board at the edges: its box always
 * crosses its own square, so it reads as that marker's label whatever stands or lands nearby.
 */
function spotOf(square: number, text: string, below: boolean): LabelSpot {
  const c = centre(square);
  const width = text.length * CHAR_WIDTH;
  const edge = below ? c.y + RING_R : c.y - RING_R;
  const y = Math.min(8 - LABEL_HEIGHT, Math.max(0, edge - LABEL_HEIGHT / 2));
  return { x: Math.min(8 - width / 2, Math.max(width / 2, c.x)), y, width };
}

/**
 * Places the hit labels on their own markers with boxes that never overlap: each across its ring's top edge,
 * and when two would collide (two hits on one square, or side by side), the second (or else the first) across
 * its ring's bottom edge instead. Hits in different rows never collide at the top edge; hits in one row never
 * collide once one label is at the bottom, so some arrangement always fits.
 */
export function labelSpots(hits: readonly { square: number; text: string }[]): LabelSpot[] {
  const [a, b] = hits;
  if (a === undefined) return [];
  const top = spotOf(a.square, a.text, false);
  if (b === undefined) return [top];
  const pairs: [LabelSpot, LabelSpot][] = [
    [top, spotOf(b.square, b.text, false)],
    [top, spotOf(b.square, b.text, true)],
    [spotOf(a.square, a.text, true), spotOf(b.square, b.text, false)],
  ];
  return pairs.find(([p, q]) => !overlaps(p, q)) ?? pairs[1]!;
}

/** The text of a hit's label: "your hit", or on a landed hit "Hit! your hit". */
export const labelText = (label: string, landed: boolean) =>
  landed ? i18n.t('gameBoard:reveal.landedLabel', { label }) : label;

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
  const spots = labelSpots(
    story.hits.map((h, i) => ({ square: h.square, text: labelText(labels[i]!, h.landed) })),
  );
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
        const box = { x: spot.x - spot.width / 2, y: spot.y, width: spot.width, height: LABEL_HEIGHT };
        return (
          <g
            key={`hit-${h.seat}`}
            className={`g-reveal-hit${h.landed ? ' g-reveal-landed' : ''}`}
            data-hit-seat={h.seat}
            data-square={h.square}
            data-landed={h.landed}
          >
            {h.landed && (
              // A landed hit: the square washed red and a ring bursting out of it (still under reduced motion).
              <>
                <circle className="g-reveal-landed-disc" cx={c.x} cy={c.y} r={0.46} />
                <circle className="g-reveal-burst" cx={c.x} cy={c.y} r={0.46} />
              </>
            )}
            <circle
              className={`g-reveal-ring g-reveal-stroke-${owner}`}
              cx={c.x}
              cy={c.y}
              r={sameHit && i === 1 ? 0.32 : RING_R}
            />
            {h.landed && (
              <rect
                className="g-reveal-pill"
                x={box.x - 0.04}
                y={box.y}
                width={box.width + 0.08}
                height={box.height}
                rx={0.08}
              />
            )}
            <text
              className={`g-reveal-label g-reveal-fill-${owner}`}
              x={spot.x}
              y={spot.y + LABEL_HEIGHT * 0.8}
              textAnchor="middle"
              data-box={`${box.x} ${box.y} ${box.width} ${box.height}`}
            >
              {h.landed && <tspan className="g-reveal-bang">{i18n.t('gameBoard:reveal.landed')}</tspan>}
              {h.landed && ' '}
              {labels[i]}
            </text>
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
