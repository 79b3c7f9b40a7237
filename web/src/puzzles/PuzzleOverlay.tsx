import { ArrowHeads, squareCentre } from '../game/board/boardSvg';
import { planArrowEnds } from '../game/board/planArrow';

/**
 * Drawn over the puzzle's board once the answer is in (decorative: each square's label says the same in words):
 * the opponent's possible moves as violet dots, and a plan in amber (the arrow of its move, a ring on each hit).
 * `plan` null: the dots alone (a refutation is drawn by the game's RevealOverlay instead).
 */
export function PuzzleOverlay({
  replies,
  from,
  plan,
}: {
  readonly replies: readonly number[];
  readonly from: number;
  readonly plan: { readonly move: number; readonly hits: readonly number[] } | null;
}) {
  const arrow = plan !== null && plan.move !== from ? planArrowEnds(from, plan.move) : null;
  const stay = plan !== null && plan.move === from ? squareCentre(from) : null;
  return (
    <svg className="pz-overlay" viewBox="0 0 8 8" aria-hidden="true" data-testid="puzzle-overlay">
      <ArrowHeads idPrefix="pz-arrow" headClass={(o) => `g-reveal-fill-${o}`} />
      {replies.map((sq) => {
        const c = squareCentre(sq);
        return <circle key={`reply-${sq}`} className="pz-reply" cx={c.x} cy={c.y} r={0.13} data-reply={sq} />;
      })}
      {arrow !== null && (
        <line
          className="g-plan-arrow pz-plan-arrow"
          x1={arrow.start.x}
          y1={arrow.start.y}
          x2={arrow.end.x}
          y2={arrow.end.y}
          markerEnd="url(#pz-arrow-me)"
          data-from={from}
          data-to={plan?.move}
        />
      )}
      {stay !== null && (
        <circle
          className="g-reveal-stay g-reveal-stroke-me"
          cx={stay.x}
          cy={stay.y}
          r={0.42}
          data-to={from}
        />
      )}
      {plan?.hits.map((sq) => {
        const c = squareCentre(sq);
        return (
          <circle
            key={`hit-${sq}`}
            className="pz-hit g-reveal-stroke-me"
            cx={c.x}
            cy={c.y}
            r={0.4}
            data-hit={sq}
          />
        );
      })}
    </svg>
  );
}
