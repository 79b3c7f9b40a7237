import type { ResultMessage, Seat } from '../../../engine';
import { ERROR_MESSAGES, isLivePhase, squareName, whyRefused, type LegalSteps } from '../../../engine';
import { ArrowHeads, squareCentre as centre } from './board/boardSvg';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { gameOverFromView } from './panel/announce';
import { Announcer } from './panel/Announcer';
import { Board, type BoardHandle } from './board/Board';
import { boardModel, seatsOf, stepsFor } from './board/boardModel';
import { CharacterCards } from './board/CharacterCards';
import { ConnectionBanner } from './panel/ConnectionBanner';
import { Coach } from '../guide/Coach';
import { send } from './net/connection';
import { useGame } from '../stores/game';
import { LeaveButton } from './panel/LeaveButton';
import { ShortcutSheet } from './panel/ShortcutSheet';
import { PlayingCards } from './board/PlayingCards';
import { ResultModal } from './result/ResultModal';
import { RevealOverlay } from './board/RevealOverlay';
import { usePlayAgain } from './net/playAgain';
import { hitLabel, resultReasonText, storyOf } from './panel/storyWords';
import { LandedHitLine } from './board/LandedHitLine';
import { useLastTurnReplay } from './board/lastTurnReplay';
import { TurnList } from './panel/TurnList';
import { useTurnLog } from './decoding/turnLog';
import { SidePanel } from './panel/SidePanel';
import { StartBar } from './panel/StartBar';
import type { GameView } from './decoding/types';
import { useGraphics } from './useGraphics';
import { useUnloadGuard } from './useUnloadGuard';
import { useGameSounds } from '../sound/useGameSounds';

/**
 * Back (Choose, Place and planning) and Set (planning only), with their keys (B or Backspace, S), and on the same
 * row the screen's tools (Leave, the keys' sheet): one row, so the phone's Choose cards stay right under the board.
 */
function PlanButtons({
  legal,
  setRefusal,
  tools,
}: {
  legal: LegalSteps;
  setRefusal: string | null;
  tools: ReactNode;
}) {
  if (!legal.picking) return <div className="row g-screen-tools">{tools}</div>;
  const why = legal.planning && !legal.canSet ? setRefusal : null;
  return (
    <div className="g-plan-buttons">
      <div className="row">
        <button
          type="button"
          className="g-back-button"
          disabled={!legal.canBack}
          aria-keyshortcuts="B Backspace"
          onClick={() => {
            send({ type: 'back' });
          }}
        >
          Back <kbd aria-hidden="true">B</kbd>
        </button>
        {legal.planning && (
          <button
            type="button"
            className="primary g-set-button"
            disabled={!legal.canSet}
            aria-keyshortcuts="S"
            aria-describedby={why === null ? undefined : 'g-set-why'}
            onClick={() => {
              send({ type: 'set' });
            }}
          >
            Set <kbd aria-hidden="true">S</kbd>
          </button>
        )}
        {tools}
      </div>
      {why !== null && (
        <p id="g-set-why" className="g-set-why muted">
          {why}
        </p>
      )}
    </div>
  );
}

/** How long the board waits for the server's `gameover` before showing the result from the state. */
const GAMEOVER_WAIT_MS = 1500;

/** The result to show: the server's message, or (if it never came) one made from the synced result. */
function useShownResult(view: GameView, sessionId: string | null, gameOver: ResultMessage | null) {
  const over = view.phase === 'over';
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!over) return;
    const id: ReturnType<typeof setTimeout> = setTimeout(() => {
      setLate(true);
    }, GAMEOVER_WAIT_MS);
    return () => {
      clearTimeout(id);
    };
  }, [over]);
  if (gameOver !== null) return gameOver;
  return over && late ? gameOverFromView(view, sessionId) : null;
}

/** How often the game screen checks that focus has not fallen to the page body (ms). */
const FOCUS_CHECK_MS = 250;

/** Focus has nowhere useful to be: the body, or a control that was disabled or removed. */
function focusFallen(): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || !active.isConnected) return true;
  return active instanceof HTMLButtonElement && active.disabled;
}

