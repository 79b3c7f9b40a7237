import { useTranslation } from 'react-i18next';
import { FILES, SQUARES, squareName, squareX, squareY } from '../../../engine';
import { ArrowHeads, squareCentre } from '../game/board/boardSvg';
import type { ExampleTurn } from './exampleTurn';

/** The example turn on a small board: each piece's old square, an arrow to its new one, and its hit. */
export function ExampleBoard({ turn }: { turn: ExampleTurn }) {
  const { t } = useTranslation('rules');
  const cell = (sq: number) => ({ x: squareX(sq) - 1, y: 8 - squareY(sq) });
  const centre = (sq: number) => {
    const { x, y } = squareCentre(sq);
    return { cx: x, cy: y };
  };
  const arrow = (from: number, to: number, cls: string) => {
    const a = centre(from);
    const b = centre(to);
    // From the old square's edge to the new piece's edge, so the head shows.
    const length = Math.hypot(b.cx - a.cx, b.cy - a.cy);
    const ux = (b.cx - a.cx) / length;
    const uy = (b.cy - a.cy) / length;
    return (
      <line
        x1={a.cx + ux * 0.3}
        y1={a.cy + uy * 0.3}
        x2={b.cx - ux * 0.45}
        y2={b.cy - uy * 0.45}
        className={`r-arrow ${cls}`}
        markerEnd={`url(#r-head-${cls})`}
      />
    );
  };
  const piece = (sq: number, cls: string, letter: string) => {
    const c = centre(sq);
    return (
      <g className={cls}>
        <circle cx={c.cx} cy={c.cy} r={0.38} />
        <text x={c.cx} y={c.cy + 0.17} textAnchor="middle">
          {letter}
        </text>
      </g>
    );
  };
  const ghost = (sq: number, cls: string) => {
    const c = centre(sq);
    return <circle cx={c.cx} cy={c.cy} r={0.3} className={`r-ghost ${cls}`} />;
  };
  const hit = (sq: number, cls: string) => {
    const { x, y } = cell(sq);
    return <rect x={x + 0.08} y={y + 0.08} width={0.84} height={0.84} className={`r-hit ${cls}`} />;
  };
  const { you, them } = turn;
  return (
    <svg
      className="r-board"
      viewBox="0 0 8 8"
      role="img"
      aria-label={t('example.label', {
        youFrom: squareName(you.from),
        youMove: squareName(you.move),
        youHit: squareName(you.hit),
        themFrom: squareName(them.from),
        themMove: squareName(them.move),
        themHit: squareName(them.hit),
      })}
    >
      <ArrowHeads idPrefix="r-head" headClass={(side) => `r-head-${side}`} />
      {Array.from({ length: SQUARES }, (_, sq) => {
        const { x, y } = cell(sq);
        return (
          <rect key={sq} x={x} y={y} width={1} height={1} className={(x + y) % 2 ? 'r-dark' : 'r-light'} />
        );
      })}
      {Array.from({ length: 8 }, (_, i) => (
        <g key={`coord-${i}`} className="r-coord" aria-hidden="true">
          <text x={i + 0.94} y={7.94} textAnchor="end">
            {FILES[i]}
          </text>
          <text x={0.06} y={i + 0.26}>
            {8 - i}
          </text>
        </g>
      ))}
      {hit(you.hit, 'me')}
      {hit(them.hit, 'foe')}
      {ghost(you.from, 'me')}
      {ghost(them.from, 'foe')}
      {arrow(you.from, you.move, 'me')}
      {arrow(them.from, them.move, 'foe')}
      {piece(you.move, 'r-piece-me', you.letter)}
      {piece(them.move, 'r-piece-foe', them.letter)}
    </svg>
  );
}
