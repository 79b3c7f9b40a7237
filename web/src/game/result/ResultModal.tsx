import type { ResultMessage, Seat } from '../../../../engine';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VerdictLine } from '../../fairness/VerdictLine';
import { AccuracyFigures } from '../../replay/AnalysisFigures';
import { useRecordAnalysis } from '../../replay/useGameAnalysis';
import { useGame } from '../../stores/game';
import { send } from '../net/connection';
import { RatingChange } from './RatingChange';
import { useFinishedRecord } from './useFinishedRecord';
import type { SeatView } from '../decoding/types';
import { rematchPrompt } from './rematch';
import './rematch.css';

const NO_PLAYERS: readonly SeatView[] = [];

/** The gap kept between the result and the board, and the narrowest result beside it (px). */
const GAP = 12;
const BESIDE_MIN = 300;

/**
 * Puts the result where it leaves the final board in view: beside the board when there is room (a desktop),
 * else under it (a phone), as tall as the space there allows (it scrolls inside); over the page only when
 * the board fills the whole screen.
 */
export function placeAwayFromBoard(dialog: HTMLElement): void {
  const board = document.querySelector('.g-board')?.getBoundingClientRect();
  const s = dialog.style;
  s.margin = '';
  s.inset = '';
  s.maxHeight = '';
  s.width = '';
  dialog.classList.remove('g-result-compact');
  if (board === undefined || board.width === 0) return;
  const w = window.innerWidth;
  const h = window.innerHeight;
  const right = w - board.right - 2 * GAP;
  const below = h - Math.max(board.bottom, 0) - 2 * GAP;
  if (right >= BESIDE_MIN) {
    s.margin = '0';
    s.inset = `${Math.max(GAP, board.top)}px auto auto ${board.right + GAP}px`;
    s.width = `${Math.min(right, 26 * 16)}px`;
    s.maxHeight = `${h - Math.max(GAP, board.top) - GAP}px`;
  } else if (below >= 120) {
    dialog.classList.add('g-result-compact');
    s.margin = '0';
    s.inset = `${Math.max(board.bottom, 0) + GAP}px ${GAP}px auto ${GAP}px`;
    s.width = 'auto';
    s.maxHeight = `${below}px`;
  }
}

interface ResultModalProps {
  readonly gameOver: ResultMessage;
  /** Why the game ended ("Iris hit you on c6 on turn 1"), or null when unknown. */
  readonly reason: string | null;
  readonly onHome: () => void;
  /** Starts a new game of the same mode, level and clock; absent when there is none to start. */
  readonly onPlayAgain?: () => void;
  /** Words for this kind of game (the local game: not recorded, and the way to sign in), above the buttons. */
  readonly note?: ReactNode;
  /** A spectator's result: the room sends no record, so the check and the accuracy read the stored game's. */
  readonly spectating?: boolean;
}

/**
 * The rematch offer after a game between two players (absent otherwise): Rematch; once asked, who we wait for;
 * when the opponent asked, "<name> wants a rematch" with Rematch and No thanks; then agreed, declined or expired.
 */