/**
 * Keeps keyboard focus on the board: it moves there at the start of every phase in which the player acts
 * (the Play button, the cards and Set disappear at such changes), and whenever focus has fallen to the page
 * body or a dead control (checked after each render and every 250 ms, since browsers move focus off a
 * removed or disabled control only later). Never while a modal dialog is open, and never for a spectator (`off`):
 * nothing on the board is theirs to pick, and a square focused without a key press would show a stray focus ring.
 */
function useBoardFocus(board: RefObject<BoardHandle | null>, actsIn: string | null, off: boolean): void {
  const acted = useRef<string | null>(null);
  useEffect(() => {
    if (off || document.querySelector('dialog[open]') !== null) return;
    const starts = actsIn !== null && actsIn !== acted.current;
    acted.current = actsIn;
    if (starts || focusFallen()) board.current?.focus();
  });
  useEffect(() => {
    if (off) return;
    const id: ReturnType<typeof setInterval> = setInterval(() => {
      if (document.querySelector('dialog[open]') === null && focusFallen()) board.current?.focus();
    }, FOCUS_CHECK_MS);
    return () => {
      clearInterval(id);
    };
  }, [board, off]);
}

interface GameScreenProps {
  readonly view: GameView;
  /** The watcher's controls instead of Back and Set. */
  readonly controls?: ReactNode;
  /** Leaves the game and goes home (result modal, lost connection). */
  readonly onHome: () => void;
  /** False: no result dialog at the end (TV shows its own "Next game" line instead). */
  readonly resultDialog?: boolean;
  /** Play again for a game no room hosts (the local game, web/src/practice): instead of the room's own. */
  readonly onPlayAgain?: () => void;
  /** Words the result adds (the local game: not recorded, and the way to sign in). */
  readonly resultNote?: ReactNode;
}

/** Whether a key press belongs to a text field or carries a modifier (then it is not a game key). */
function notAGameKey(e: KeyboardEvent<HTMLElement>): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return true;
  const t = e.target;
  return t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
}

/** Your planned move drawn on the board: an arrow from your piece to a faint copy of it on the destination. */
function PlanOverlay({ from, to }: { from: number; to: number }) {
  const a = centre(from);
  const b = centre(to);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const cut = Math.min(0.42, len / 2);
  const start = { x: a.x + ((b.x - a.x) / len) * cut, y: a.y + ((b.y - a.y) / len) * cut };
  const end = { x: b.x - ((b.x - a.x) / len) * cut, y: b.y - ((b.y - a.y) / len) * cut };
  return (
    <svg className="g-plan-overlay" viewBox="0 0 8 8" aria-hidden="true" data-testid="plan-arrow">
      <ArrowHeads idPrefix="g-plan-arrow" headClass={(o) => `g-reveal-fill-${o}`} />
      <line
        className="g-plan-arrow"
        x1={start.x}
        y1={start.y}
        x2={end.x}
        y2={end.y}
        markerEnd="url(#g-plan-arrow-me)"
        data-from={from}
        data-to={to}
      />
    </svg>
  );
}

