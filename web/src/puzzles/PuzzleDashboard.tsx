import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signedChange } from '../components/ratedWords';
import { failureText } from '../arenas/failureText';
import { usePuzzleDashboard } from './PuzzlesHub';
import { themeName } from './puzzleWords';
import './puzzles.css';

/**
 * /puzzles/dashboard (signed in): your puzzle rating, how many puzzles you tried and solved, your best streak, how
 * you do by theme, and your latest tries (each a link to its puzzle).
 */
export default function PuzzleDashboard() {
  const { t } = useTranslation('puzzles');
  const query = usePuzzleDashboard(true);
  const d = query.data;
  return (
    <div className="page stack pz-dashboard">
      <Link to="/puzzles">{t('solve.allPuzzles')}</Link>
      <h1>{t('dashboard.heading')}</h1>
      {d === undefined ? (
        query.error === null ? (
          <p role="status">{t('dashboard.loading')}</p>
        ) : (
          <div className="card" role="alert">
            <p className="error">{t('dashboard.failed', { error: failureText(query.error) })}</p>
            <button type="button" onClick={() => void query.refetch()}>
              {t('solve.retry')}
            </button>
          </div>
        )
      ) : (
        <>
          <dl className="pz-figures num">
            <div>
              <dt>{t('dashboard.rating')}</dt>
              <dd data-testid="puzzle-dashboard-rating">
                {d.provisional ? t('dashboard.provisional', { rating: d.rating }) : d.rating}
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.attempts')}</dt>
              <dd>{d.attempts}</dd>
            </div>
            <div>
              <dt>{t('dashboard.solved')}</dt>
              <dd>{d.solved}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bestStreak')}</dt>
              <dd>{d.streakBest}</dd>
            </div>
          </dl>
          {d.recent.length === 0 ? (
            <p>
              {t('dashboard.none')} <Link to="/puzzles/next">{t('dashboard.start')}</Link>
            </p>
          ) : (
            <>
              <h2>{t('dashboard.byTheme')}</h2>
              <table className="pz-table num">
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.theme')}</th>
                    <th scope="col">{t('dashboard.rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.themes
                    .filter((line) => line.attempts > 0)
                    .map((line) => (
                      <tr key={line.theme}>
                        <th scope="row">
                          <Link to={`/puzzles/theme/${line.theme}`}>{themeName(line.theme)}</Link>
                        </th>
                        <td>{t('dashboard.rateValue', { solved: line.solved, attempts: line.attempts })}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
              <h2>{t('dashboard.recent')}</h2>
              <table className="pz-table num">
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.puzzle')}</th>
                    <th scope="col">{t('dashboard.result')}</th>
                    <th scope="col">{t('dashboard.change')}</th>
                    <th scope="col">{t('dashboard.when')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.recent.map((line, i) => (
                    <tr key={`${line.puzzleId}-${i}`}>
                      <th scope="row">
                        <Link to={`/puzzles/${encodeURIComponent(line.puzzleId)}`}>{line.puzzleId}</Link>
                      </th>
                      <td className={line.solved ? 'pz-solved' : 'pz-failed'}>
                        {line.solved ? t('dashboard.solvedMark') : t('dashboard.failedMark')}
                      </td>
                      <td className={line.change === null ? 'muted' : line.change >= 0 ? 'up' : 'down'}>
                        {line.change === null ? t('dashboard.unrated') : signedChange(line.change)}
                      </td>
                      <td className="pz-when">
                        {new Date(line.answeredAt).toLocaleString(undefined, {
                          dateStyle: 'short',
                          timeStyle: 'short',
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </div>
  );
}
