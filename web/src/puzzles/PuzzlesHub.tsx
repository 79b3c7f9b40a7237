import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUZZLE_DASHBOARD, PUZZLE_THEME_COUNTS } from '../../../contract/routes';
import { call } from '../net/call';
import { useSession } from '../stores/session';
import { PUZZLE_DASHBOARD_KEY } from './usePuzzleAttempt';
import { themeAbout, themeName } from './puzzleWords';
import '../styles/admin.css';
import './puzzles.css';

/** The themes' counts, asked once per page visit (they change only when puzzles are added). */
const THEME_COUNTS_KEY = ['puzzle-theme-counts'] as const;

/** Your puzzle dashboard (signed in), shared by the hub and the dashboard page. */
export function usePuzzleDashboard(enabled: boolean) {
  return useQuery({ queryKey: PUZZLE_DASHBOARD_KEY, queryFn: () => call(PUZZLE_DASHBOARD), enabled });
}

/**
 * /puzzles, open to everyone: the daily puzzle; signed in also the next puzzle near your rating, the streak, the
 * themes to choose and the way to your dashboard; signed out, the prompt to sign in for rated play.
 */
export default function PuzzlesHub() {
  const { t } = useTranslation('puzzles');
  const signedIn = useSession((s) => s.status === 'signedIn' && s.account !== null);
  const dashboard = usePuzzleDashboard(signedIn);
  const themes = useQuery({
    queryKey: THEME_COUNTS_KEY,
    queryFn: () => call(PUZZLE_THEME_COUNTS),
    enabled: signedIn,
  });
  const mine = dashboard.data;
  return (
    <div className="page stack pz-hub">
      <h1>{t('hub.heading')}</h1>
      <p>{t('hub.intro')}</p>
      <div className="pz-cards">
        <section className="card stack" aria-labelledby="pz-daily">
          <h2 id="pz-daily">{t('hub.daily')}</h2>
          <p className="muted">{t('hub.dailyAbout')}</p>
          <Link className="button-link pz-primary-link" to="/puzzles/daily">
            {t('hub.dailyOpen')}
          </Link>
        </section>
        {signedIn ? (
          <>
            <section className="card stack" aria-labelledby="pz-next">
              <h2 id="pz-next">{t('hub.next')}</h2>
              <p className="muted num">
                {mine === undefined ? t('hub.nextAboutNew') : t('hub.nextAbout', { rating: mine.rating })}
              </p>
              <Link className="button-link pz-primary-link" to="/puzzles/next">
                {t('hub.nextOpen')}
              </Link>
            </section>
            <section className="card stack" aria-labelledby="pz-streak">
              <h2 id="pz-streak">{t('hub.streak')}</h2>
              <p className="muted">{t('hub.streakAbout')}</p>
              {mine !== undefined && mine.streakBest > 0 && (
                <p className="num">{t('hub.streakBest', { best: mine.streakBest })}</p>
              )}
              <Link className="button-link pz-primary-link" to="/puzzles/streak">
                {t('hub.streakOpen')}
              </Link>
            </section>
          </>
        ) : (
          <section className="card stack" aria-labelledby="pz-signin">
            <h2 id="pz-signin">{t('hub.rated')}</h2>
            <p>
              <Trans t={t} i18nKey="hub.signIn" components={{ signin: <Link to="/signin" /> }} />
            </p>
          </section>
        )}
      </div>
      {signedIn && (
        <>
          <section className="stack" aria-labelledby="pz-themes">
            <h2 id="pz-themes">{t('hub.themes')}</h2>
            <p className="muted">{t('hub.themesAbout')}</p>
            <ul className="pz-theme-list">
              {(themes.data ?? []).map(({ theme, count }) => (
                <li key={theme}>
                  {count > 0 ? (
                    <Link to={`/puzzles/theme/${theme}`}>{themeName(theme)}</Link>
                  ) : (
                    <span>{themeName(theme)}</span>
                  )}{' '}
                  <span className="muted num">{t('hub.themeCount', { puzzles: count })}</span>
                  <span className="muted pz-theme-about">{themeAbout(theme)}</span>
                </li>
              ))}
            </ul>
          </section>
          <p>
            <Link to="/puzzles/dashboard">{t('hub.dashboard')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
