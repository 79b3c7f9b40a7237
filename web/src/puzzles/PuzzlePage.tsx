import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { PuzzleAttemptStarted } from '../../../contract/puzzles';
import { isPuzzleTheme } from './puzzleThemes';
import { useSession } from '../stores/session';
import type { PuzzleOutcome } from './outcome';
import { PuzzleSolver } from './PuzzleSolver';
import { themeName } from './puzzleWords';
import { usePuzzleAttempt, type PuzzleAsk } from './usePuzzleAttempt';
import '../styles/admin.css';

/** The kinds of puzzle page: the day's, one by its id, the next near your rating, one of a theme, the streak. */
export type PuzzlePageKind = 'daily' | 'id' | 'next' | 'theme' | 'streak';

/**
 * /puzzles/daily, /puzzles/:id, /puzzles/next, /puzzles/theme/:theme and /puzzles/streak: one puzzle at a time,
 * solved on the board (PuzzleSolver). Each page is keyed by its address (App), so another address starts afresh.
 */
export default function PuzzlePage({ kind }: { readonly kind: PuzzlePageKind }) {
  const { t } = useTranslation('puzzles');
  const params = useParams();
  const { pathname } = useLocation();
  if (kind === 'theme' && !isPuzzleTheme(params.theme))
    return (
      <div className="page stack">
        <Link to="/puzzles">{t('solve.allPuzzles')}</Link>
        <p className="error" role="alert">
          {t('solve.noTheme', { theme: params.theme ?? '' })}
        </p>
      </div>
    );
  const ask: PuzzleAsk =
    kind === 'id'
      ? { mode: 'id', puzzleId: params.id ?? '' }
      : kind === 'theme' && isPuzzleTheme(params.theme)
        ? { mode: 'theme', theme: params.theme }
        : { mode: kind === 'theme' ? 'next' : kind };
  return <PuzzleAttemptPage key={pathname} kind={kind} ask={ask} />;
}

function PuzzleAttemptPage({ kind, ask }: { readonly kind: PuzzlePageKind; readonly ask: PuzzleAsk }) {
  const { t } = useTranslation('puzzles');
  const signedIn = useSession((s) => s.status === 'signedIn' && s.account !== null);
  const navigate = useNavigate();
  const attempt = usePuzzleAttempt(ask);
  const { started } = attempt;
  const heading =
    kind === 'daily'
      ? t('solve.dailyHeading')
      : kind === 'streak'
        ? t('solve.streakHeading')
        : ask.theme !== undefined
          ? t('solve.themeHeading', { theme: themeName(ask.theme) })
          : t('solve.heading');
  if (started === undefined)
    return (
      <div className="page stack">
        <Link to="/puzzles">{t('solve.allPuzzles')}</Link>
        <h1>{heading}</h1>
        {attempt.loadFailure === null ? (
          <p role="status">{t('solve.loading')}</p>
        ) : (
          <div className="card" role="alert">
            <p className="error">{t('solve.failed', { error: attempt.loadFailure })}</p>
            <button type="button" onClick={attempt.reload}>
              {t('solve.retry')}
            </button>
          </div>
        )}
      </div>
    );
  const next = () => {
    // The next puzzle near your rating: here (next, a theme, the streak) or on its own page.
    if (kind === 'daily' || kind === 'id') void navigate('/puzzles/next');
    else attempt.another();
  };
  return (
    <div className="pz-page">
      <nav className="pz-crumbs" aria-label={t('solve.crumbs')}>
        <Link to="/puzzles">{t('solve.allPuzzles')}</Link>
      </nav>
      <PuzzleSolver
        puzzleId={started.attemptId}
        position={started.puzzle.position}
        heading={heading}
        note={<AttemptNote started={started} signedIn={signedIn} />}
        onSubmit={attempt.submit}
        submitting={attempt.submitting}
        failure={attempt.answerFailure}
        outcome={attempt.outcome}
        actions={<NextActions kind={kind} signedIn={signedIn} outcome={attempt.outcome} onNext={next} />}
      />
    </div>
  );
}

/** Above the task: your rating and whether this try is rated, or the streak's count. */
function AttemptNote({ started, signedIn }: { started: PuzzleAttemptStarted; signedIn: boolean }) {
  const { t } = useTranslation('puzzles');
  if (!signedIn)
    return (
      <p className="muted">
        <Trans t={t} i18nKey="solve.unrated" components={{ signin: <Link to="/signin" /> }} />
      </p>
    );
  return (
    <p className="muted num" data-testid="puzzle-note">
      {started.streak !== null && <>{t('answer.streakCount', { streak: started.streak })} · </>}
      {started.yourRating !== null && <>{t('solve.yourRating', { rating: started.yourRating })} · </>}
      {started.rated
        ? t('solve.rated')
        : started.streak !== null
          ? t('solve.streakUnrated')
          : t('solve.triedBefore')}
    </p>
  );
}

/** What to do after the answer: the next puzzle, the streak's next or a new run; signed out, the way to sign in. */
function NextActions({
  kind,
  signedIn,
  outcome,
  onNext,
}: {
  kind: PuzzlePageKind;
  signedIn: boolean;
  outcome: PuzzleOutcome | null;
  onNext: () => void;
}) {
  const { t } = useTranslation('puzzles');
  if (!signedIn)
    return (
      <>
        <Link className="button-link pz-primary-link" to="/signin">
          {t('answer.signIn')}
        </Link>
        <Link to="/puzzles">{t('solve.allPuzzles')}</Link>
      </>
    );
  const streakOver = kind === 'streak' && outcome?.streak?.over === true;
  return (
    <>
      <button type="button" className="primary" onClick={onNext}>
        {kind !== 'streak' ? t('answer.next') : streakOver ? t('answer.again') : t('answer.nextStreak')}
      </button>
      <Link to="/puzzles/dashboard">{t('hub.dashboard')}</Link>
    </>
  );
}
