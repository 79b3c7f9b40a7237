import { useTranslation } from 'react-i18next';
import type { RatingHistoryEntry } from '../../../contract/http';
import { dateMarks } from './dateMarks';

const W = 560;
const H = 200;

/**
 * The rating after each rated game as a line (plain SVG, stretched to its box), the games evenly spaced in
 * play order (a burst of games in one evening stays readable), with a date axis (a mark at the first game of
 * each day, month or year, as the span needs) and the ratings beside it, both as HTML text so they stay
 * readable at any width; and a table of the same numbers for screen readers and anyone who prefers reading them.
 */
export function RatingChart({ history }: { history: readonly RatingHistoryEntry[] }) {
  const { t } = useTranslation('profile');
  if (history.length === 0) return <p className="muted">{t('chart.none')}</p>;
  // The rating before the first game, then after each, each at its game's time.
  const points = [
    { at: history[0]!.playedAt, r: history[0]!.before },
    ...history.map((h) => ({ at: h.playedAt, r: h.after })),
  ];
  const ratings = points.map((p) => p.r);
  const lo = Math.floor((Math.min(...ratings) - 10) / 50) * 50;
  const hi = Math.ceil((Math.max(...ratings) + 10) / 50) * 50;
  const x = (i: number) => (i / Math.max(1, points.length - 1)) * W;
  const y = (r: number) => ((hi - r) / (hi - lo)) * H;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.r).toFixed(1)}`)
    .join(' ');
  const last = ratings[ratings.length - 1]!;
  const day = (t: number) => new Date(t).toLocaleDateString(undefined, { dateStyle: 'medium' });
  const summary = t(history.length === 1 ? 'chart.summaryOne' : 'chart.summaryMany', {
    games: history.length,
    first: points[0]!.r,
    last,
    lowest: Math.min(...ratings),
    highest: Math.max(...ratings),
    from: day(points[0]!.at),
    to: day(points.at(-1)!.at),
  });
  const levels = [lo, (lo + hi) / 2, hi];
  const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(2)}%`;
  return (
    <figure className="rating-chart">
      <div className="rating-plot">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
          {levels.map((r) => (
            <line key={r} x1={0} x2={W} y1={y(r)} y2={y(r)} className="grid" />
          ))}
          <path d={path} className="line" fill="none" />
          {points.map((p, i) => (
            // A dot that stays round however the box stretches: a zero-length stroke with round caps.
            <path
              key={i}
              d={`M${x(i).toFixed(1)},${y(p.r).toFixed(1)}h0`}
              className={`dot${points.length > 60 ? ' dot-small' : ''}`}
            />
          ))}
        </svg>
        <div className="rating-axis rating-axis-y" aria-hidden="true">
          {levels.map((r) => (
            <span key={r} style={{ top: pct(y(r), H) }}>
              {Math.round(r)}
            </span>
          ))}
        </div>
        <div className="rating-axis rating-axis-x" aria-hidden="true" data-testid="time-axis">
          {dateMarks(points.map((p) => p.at)).map((m) => (
            <span
              key={m.index}
              style={{ left: pct(x(m.index), W) }}
              className={x(m.index) > W * 0.88 ? 'rating-tick-end' : undefined}
            >
              <i className="rating-tick" />
              {m.label}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="muted">{summary}</figcaption>
      <details>
        <summary>{t('chart.asTable')}</summary>
        <table className="rating-table">
          <thead>
            <tr>
              <th scope="col">{t('chart.number')}</th>
              <th scope="col">{t('chart.opponent')}</th>
              <th scope="col">{t('chart.result')}</th>
              <th scope="col" className="num">
                {t('chart.rating')}
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
                  <td>{t(`chart.outcomes.${h.outcome}`)}</td>
                  <td className="num">
                    {t('chart.ratingAfter', { after: h.after, change: d > 0 ? `+${d}` : String(d) })}
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
