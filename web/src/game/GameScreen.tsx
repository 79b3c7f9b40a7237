import type { ResultMessage } from '../../../engine';
import type { LegalSteps } from '../../../engine';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { gameOverFromView } from './announce';
import { Announcer } from './Announcer';
import { Board, type BoardHandle } from './Board';
import { boardModel, seatsOf, stepsFor } from './boardModel';
import { CharacterCards } from './CharacterCards';
import { ConnectionBanner } from './ConnectionBanner';
import { Coach } from '../guide/Coach';
import { send } from './connection';
import { useGame } from '../stores/game';
import { PlayingCards } from './PlayingCards';
import { ResultModal } from './ResultModal';
import { RevealCaption, RevealOverlay } from './RevealOverlay';
import { usePlayAgain } from './playAgain';
import { hitLabel, resultReasonText, revealCaption, storyOf } from './storyWords';
import { SidePanel } from './SidePanel';
import { StartBar } from './StartBar';
import type { GameView } from './types';
import { useGraphics } from './useGraphics';

/** Back (Choose, Place and planning) and Set (planning only). */
function PlanButtons({ legal }: { legal: LegalSteps }) {
  if (!legal.picking) return null;
  return (
    <div className="row g-plan-buttons">
      <button
        type="button"
        disabled={!legal.canBack}
        onClick={() => {
          send({ type: 'back' });
        }}
      >
        Back
      </button>
      {legal.planning && (
        <button
          type="button"
          className="primary"
          disabled={!legal.canSet}
          onClick={() => {
            send({ type: 'set' });
          }}
        >
          Set
        </button>
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
 * removed or disabled control only later). Never while a modal dialog is open.
 */
function useBoardFocus(board: RefObject<BoardHandle | null>, actsIn: string | null): void {
  const acted = useRef<string | null>(null);
  useEffect(() => {
    if (document.querySelector('dialog[open]') !== null) return;
    const starts = actsIn !== null && actsIn !== acted.current;
    acted.current = actsIn;
    if (starts || focusFallen()) board.current?.focus();
  });
  useEffect(() => {
    const id: ReturnType<typeof setInterval> = setInterval(() => {
      if (document.querySelector('dialog[open]') === null && focusFallen()) board.current?.focus();
    }, FOCUS_CHECK_MS);
    return () => {
      clearInterval(id);
    };
  }, [board]);
}

interface GameScreenProps {
  readonly view: GameView;
  /** The watcher's controls instead of Back and Set. */
  readonly controls?: ReactNode;
  /** Leaves the game and goes home (result modal, lost connection). */
  readonly onHome: () => void;
  /** False: no result dialog at the end (TV shows its own "Next game" line instead). */
  readonly resultDialog?: boolean;
}

/** The board with its side panel, the Choose cards, the live region and the result modal. */
export function GameScreen({ view, controls, onHome, resultDialog = true }: GameScreenProps) {
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
  useBoardFocus(board, legal.step === 'none' ? null : `${view.phase}-${view.turn}`);
  const playAgain = usePlayAgain(view);
  const story = legal.revealShown ? storyOf(view, sessionId) : null;
  const caption = story === null ? null : revealCaption(view, sessionId);
  const { ownerOf } = seatsOf(view, sessionId);
  const pick = (square: number) => {
    if (legal.step !== 'none') send({ type: legal.step, square });
  };
  const back = () => {
    if (legal.canBack) send({ type: 'back' });
  };
  return (
    <div className={`g-play g-phase-${view.phase}${watching ? ' g-watching' : ''}`}>
      <ConnectionBanner onHome={onHome} />
      <Coach view={view} plan={plan} sessionId={sessionId} />
      <div className="g-play-main">
        <div className="g-board-area">
          <Board
            model={model}
            graphics={graphics}
            onPick={pick}
            onBack={back}
            label="Board"
            handle={board}
            overlay={
              story !== null && (
                <RevealOverlay
                  story={story}
                  ownerOf={ownerOf}
                  hitLabel={(seat) => hitLabel(view, sessionId, seat)}
                />
              )
            }
          />
          {story !== null && caption !== null && <RevealCaption text={caption} outcome={story.outcome} />}
          {view.phase === 'start' && (
            <StartBar view={view} sessionId={sessionId} clockOffset={clockOffset} canReady={legal.canReady} />
          )}
        </div>
        <SidePanel view={view} plan={plan} sessionId={sessionId} clockOffset={clockOffset}>
          {controls ?? <PlanButtons legal={legal} />}
        </SidePanel>
        {/* In the grid: right under the board on a phone, under board and panel on a desktop. */}
        {view.phase === 'choose' && (
          <CharacterCards
            picked={watching ? null : (plan?.character ?? null)}
            onPick={watching ? undefined : pick}
          />
        )}
      </div>
      <PlayingCards tokens={model.tokens} view={view} />
      <Announcer view={view} sessionId={sessionId} plan={plan} />
      {result !== null && resultDialog && (
        <ResultModal
          gameOver={result}
          reason={resultReasonText(view, sessionId)}
          onHome={onHome}
          onPlayAgain={watching ? undefined : playAgain}
        />
      )}
    </div>
  );
}