/** The board with its side panel, the Choose cards, the live region and the result modal. */
export function GameScreen({
  view,
  controls,
  onHome,
  resultDialog = true,
  onPlayAgain,
  resultNote,
}: GameScreenProps) {
  const plan = useGame((s) => s.plan);
  const sessionId = useGame((s) => s.sessionId);
  const clockOffset = useGame((s) => s.clockOffset);
  const gameOver = useGame((s) => s.gameOver);
  const graphics = useGraphics();
  const model = useMemo(() => boardModel(view, plan, sessionId), [view, plan, sessionId]);
  const legal = stepsFor(view, plan, sessionId);
  const { watching } = seatsOf(view, sessionId);
  const result = useShownResult(view, sessionId, gameOver);
  const board = useRef<BoardHandle>(null);
  useBoardFocus(board, legal.step === 'none' ? null : `${view.phase}-${view.turn}`, watching);
  const live = !watching && isLivePhase(view.phase);
  useUnloadGuard(live);
  useGameSounds(view, sessionId);
  const playAgain = usePlayAgain(view);
  const again = onPlayAgain ?? playAgain;
  const turns = useTurnLog(view);
  const replay = useLastTurnReplay(view);
  const story = legal.revealShown || replay.shown ? storyOf(view, sessionId) : null;
  const labelOf = (seat: Seat) => hitLabel(view, sessionId, seat);
  const { ownerOf } = seatsOf(view, sessionId);
  // Why the last pick on a square was refused, said through the live region until the next change.
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    setRefusal(null);
  }, [view.phase, view.turn, plan]);
  const pick = (square: number) => {
    if (legal.step !== 'none') send({ type: legal.step, square });
  };
  const refuse = (square: number) => {
    if (watching || plan === null) return;
    const action = legal.step === 'none' ? ({ type: 'move', square } as const) : { type: legal.step, square };
    const why = whyRefused(view.phase, plan, action);
    setRefusal(`${squareName(square)}: ${why?.message ?? ERROR_MESSAGES['phase/wrong']}`);
  };
  const back = () => {
    if (legal.canBack) send({ type: 'back' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (notAGameKey(e) || watching) return;
    const key = e.key.toLowerCase();
    if (key === 's' && legal.planning) {
      e.preventDefault();
      if (legal.canSet) send({ type: 'set' });
      else if (plan !== null) setRefusal(whyRefused(view.phase, plan, { type: 'set' })?.message ?? null);
    } else if (key === 'b' && legal.picking) {
      e.preventDefault();
      back();
    }
  };
  const mine = model.tokens.find((t) => t.owner === 'me' && !watching);
  const planned = model.squares.find((s) => s.plannedMove)?.square;
  const planArrow =
    mine !== undefined && planned !== undefined && planned !== mine.square ? (
      <PlanOverlay from={mine.square} to={planned} />
    ) : null;
  const setWhy =
    plan === null || legal.canSet ? null : (whyRefused(view.phase, plan, { type: 'set' })?.message ?? null);
  const coach = <Coach view={view} plan={plan} sessionId={sessionId} />;
  return (
    <div className={`g-play g-phase-${view.phase}${watching ? ' g-watching' : ''}`} onKeyDown={onKeyDown}>
      <ConnectionBanner onHome={onHome} />
      <div className="g-play-main">
        <div className="g-board-area">
          <Board
            model={model}
            graphics={graphics}
            onPick={pick}
            onBack={back}
            onRefused={refuse}
            label="Board"
            handle={board}
            overlay={
              story !== null ? (
                <RevealOverlay story={story} ownerOf={ownerOf} hitLabel={labelOf} />
              ) : (
                planArrow
              )
            }
          />
          {story !== null && <LandedHitLine story={story} hitLabel={labelOf} />}
          {view.phase === 'start' && (
            <StartBar view={view} sessionId={sessionId} clockOffset={clockOffset} canReady={legal.canReady} />
          )}
        </div>
        <SidePanel
          view={view}
          plan={plan}
          sessionId={sessionId}
          clockOffset={clockOffset}
          controls={
            controls ?? (
              <PlanButtons
                legal={legal}
                setRefusal={setWhy}
                tools={
                  <>
                    {/* A seat is given up only here (or by the grace period's end), never by a navigation. */}
                    {live && <LeaveButton onLeave={onHome} />}
                    <ShortcutSheet />
                  </>
                }
              />
            )
          }
          coach={coach}
          turns={<TurnList view={view} sessionId={sessionId} turns={turns} replay={replay} />}
          cards={
            // On a phone right under the controls (no long page before them); on a desktop beside the board.
            view.phase === 'choose' && (
              <CharacterCards
                picked={watching ? null : (plan?.character ?? null)}
                onPick={watching ? undefined : pick}
              />
            )
          }
        />
      </div>
      <PlayingCards tokens={model.tokens} view={view} />
      <Announcer view={view} sessionId={sessionId} plan={plan} note={refusal} />
      {result !== null && resultDialog && (
        <ResultModal
          gameOver={result}
          reason={resultReasonText(view, sessionId)}
          onHome={onHome}
          onPlayAgain={watching ? undefined : again}
          note={resultNote}
        />
      )}
    </div>
  );
}
