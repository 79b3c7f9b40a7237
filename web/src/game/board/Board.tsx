import { useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { i18n } from '../../i18n/init';
import { characterByLetter, characterIndex, FILES, squareAt, squareX, squareY } from '../../../../engine';
import type { BoardModel, SquareModel, TokenModel } from './boardModel';
import { Token } from './Token';
import type { Graphics } from '../useGraphics';

interface BoardProps {
  readonly model: BoardModel;
  readonly graphics: Graphics;
  /** A square was picked (click, Enter or Space). */
  readonly onPick: (square: number) => void;
  /** Backspace: undo the latest step. */
  readonly onBack?: () => void;
  /** A square that cannot be picked now was picked (Enter or a click): say why. */
  readonly onRefused?: (square: number) => void;
  readonly label: string;
  /** Drawn over the squares (the reveal's arrows and hit labels); decorative. */
  readonly overlay?: ReactNode;
  /** Lets the game screen move keyboard focus onto the board. */
  readonly handle?: Ref<BoardHandle>;
}

/** What the game screen may ask of the board. */
export interface BoardHandle {
  /** Focuses the square under the cursor (moved to your piece or the first square you may pick, if any). */
  focus(): void;
}

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * Where an arrow key takes the cursor: while there are squares to pick, the nearest of them in that direction
 * (straight ahead first, then the closest off the line); otherwise the next square. The cursor stays put when
 * nothing lies that way.
 */
export function nextCursor(
  cursor: number,
  arrow: readonly [number, number],
  picks: readonly number[],
): number {
  if (picks.length === 0) {
    const next = squareAt(squareX(cursor) + arrow[0], squareY(cursor) + arrow[1]);
    return next < 0 ? cursor : next;
  }
  let best = cursor;
  let bestScore = Infinity;
  for (const sq of picks) {
    const dx = squareX(sq) - squareX(cursor);
    const dy = squareY(sq) - squareY(cursor);
    const ahead = dx * arrow[0] + dy * arrow[1];
    if (ahead <= 0) continue;
    const aside = Math.abs(dx * arrow[1] - dy * arrow[0]);
    const score = ahead + 2.5 * aside;
    if (score < bestScore) [best, bestScore] = [sq, score];
  }
  return best;
}

/** Name and ranges of a character, for the hover/focus tip. */
function tipOf(tokens: readonly TokenModel[]): string | null {
  if (tokens.length === 0) return null;
  return tokens
    .map((t) => {
      const c = characterByLetter(t.letter);
      return c === undefined
        ? t.name
        : i18n.t('gameBoard:tip.character', {
            name: c.name,
            move: i18n.t('gameBoard:range', { lo: c.minMove, hi: c.maxMove }),
            hit: i18n.t('gameBoard:range', { lo: c.minHit, hi: c.maxHit }),
          });
    })
    .join(i18n.t('gameBoard:tip.separator'));
}

/** The 8x8 board: a keyboard-navigable grid of square buttons; it draws the model and reports picks. */
export function Board({ model, graphics, onPick, onBack, onRefused, label, overlay, handle }: BoardProps) {
  const [cursor, setCursor] = useState(() => model.squares.find((s) => s.active)?.square ?? 0);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  useImperativeHandle(
    handle,
    () => ({
      focus() {
        const active = (sq: number | undefined) => sq !== undefined && model.squares[sq]?.active === true;
        const mine = model.tokens.find((t) => t.owner === 'me' && !t.picked)?.square;
        const first = model.squares.find((s) => s.active)?.square;
        const target = active(cursor) ? cursor : active(mine) ? mine! : (first ?? cursor);
        setCursor(target);
        buttons.current.get(target)?.focus();
      },
    }),
    [model, cursor],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      onBack?.();
      return;
    }
    const arrow = ARROWS[e.key];
    if (arrow === undefined) return;
    e.preventDefault();
    const picks = model.squares.filter((s) => s.active).map((s) => s.square);
    const next = nextCursor(cursor, arrow, picks);
    if (next === cursor) return;
    setCursor(next);
    buttons.current.get(next)?.focus();
  };

  const rows = Array.from({ length: 8 }, (_, r) => model.squares.slice(r * 8, r * 8 + 8));
  return (
    <div className="g-board" role="grid" aria-label={label} onKeyDown={onKeyDown}>
      {rows.map((row, r) => (
        <div role="row" className="g-board-row" key={r}>
          {row.map((sq) => (
            <div role="gridcell" className="g-board-cell" key={sq.square}>
              <Square
                sq={sq}
                tokens={model.tokens.filter((t) => t.square === sq.square)}
                revealTurn={model.revealTurn}
                ghost={
                  sq.plannedMove
                    ? model.tokens.find((t) => t.owner === 'me' && t.square !== sq.square)
                    : undefined
                }
                graphics={graphics}
                focusable={sq.square === cursor}
                register={(el) => {
                  if (el === null) buttons.current.delete(sq.square);
                  else buttons.current.set(sq.square, el);
                }}
                onPick={() => {
                  setCursor(sq.square);
                  if (sq.active) onPick(sq.square);
                  else onRefused?.(sq.square);
                }}
              />
              <Tip tokens={model.tokens.filter((t) => t.square === sq.square)} />
              <Coordinates square={sq.square} />
            </div>
          ))}
        </div>
      ))}
      {overlay}
    </div>
  );
}

