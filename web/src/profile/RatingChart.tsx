import type { RatingHistoryEntry } from '../../../engine';

const W = 560;
const H = 200;
const PAD = { left: 44, right: 12, top: 12, bottom: 24 };

/**
 * The rating after each rated game as a line (plain SVG, scaled to its width), with a table of the same
 * numbers for screen readers and anyone who prefers reading them.
 */
export function RatingChart({ history }: { history: readonly RatingHistoryEntry[] }) {
  if (history.length === 0) return <p className="muted">No rated games yet.</p>;
  const points = [history[0]!.before, ...history.map((h) => h.after)];
  const lo = Math.floor((Math.min(...points) - 10) / 50) * 50;
  const hi = Math.ceil((Math.max(...points) + 10) / 50) * 50;
  const x = (i: number) => PAD.left + (i / Math.max(1, points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (r: number) => PAD.top + ((hi - r) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const path = points.map((r, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(' ');
  const last = points[points.length - 1]!;
  const summary = `Rating history over ${history.length} rated game${history.length === 1 ? '' : 's'}: from ${points[0]} to ${last}, lowest ${Math.min(...points)}, highest ${Math.max(...points)}.`;
  return (
    <figure className="rating-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
        {[lo, (lo + hi) / 2, hi].map((r) => (
          <g key={r}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(r)} y2={y(r)} className="grid" />
            <text x={PAD.left - 6} y={y(r) + 4} textAnchor="end">
              {Math.round(r)}
            </text>
          </g>
        ))}
        <path d={path} className="line" fill="none" />
        {points.map((r, i) => (
          <circle key={i} cx={x(i)} cy={y(r)} r={points.length > 60 ? 1.5 : 3} className="dot" />
        ))}
      </svg>
      <figcaption className="muted">{summary}</figcaption>
      <details>
        <summary>Rating history as a table</summary>
        <table className="rating-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Opponent</th>
              <th scope="col">Result</th>
              <th scope="col" className="num">
                Rating
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((h, i) => {
              const d = h.after - h.before;
              return (
                <tr key={h.gameId}>
                  <td>{i + 1}</td>
                  <td>{h.opponentName}</td>
                  <td>{OUTCOME[h.outcome]}</td>
                  <td className="num">
                    {h.after} ({d > 0 ? `+${d}` : String(d)})
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const OUTCOME = { win: 'Win', draw: 'Draw', lose: 'Loss' } as const;
