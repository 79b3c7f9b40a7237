import type { RevealStory, Seat } from '../../../engine';
import type { Owner } from './boardModel';
import { ArrowHeads, squareCentre as centre } from './boardSvg';
import '../styles/reveal.css';

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
        // Two hits on one square: the second label goes under the square instead of over it.
        const below = sameHit && i === 1;
        const labelY = below ? c.y + 0.5 + 0.22 : c.y - 0.5 - 0.06;
        const top = c.y - 0.5 < 0.3 && !below;
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
              r={below ? 0.32 : 0.4}
            />
            <text
              className={`g-reveal-label g-reveal-fill-${owner}`}
              x={Math.min(7.3, Math.max(0.7, c.x))}
              y={top ? c.y + 0.5 + 0.22 : labelY}
              textAnchor="middle"
            >
              {hitLabel(h.seat)}
            </text>
            {h.landed && (
              <text className="g-reveal-bang" x={c.x} y={c.y + 0.12} textAnchor="middle">
                Hit!
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The reveal's one-line caption under the board ("Iris hit you on X3 Y6", "Both missed", "Both hit: draw"). */
export function RevealCaption({ text, outcome }: { text: string; outcome: RevealStory['outcome'] }) {
  return (
    <p className={`g-reveal-caption g-reveal-caption-${outcome}`} data-testid="reveal-caption">
      {text}
    </p>
  );
}