/** The hover/focus tip beside a square's button (not in it: the button's name stays its label). */
function Tip({ tokens }: { tokens: readonly TokenModel[] }) {
  const tip = tipOf(tokens);
  return (
    tip !== null && (
      <span className="g-sq-tip" aria-hidden="true">
        {tip}
      </span>
    )
  );
}

interface SquareProps {
  readonly sq: SquareModel;
  readonly tokens: readonly TokenModel[];
  readonly revealTurn: number;
  /** Your piece, drawn faintly on your planned move's square. */
  readonly ghost?: TokenModel;
  readonly graphics: Graphics;
  readonly focusable: boolean;
  readonly register: (el: HTMLButtonElement | null) => void;
  readonly onPick: () => void;
}

function Square({ sq, tokens, revealTurn, ghost, graphics: g, focusable, register, onPick }: SquareProps) {
  const dark = (squareX(sq.square) + squareY(sq.square)) % 2 === 0;
  const classes = [
    'g-sq',
    dark ? 'g-sq-dark' : 'g-sq-light',
    sq.move ? 'g-sq-move' : '',
    sq.hit ? 'g-sq-hit' : '',
    sq.active ? 'g-sq-active' : '',
    sq.plannedMove ? 'g-sq-planned-move' : '',
    sq.plannedHit ? 'g-sq-planned-hit' : '',
  ];
  const tile = (url: string | null, opacity: number, extra = '') =>
    url === null ? null : (
      <span className={`g-sq-img ${extra}`} style={{ backgroundImage: `url("${url}")`, opacity }} />
    );
  const standing = tokens[0];
  return (
    <button
      type="button"
      ref={register}
      className={classes.filter(Boolean).join(' ')}
      data-sq={sq.square}
      aria-label={sq.label}
      aria-disabled={!sq.active}
      tabIndex={focusable ? 0 : -1}
      onClick={onPick}
    >
      {tile(g.floortile, g.tileOpacity)}
      {standing !== undefined && tile(g.chartile[characterIndex(standing.letter)] ?? null, g.tileOpacity)}
      {sq.move && tile(g.movetile, g.tileOpacity)}
      {sq.hit && tile(g.taptile, g.tileOpacity)}
      {sq.plannedMove && ghost !== undefined && (
        <span className="g-ghost" aria-hidden="true" data-ghost={ghost.letter}>
          <Token token={{ ...ghost, from: -1 }} graphics={g} />
        </span>
      )}
      {sq.plannedHit && <span className="g-sq-mark g-sq-mark-hit" aria-hidden="true" />}
      {g.moveeffect !== null && tokens.some((t) => t.from >= 0 && t.from !== t.square) && (
        <span key={`effect-${revealTurn}`} className="g-sq-effect" aria-hidden="true">
          <img src={g.moveeffect} alt="" style={{ opacity: g.imageOpacity }} />
        </span>
      )}
      {tokens.map((t) => (
        <Token key={`${t.id}-${revealTurn}`} token={t} graphics={g} />
      ))}
      {sq.landed !== 'none' && (
        <span
          key={`landed-${revealTurn}`}
          className={`g-sq-landed g-sq-landed-${sq.landed}`}
          aria-hidden="true"
        >
          {g.tapeffect !== null && <img src={g.tapeffect} alt="" style={{ opacity: g.imageOpacity }} />}
        </span>
      )}
    </button>
  );
}

/**
 * The board's edge coordinates, drawn inside the edge squares as on a chess board: the rank digit 1..8 in the
 * corner of each square of the left column, the file letter a..h in the corner of each square of the bottom
 * row, so a square's name ("e4") can be read off the board. Decorative, and beside the square's button rather than
 * in it (its label already names the square; text inside would have to match the label).
 */
function Coordinates({ square }: { square: number }) {
  const x = squareX(square);
  const y = squareY(square);
  return (
    <>
      {x === 1 && (
        <span className="g-coord g-coord-rank" aria-hidden="true">
          {y}
        </span>
      )}
      {y === 1 && (
        <span className="g-coord g-coord-file" aria-hidden="true">
          {FILES[x - 1]}
        </span>
      )}
    </>
  );
}
