import {
  bestPlansWords,
  lossWords,
  MIN_SCORED_TURNS,
  MISTAKE_MARGIN,
  seatFigureWords,
  type Seat,
  type TurnAnalysis,
} from '../../../engine';
import { Trans, useTranslation } from 'react-i18next';
import type { Owner } from '../game/board/boardModel';
import { ArrowHeads, squareCentre as centre } from '../game/board/boardSvg';
import type { AnalysisState } from './useGameAnalysis';
import './analysis.css';

const SEATS = ['A', 'B'] as const;

/** The mistake margin in points of winning chance, as the figures word it ("2"). */
const MARGIN_POINTS = `${50 * MISTAKE_MARGIN}`;

/**
 * Each player's accuracy over the game and the winning chance given away in all, once the game is analysed
 * (docs/AI.md); a quiet line while it loads or when it cannot be, and nothing for a game with no turn to score.
 */
export function AccuracyFigures({
  analysis,
  name,
}: {
  analysis: AnalysisState;
  /** A seat's name as the screen words it ("Ann", "You"). */
  name: (seat: Seat) => string;
}) {
  const { t } = useTranslation('replay');
  switch (analysis.state) {
    case 'none':
      return null;
    case 'loading':
      return <p className="muted analysis-note">{t('analysis.loading')}</p>;
    case 'failed':
      return <p className="muted analysis-note">{t('analysis.failed', { message: analysis.message })}</p>;
    case 'ready':
      return (
        <section className="analysis" aria-label={t('analysis.accuracy')} data-testid="accuracy">
          <ul className="analysis-list">
            {SEATS.map((s) => (
              <li key={s} data-seat={s}>
                <strong>{name(s)}</strong>{' '}
                <span className="num">{seatFigureWords(analysis.analysis, s)}</span>
              </li>
            ))}
          </ul>
          <details className="analysis-explain">
            <summary>{t('analysis.whatFigures')}</summary>
            <p className="muted analysis-note">
              {t('analysis.accuracyWords', { margin: MARGIN_POINTS, min: MIN_SCORED_TURNS })}
            </p>
          </details>
        </section>
      );
  }
}

interface TurnFiguresProps {
  readonly turn: TurnAnalysis;
  readonly name: (seat: Seat) => string;
  /** The turn's best plans are on show. */
  readonly shown: boolean;
  readonly onToggle: () => void;
}

/**
 * One turn's plans scored: what each player gave away (a mistake marked as one), and "Show best plans" revealing
 * every equally good plan for each ("any of these" when several are).
 */
export function TurnFigures({ turn, name, shown, onToggle }: TurnFiguresProps) {
  const { t } = useTranslation('replay');
  const id = `best-plan-${turn.turn}`;
  return (
    <section
      className="analysis analysis-turn"
      aria-label={t('analysis.turn', { turn: turn.turn })}
      data-testid="turn-figures"
    >
      <ul className="analysis-list">
        {SEATS.map((s) => (
          <li key={s} data-seat={s}>
            <strong>{name(s)}</strong> <span className="num">{lossWords(turn[s].loss)}</span>
            {turn[s].mistake && <span className="analysis-mistake">{t('analysis.mistake')}</span>}
          </li>
        ))}
      </ul>
      <button type="button" aria-expanded={shown} aria-controls={id} onClick={onToggle}>
        {shown ? t('analysis.hideBest') : t('analysis.showBest')}
      </button>
      <ul id={id} className="analysis-list analysis-best" hidden={!shown} data-testid="best-plan">
        {SEATS.map((s) => (
          <li key={s} data-seat={s}>
            <Trans
              t={t}
              i18nKey="analysis.bestFor"
              values={{ name: name(s), plans: bestPlansWords(turn[s].bestPlans) }}
              components={{ num: <span className="num" /> }}
            />
          </li>
        ))}
      </ul>
      <p className="muted analysis-note">{t('analysis.figuresWords', { margin: MARGIN_POINTS })}</p>
    </section>
  );
}

interface BestPlanOverlayProps {
  readonly turn: TurnAnalysis;
  /** Where each seat stood before the turn. */
  readonly from: { readonly [S in Seat]: number };
  readonly ownerOf: (seat: Seat) => Owner;
}

/**
 * A turn's best plan over the board (the one played when it gave nothing away, else the likeliest), dashed in each player's colour: the move as an arrow from where the piece
 * stood (a dashed circle when it stays), the hit as a dashed square. Decorative: the words say the same.
 */
export function BestPlanOverlay({ turn, from, ownerOf }: BestPlanOverlayProps) {
  return (
    <svg className="analysis-overlay" viewBox="0 0 8 8" aria-hidden="true" data-testid="best-plan-overlay">
      <ArrowHeads idPrefix="analysis-arrow" headClass={(o) => `g-reveal-fill-${o}`} />
      {SEATS.map((s) => {
        const owner = ownerOf(s);
        const { move, hit } = turn[s].best;
        const a = centre(from[s]);
        const b = centre(move);
        const h = centre(hit);
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        const cut = Math.min(0.3, len / 3);
        return (
          <g key={s} data-best-seat={s} data-move={move} data-hit={hit}>
            {len === 0 ? (
              <circle className={`analysis-stay g-reveal-stroke-${owner}`} cx={b.x} cy={b.y} r={0.36} />
            ) : (
              <line
                className={`analysis-move g-reveal-stroke-${owner}`}
                x1={a.x}
                y1={a.y}
                x2={b.x - ((b.x - a.x) / len) * cut}
                y2={b.y - ((b.y - a.y) / len) * cut}
                markerEnd={`url(#analysis-arrow-${owner})`}
              />
            )}
            <rect
              className={`analysis-hit g-reveal-stroke-${owner}`}
              x={h.x - 0.4 + (s === 'A' ? 0 : 0.06)}
              y={h.y - 0.4 + (s === 'A' ? 0 : 0.06)}
              width={s === 'A' ? 0.8 : 0.68}
              height={s === 'A' ? 0.8 : 0.68}
            />
          </g>
        );
      })}
    </svg>
  );
}
