import { ArrowHeads } from './boardSvg';
import { planArrowEnds } from './planArrow';

/** Your planned move drawn on the board: an arrow from your piece to a faint copy of it on the destination. */
export function PlanOverlay({ from, to }: { from: number; to: number }) {
  const { start, end } = planArrowEnds(from, to);
  return (
    <svg className="g-plan-overlay" viewBox="0 0 8 8" aria-hidden="true" data-testid="plan-arrow">
      <ArrowHeads idPrefix="g-plan-arrow" headClass={(o) => `g-reveal-fill-${o}`} />
      <line
        className="g-plan-arrow"
        x1={start.x}
        y1={start.y}
        x2={end.x}
        y2={end.y}
        markerEnd="url(#g-plan-arrow-me)"
        data-from={from}
        data-to={to}
      />
    </svg>
  );
}