function RematchOffer() {
  const { t } = useTranslation('gameResult');
  const view = useGame((s) => s.view);
  const sessionId = useGame((s) => s.sessionId);
  const prompt = view === null ? null : rematchPrompt(view, sessionId);
  if (prompt === null) return null;
  const rematch = (
    <button
      type="button"
      onClick={() => {
        send({ type: 'rematch' });
      }}
    >
      {t('rematch.rematch')}
    </button>
  );
  return (
    <div className="g-rematch" data-testid="rematch">
      {prompt.kind !== 'offer' && <p aria-live="polite">{prompt.text}</p>}
      {prompt.kind === 'offer' && rematch}
      {prompt.kind === 'invited' && (
        <>
          {rematch}
          <button
            type="button"
            onClick={() => {
              send({ type: 'decline' });
            }}
          >
            {t('rematch.noThanks')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The result beside or under the final board (placeAwayFromBoard: the squares that decided the game stay in view): the spec's message, the reason, the
 * fairness check of the game (docs/FAIRNESS.md), each player's accuracy against the solved game, a link to its replay, the rematch offer, and Play again and Home. A native modal <dialog>: it keeps focus inside, and Escape closes it, leaving a
 * bar with the same buttons and a way to open it again.
 */
export function ResultModal({
  gameOver,
  reason,
  onHome,
  onPlayAgain,
  note,
  spectating = false,
}: ResultModalProps) {
  const { t } = useTranslation('gameResult');
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  // On a phone: the rating change, fairness check, accuracy and replay link shown (Details).
  const [more, setMore] = useState(false);
  const gameId = useGame((s) => s.view?.gameId ?? null);
  // The finished game's record (sent only once it is over; a spectator asks for the stored game): its fairness
  // check, and both players' plans scored against the solved game.
  const { record, verdict } = useFinishedRecord(spectating);
  const analysis = useRecordAnalysis(record);
  const players = useGame((s) => s.view?.players ?? NO_PLAYERS);
  const seatName = (seat: Seat) => players.find((p) => p.seat === seat)?.name ?? t('player', { seat });
  useEffect(() => {
    const el = dialog.current;
    if (!open || el === null) return;
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    placeAwayFromBoard(el);
    first.current?.focus({ preventScroll: true });
    const place = () => {
      placeAwayFromBoard(el);
    };
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
    };
  }, [open]);
  // Escape left the bar: its first action takes the focus the dialog had, so the actions stay one key away.
  useEffect(() => {
    if (!open) first.current?.focus({ preventScroll: true });
  }, [open]);
  const title = t(`titles.${gameOver.result}`);
  const buttons = (
    <>
      <RematchOffer />
      {onPlayAgain !== undefined && (
        <button ref={first} type="button" className="primary" onClick={onPlayAgain}>
          {t('playAgain')}
        </button>
      )}
      <button
        ref={onPlayAgain === undefined ? first : undefined}
        type="button"
        className={onPlayAgain === undefined ? 'primary' : undefined}
        onClick={onHome}
      >
        {t('home')}
      </button>
    </>
  );
  if (!open)
    return (
      <section className={`card g-result-bar g-result-${gameOver.result}`} aria-label={t('label')}>
        <p>
          <strong>{title}</strong>
          {t('barMessage', { message: gameOver.message })}
          {reason !== null && t('barReason', { reason })}
        </p>
        <button
          type="button"
          onClick={() => {
            setOpen(true);
          }}
        >
          {t('show')}
        </button>
        {note}
        {gameId !== null && (
          <Link className="g-result-replay" to={`/replay/${encodeURIComponent(gameId)}`}>
            {t('replay')}
          </Link>
        )}
        {buttons}
      </section>
    );
  return (
    <dialog
      ref={dialog}
      className={`g-modal g-result-dialog g-result-${gameOver.result}`}
      aria-labelledby="result-title"
      aria-describedby="result-message"
      onKeyDown={(e) => {
        // The modal dialog makes the page inert; Tab also wraps inside it instead of leaving for the browser.
        if (e.key !== 'Tab') return;
        // Only what shows: on a phone the details wait hidden, elsewhere the Details button is hidden.
        const buttons = [
          ...e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]'),
        ].filter((el) => typeof el.checkVisibility !== 'function' || el.checkVisibility());
        const [firstButton, lastButton] = [buttons[0], buttons.at(-1)];
        if (firstButton === undefined || lastButton === undefined) return;
        if (!e.shiftKey && document.activeElement === lastButton) {
          e.preventDefault();
          firstButton.focus();
        } else if (e.shiftKey && document.activeElement === firstButton) {
          e.preventDefault();
          lastButton.focus();
        }
      }}
      onCancel={(e) => {
        // Escape: close (React keeps the element, so close it here rather than letting the browser do it).
        e.preventDefault();
        const el = dialog.current;
        if (typeof el?.close === 'function') el.close();
        else el?.removeAttribute('open');
        setOpen(false);
      }}
    >
      <h2 id="result-title">{title}</h2>
      <p id="result-message" className="g-result-message">
        {gameOver.message}
      </p>
      {reason !== null && (
        <p className="g-result-reason" data-testid="result-reason">
          {reason}
        </p>
      )}
      {note}
      <div id="result-more" className="g-result-more-body" data-open={more || undefined}>
        <RatingChange />
        {gameId !== null && (
          <>
            {verdict !== null && <VerdictLine verdict={verdict} />}
            <AccuracyFigures analysis={analysis} name={seatName} />
            <p>
              <Link to={`/replay/${encodeURIComponent(gameId)}`}>{t('replay')}</Link>
            </p>
          </>
        )}
      </div>
      <div className="g-result-buttons">
        {buttons}
        {/* Under the board on a phone (g-result-compact) the rest waits behind Details, so the dialog fits the
            space below the board without scrolling inside itself; elsewhere the button is hidden (reveal.css). */}
        <button
          type="button"
          className="g-result-more"
          aria-expanded={more}
          aria-controls="result-more"
          onClick={() => {
            setMore((m) => !m);
          }}
        >
          {more ? t('fewerDetails') : t('details')}
        </button>
      </div>
    </dialog>
  );
}
