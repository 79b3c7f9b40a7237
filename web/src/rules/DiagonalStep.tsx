import { useTranslation } from 'react-i18next';
import { lineDistance, squareAt } from '../../../engine';

/** The picture's reach: 2 squares each way from the piece in the middle. */
const REACH = 2;
const SIDE = REACH * 2 + 1;
/** A square far enough from every edge for the whole picture (d5). */
const CENTRE = squareAt(4, 5);

/**
 * "A diagonal step counts 2", drawn: every square in line with the piece in the middle carries its distance,
 * as the engine counts it (`lineDistance`), so the picture and the rules can never disagree; squares out of line
 * stay blank (no character reaches them). The orthogonal and diagonal neighbours' steps are arrows.
 */
export function DiagonalStep() {
  const { t } = useTranslation('rules');
  const cells = [];
  for (let row = 0; row < SIDE; row++) {
    for (let col = 0; col < SIDE; col++) {
      const square = squareAt(4 + col - REACH, 5 + REACH - row);
      const d = lineDistance(CENTRE, square);
      const key = `${row}-${col}`;
      cells.push(
        <g key={key}>
          <rect
            x={col}
            y={row}
            width={1}
            height={1}
            className={d < 0 ? 'r-ds-off' : d === 0 ? 'r-ds-centre' : 'r-ds-in'}
          />
          {d > 0 && (
            <text x={col + 0.5} y={row + 0.5} className="r-ds-distance" data-distance={d}>
              {d}
            </text>
          )}
        </g>,
      );
    }
  }
  const c = REACH + 0.5;
  return (
    <figure className="r-figure r-diagonal">
      <svg
        className="r-ds"
        viewBox={`-0.05 -0.05 ${SIDE + 0.1} ${SIDE + 0.1}`}
        role="img"
        aria-label={t('diagonal.label')}
      >
        <defs>
          <marker
            id="r-ds-head"
            viewBox="0 0 6 6"
            refX="5"
            refY="3"
            markerWidth="4"
            markerHeight="4"
            orient="auto"
          >
            <path d="M0 0L6 3L0 6z" className="r-ds-arrowhead" />
          </marker>
        </defs>
        {cells}
        <circle cx={c} cy={c} r={0.3} className="r-ds-piece" />
        <line x1={c + 0.32} y1={c} x2={c + 0.72} y2={c} className="r-ds-arrow" markerEnd="url(#r-ds-head)" />
        <line
          x1={c + 0.24}
          y1={c - 0.24}
          x2={c + 0.6}
          y2={c - 0.6}
          className="r-ds-arrow"
          markerEnd="url(#r-ds-head)"
        />
      </svg>
      <figcaption className="muted">{t('diagonal.caption')}</figcaption>
    </figure>
  );
}
