import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TURNS, squareName, type Letter, type PuzzlePlan, type PuzzlePosition } from '../../../engine';
import { Board, type BoardHandle } from '../game/board/Board';
import { PlanOverlay } from '../game/board/PlanOverlay';
import { RevealOverlay } from '../game/board/RevealOverlay';
import { useBoardFocus } from '../game/board/useBoardFocus';
import { useGraphics } from '../game/useGraphics';
import { LetterBadge } from '../components/LetterBadge';
import { PuzzleAnswer, type AnswerView } from './PuzzleAnswer';
import { PuzzleOverlay } from './PuzzleOverlay';
import {
  backOf,
  characterName,
  NO_PICKS,
  pickSquare,
  planStory,
  puzzleBoardModel,
  stepOf,
  type Picks,
  type Revealed,
} from './puzzleBoard';
import { reasonText } from './puzzleWords';
import type { PuzzleOutcome } from './outcome';
import '../styles/game.css';
import '../styles/reveal.css';
import './puzzles.css';

/** Whether a key press belongs to a text field or carries a modifier (then it is not the screen's key). */
const notAScreenKey = (e: KeyboardEvent<HTMLElement>) =>
  e.ctrlKey || e.metaKey || e.altKey || (e.target instanceof HTMLElement && e.target.tagName === 'INPUT');

interface PuzzleSolverProps {
  /** Keys the picks: a new puzzle starts with none. */
  readonly puzzleId: string;
  readonly position: PuzzlePosition;
  /** The page's heading ("Puzzle of the day"). */
  readonly heading: string;
  /** A line above the task (the streak's count, "Not rated: sign in"). */
  readonly note?: ReactNode;
  /** Sends the answer; the server judges it. */
  readonly onSubmit: (plan: PuzzlePlan) => void;
  readonly submitting: boolean;
  /** Why the answer could not be sent or was refused. */
  readonly failure: string | null;
  /** The server's judgement, once in. */
  readonly outcome: PuzzleOutcome | null;
  /** What to do next (Next puzzle, Try the streak again), under the answer; the first takes the focus. */
  readonly actions: ReactNode;
}

/**
 * A puzzle being solved, on the game's board (web/src/game/board): both characters on their squares, the turn;
 * the player picks a move (blue squares) then a hit (red), as in a game, and submits; B or Backspace goes back, S
 * submits. Then the answer beside the board: solved or not, why, the refutation of a wrong plan drawn on the board,
 * the opponent's possible moves, the themes and the rating's change; a live region says the result.
 */
