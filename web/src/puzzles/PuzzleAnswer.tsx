import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { squareName, type PuzzlePosition } from '../../../engine';
import { signedChange } from '../components/ratedWords';
import type { PuzzleOutcome } from './outcome';
import { characterName } from './puzzleBoard';
import { planInWords, reasonText, squaresInWords, themeAbout, themeName } from './puzzleWords';

/** What the board shows after the answer: your plan (and a wrong plan's refutation) or the solution. */
export type AnswerView = 'mine' | 'solution';

/**
 * The answer beside the board: solved or not, your plan, why it fails (the reply that punishes it) and the
 * solution with why it works, the opponent's possible moves, the themes, your rating's change (before → after),
 * the streak, where the puzzle comes from, and what to do next (`actions`, whose first control takes the focus).
 */
export function PuzzleAnswer({
  position,
  outcome,
  view,
  onView,
  actions,
}: {
  readonly position: PuzzlePosition;
  readonly outcome: PuzzleOutcome;
  readonly view: AnswerView;
  readonly onView: (view: AnswerView) => void;
  readonly actions: ReactNode;
}) {
  const { t } = useTranslation('puzzles');
  const next = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Without scrolling: on a phone the board and the answer's first lines stay in view.
    next.current
      ?.querySelector<HTMLElement>('a[href], button:not([disabled])')
      ?.focus({ preventScroll: true });
  }, []);
  const { solved, judgement, solution, themes, rating, streak, source } = outcome;
  const from = position.solver.square;
  const opponentFrom = position.opponent.square;
  const solutionWords =
    solution.hits.length === 1
      ? t('answer.solution', { plan: planInWords({ move: solution.move, hit: solution.hits[0]! }, from) })
      : t('answer.solutionHits', { move: squareName(solution.move), hits: squaresInWords(solution.hits) });
  return (
    <section className="pz-answer stack" aria-labelledby="pz-answer-title" data-solved={solved}>
      <h2 id="pz-answer-title" className={solved ? 'pz-solved' : 'pz-failed'}>
        {solved ? t('answer.solved') : t('answer.failed')}
      </h2>
      <p>{t('answer.yourPlan', { plan: planInWords(outcome.plan, from) })}</p>
      {!solved && judgement.refutation !== null && (
        <div className="pz-reason" data-testid="puzzle-refutation">
          <h3>{t('answer.refutation')}</h3>
          <p>{reasonText(judgement.refutation, opponentFrom)}</p>
        </div>
      )}
      {!solved && <p data-testid="puzzle-solution">{solutionWords}</p>}
      <div className="pz-reason" data-testid="puzzle-reason">
        <h3>{t('answer.why')}</h3>
        <p>{reasonText(judgement.reason, opponentFrom)}</p>
      </div>
      {judgement.replies.length > 0 && (
        <p className="muted">
          {t('answer.replies', {
            opponent: characterName(position.opponent.letter),
            squares: squaresInWords(judgement.replies),
          })}
        </p>
      )}
      {!solved && (
        <div className="row pz-views" role="group" aria-label={t('answer.show')}>
          <button
            type="button"
            aria-pressed={view === 'mine'}
            onClick={() => {
              onView('mine');
            }}
          >
            {t('answer.showRefutation')}
          </button>
          <button
            type="button"
            aria-pressed={view === 'solution'}
            onClick={() => {
              onView('solution');
            }}
          >
            {t('answer.showSolution')}
          </button>
        </div>
      )}
      {rating !== null && (
        <p className="pz-rating num" data-testid="puzzle-rating">
          {t('answer.rating', { before: rating.before, after: rating.after })}{' '}
          <strong className={rating.change > 0 ? 'up' : rating.change < 0 ? 'down' : undefined}>
            ({signedChange(rating.change)})
          </strong>
        </p>
      )}
      {streak !== null && (
        <p className="pz-streak num" data-testid="puzzle-streak">
          {streak.over
            ? t('answer.streakOver', { streak: streak.count })
            : t('answer.streakCount', { streak: streak.count })}
        </p>
      )}
      {themes.length > 0 && (
        <div>
          <h3>{t('answer.themes')}</h3>
          <ul className="pz-themes">
            {themes.map((theme) => (
              <li key={theme}>
                <strong>{themeName(theme)}</strong> <span className="muted">{themeAbout(theme)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="muted num">{t('answer.puzzleRating', { rating: outcome.puzzleRating })}</p>
      {source.kind === 'game' && (
        <p>
          <Link to={`/replay/${encodeURIComponent(source.gameId)}`}>
            {t('answer.game', { turn: source.turn })}
          </Link>
        </p>
      )}
      <div ref={next} className="row pz-actions">
        {actions}
      </div>
    </section>
  );
}
