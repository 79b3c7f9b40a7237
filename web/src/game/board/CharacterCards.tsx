import {
  CHARACTERS,
  hitTargets,
  moveTargets,
  squareAt,
  type CharacterRow,
  type Letter,
} from '../../../../engine';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/init';
import { CardPicture } from '../../art/CardPicture';
import { poseOf } from '../../art/pose';
import { useGraphics, type Graphics } from '../useGraphics';

/** The picture's reach: 3 squares each way, the longest range a character has. */
const REACH = 3;
const SIDE = REACH * 2 + 1;
/** A square far enough from every edge for the whole picture (d5). */
const CENTRE = squareAt(4, 5);

/**
 * Both ranges of a character around the square it stands on, drawn from the engine's range functions:
 * blue where it can move, red where it can hit (measured from where it moves to), split where both.
 */
export function RangePicture({ letter }: { letter: Letter }) {
  const move = new Set(moveTargets(letter, CENTRE));
  const hit = new Set(hitTargets(letter, CENTRE));
  const cells = [];
  for (let row = 0; row < SIDE; row++) {
    for (let col = 0; col < SIDE; col++) {
      const sq = squareAt(4 + col - REACH, 5 + REACH - row);
      const m = move.has(sq);
      const h = hit.has(sq);
      const key = `${row}-${col}`;
      if (m && h) {
        cells.push(
          <g key={key}>
            <path d={`M${col} ${row}h1L${col} ${row + 1}z`} className="g-rp-move" />
            <path d={`M${col + 1} ${row}v1h-1z`} className="g-rp-hit" />
          </g>,
        );
      } else {
        cells.push(
          <rect
            key={key}
            x={col}
            y={row}
            width={1}
            height={1}
            className={m ? 'g-rp-move' : h ? 'g-rp-hit' : 'g-rp-empty'}
          />,
        );
      }
    }
  }
  return (
    <svg className="g-range-picture" viewBox={`0 0 ${SIDE} ${SIDE}`} aria-hidden="true">
      {cells}
      <circle cx={REACH + 0.5} cy={REACH + 0.5} r={0.28} className="g-rp-centre" />
    </svg>
  );
}

/** A range as the cards write it: `2` or `1–3`. */
export const span = (lo: number, hi: number) => (lo === hi ? `${lo}` : i18n.t('gameBoard:range', { lo, hi }));

interface CardProps {
  readonly c: CharacterRow;
  readonly picked: boolean;
  readonly graphics: Graphics;
  readonly onPick?: (start: number) => void;
}

/** One character's card: picture, name, letter, move and hit ranges and their picture. */
function Card({ c, picked, graphics, onPick }: CardProps) {
  const { t } = useTranslation('gameBoard');
  return (
    <button
      type="button"
      className={`g-char-card${picked ? ' g-char-card-picked' : ''}`}
      aria-pressed={picked}
      disabled={onPick === undefined}
      onClick={() => onPick?.(c.start)}
    >
      <CardPicture letter={c.letter} pose={poseOf('choose')} graphics={graphics} />
      <span className="g-char-text">
        <strong>{c.name}</strong>
        <span className="muted num">
          {t('cards.ranges', { move: span(c.minMove, c.maxMove), hit: span(c.minHit, c.maxHit) })}
        </span>
      </span>
      <RangePicture letter={c.letter} />
    </button>
  );
}

/** During Choose: a card per character; a click picks it (as a click on its start square would). */
export function CharacterCards({
  picked,
  onPick,
}: {
  picked: string | null;
  onPick?: (start: number) => void;
}) {
  const { t } = useTranslation('gameBoard');
  const graphics = useGraphics();
  // A watcher's cards are not buttons it can press: the strip itself takes focus, so it scrolls by keyboard too
  // (a phone's strip scrolls sideways; axe: scrollable-region-focusable).
  return (
    <section
      className="g-char-cards"
      aria-label={t('cards.label')}
      tabIndex={onPick === undefined ? 0 : undefined}
    >
      {CHARACTERS.map((c) => (
        <Card key={c.letter} c={c} picked={picked === c.letter} graphics={graphics} onPick={onPick} />
      ))}
    </section>
  );
}