export function PuzzleSolver({
  puzzleId,
  position,
  heading,
  note,
  onSubmit,
  submitting,
  failure,
  outcome,
  actions,
}: PuzzleSolverProps) {
  const { t } = useTranslation('puzzles');
  const graphics = useGraphics();
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [view, setView] = useState<AnswerView>('mine');
  useEffect(() => {
    setPicks(NO_PICKS);
    setRefusal(null);
    setView('mine');
  }, [puzzleId]);
  const step = stepOf(picks);
  const answered = outcome !== null;
  const revealed = useMemo(() => revealedOf(outcome, view), [outcome, view]);
  const model = useMemo(() => puzzleBoardModel(position, picks, revealed), [position, picks, revealed]);
  const board = useRef<BoardHandle>(null);
  const screen = useRef<HTMLDivElement>(null);
  useBoardFocus(board, screen, answered ? null : `${puzzleId}-${step}`, answered);

  const pick = (square: number) => {
    setRefusal(null);
    setPicks((p) => pickSquare(position, p, square));
  };
  const back = () => {
    setRefusal(null);
    setPicks(backOf);
  };
  const plan = picks.move !== null && picks.hit !== null ? { move: picks.move, hit: picks.hit } : null;
  const canSubmit = plan !== null && !answered && !submitting;
  const submit = () => {
    if (canSubmit) onSubmit(plan);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (notAScreenKey(e) || answered) return;
    const key = e.key.toLowerCase();
    if (key === 's') {
      e.preventDefault();
      submit();
    } else if (key === 'b') {
      e.preventDefault();
      back();
    }
  };

  const opponentName = characterName(position.opponent.letter);
  const overlay = answered ? (
    <>
      {revealed?.reply != null && (
        <RevealOverlay
          story={planStory(position, revealed.plan, revealed.reply)}
          ownerOf={(seat) => (seat === 'A' ? 'me' : 'foe')}
          hitLabel={(seat) =>
            seat === 'A' ? t('answer.labelYours') : t('answer.labelTheirs', { opponent: opponentName })
          }
        />
      )}
      <PuzzleOverlay
        replies={outcome.judgement.replies}
        from={position.solver.square}
        plan={
          revealed?.reply != null
            ? null
            : view === 'solution'
              ? outcome.solution
              : { move: outcome.plan.move, hits: [outcome.plan.hit] }
        }
      />
    </>
  ) : picks.move !== null && picks.move !== position.solver.square ? (
    <PlanOverlay from={position.solver.square} to={picks.move} />
  ) : null;

  const announcement = answered
    ? outcome.solved
      ? t('answer.announceSolved', { reason: reasonText(outcome.judgement.reason, position.opponent.square) })
      : t('answer.announceFailed', {
          refutation:
            outcome.judgement.refutation === null
              ? ''
              : reasonText(outcome.judgement.refutation, position.opponent.square),
        })
    : (refusal ??
      (step === 'hit'
        ? t('solve.announceMove', { square: squareName(picks.move!) })
        : step === 'ready'
          ? t('solve.announceHit', { square: squareName(picks.hit!) })
          : ''));

  return (
    <div ref={screen} className="g-play pz-play" onKeyDown={onKeyDown}>
      <div className="g-play-main">
        <div className="g-board-area">
          <Board
            model={model}
            graphics={graphics}
            onPick={pick}
            onBack={answered ? undefined : back}
            onRefused={(square) => {
              if (!answered) setRefusal(t('solve.refused', { square: squareName(square) }));
            }}
            label={t('solve.boardLabel')}
            handle={board}
            overlay={overlay}
          />
        </div>
        <aside className="g-side card pz-side" aria-labelledby="pz-heading">
          <div className="g-side-head">
            <h1 id="pz-heading" className="g-phase">
              {heading}
            </h1>
            <p className="g-turn num">{t('solve.turn', { turn: position.turn, last: MAX_TURNS })}</p>
          </div>
          <ul className="g-players">
            <PieceRow
              owner="me"
              text={t('solve.you', pieceWords(position.solver))}
              letter={position.solver.letter}
            />
            <PieceRow
              owner="foe"
              text={t('solve.opponent', pieceWords(position.opponent))}
              letter={position.opponent.letter}
            />
          </ul>
          {note}
          {answered ? (
            <PuzzleAnswer
              position={position}
              outcome={outcome}
              view={view}
              onView={setView}
              actions={actions}
            />
          ) : (
            <>
              <p>{t('solve.task')}</p>
              <p className="pz-step" data-step={step}>
                {step === 'move'
                  ? t('solve.stepMove')
                  : step === 'hit'
                    ? t('solve.stepHit')
                    : t('solve.stepReady', { move: squareName(picks.move!), hit: squareName(picks.hit!) })}
              </p>
              <div className="row">
                <button
                  type="button"
                  className="g-back-button"
                  disabled={picks.move === null || submitting}
                  aria-keyshortcuts="B Backspace"
                  onClick={back}
                >
                  {t('solve.back')} <kbd aria-hidden="true">B</kbd>
                </button>
                <button
                  type="button"
                  className="primary"
                  disabled={!canSubmit}
                  aria-keyshortcuts="S"
                  onClick={submit}
                >
                  {submitting ? t('solve.submitting') : t('solve.submit')} <kbd aria-hidden="true">S</kbd>
                </button>
              </div>
              {refusal !== null && <p className="muted">{refusal}</p>}
            </>
          )}
          {failure !== null && (
            <p className="error" role="alert">
              {failure}
            </p>
          )}
        </aside>
      </div>
      <PuzzleAnnouncer message={announcement} />
    </div>
  );
}

const pieceWords = (piece: PuzzlePosition['solver']) => ({
  character: characterName(piece.letter),
  square: squareName(piece.square),
});

function PieceRow({ owner, text, letter }: { owner: 'me' | 'foe'; text: string; letter: Letter }) {
  return (
    <li className={`g-player g-player-${owner}`}>
      <span className="g-player-dot" aria-hidden="true" />
      <span className="g-player-name">
        {text}
        <LetterBadge letter={letter} />
      </span>
    </li>
  );
}

/** The board's view of the answer: the player's plan (with its refutation, when wrong) or the solution. */
function revealedOf(outcome: PuzzleOutcome | null, view: AnswerView): Revealed | null {
  if (outcome === null) return null;
  const { judgement, solution } = outcome;
  if (view === 'solution')
    return { replies: judgement.replies, plan: { move: solution.move, hit: solution.hits[0]! }, reply: null };
  const reply = judgement.refutation?.kind === 'refuted' ? judgement.refutation.reply : null;
  return { replies: judgement.replies, plan: outcome.plan, reply: outcome.solved ? null : reply };
}

/** The polite live region: the picks, a refused square and the result; empty first, so the first message is read. */
function PuzzleAnnouncer({ message }: { message: string }) {
  const [shown, setShown] = useState('');
  useEffect(() => {
    setShown(message);
  }, [message]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="puzzle-announcer">
      {shown}
    </p>
  );
}
