import type { Seat } from '../../../engine';
import { isLivePhase, whyRefused } from '../../../engine';
import { useMemo, useRef, type ReactNode } from 'react';
import { Announcer } from './panel/Announcer';
import { Board, type BoardHandle } from './board/Board';
import { boardModel, seatsOf, stepsFor } from './board/boardModel';
import { CharacterCards } from './board/CharacterCards';
import { PlanOverlay } from './board/PlanOverlay';
import { useBoardFocus } from './board/useBoardFocus';
import { ConnectionBanner } from './panel/ConnectionBanner';
import { Coach } from '../guide/Coach';
import { GuidePuzzleOffer } from '../guide/GuidePuzzleOffer';
import { useGame } from '../stores/game';
import { LeaveButton } from './panel/LeaveButton';
import { PlanButtons } from './panel/PlanButtons';
import { ShortcutSheet } from './panel/ShortcutSheet';
import { PlayingCards } from './board/PlayingCards';
import { ResultModal } from './result/ResultModal';
import { useShownResult } from './result/useShownResult';
import { useFinishedRecord } from './result/useFinishedRecord';
import { RevealOverlay } from './board/RevealOverlay';
import { usePlayAgain } from './net/playAgain';
import { hitLabel, resultReasonText, storyOf } from './panel/storyWords';
import { LandedHitLine } from './board/LandedHitLine';
import { useLastTurnReplay } from './board/lastTurnReplay';
import { TurnList } from './panel/TurnList';
import { useTurnLog } from './decoding/turnLog';
import { SidePanel } from './panel/SidePanel';
import { StartBar } from './panel/StartBar';
import { BerserkOffer } from './panel/Berserk';
import type { GameView } from './decoding/types';
import { useGameInput } from './useGameInput';
import { useGraphics } from './useGraphics';
import { useUnloadGuard } from './useUnloadGuard';
import { useGameSounds } from '../sound/useGameSounds';

interface GameScreenProps {
  readonly view: GameView;
  /** The watcher's controls instead of Back and Set. */
  readonly controls?: ReactNode;
  /** Leaves the game and goes home (result modal, lost connection). */
  readonly onHome: () => void;
  /** False: no result dialog at the end (TV shows its own "Next game" line instead). */
  readonly resultDialog?: boolean;
  /**
   * Play again for a game no room hosts (the local game, web/src/practice): instead of the room's own; null: no
   * Play again (an arena game: the arena pairs the next one).
   */
  readonly onPlayAgain?: (() => void) | null;
  /** Words the result adds (the local game: not recorded, and the way to sign in). */
  readonly resultNote?: ReactNode;
  /** A spectator's screen (/watch/:roomId, /tv): the finished game's record is the stored game's (the room sends none). */
  readonly spectating?: boolean;
  /** An arena game (/play?arena=<id>): its players may go berserk before the first move. */
  readonly arena?: boolean;
}

/** The board with its side panel, the Choose cards, the live region and the result modal. */
export function GameScreen({
  view,
  controls,
  onHome,
  resultDialog = true,
  onPlayAgain,
  resultNote,
  spectating = false,
  arena = false,
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
  const screen = useRef<HTMLDivElement>(null);
  useBoardFocus(board, screen, legal.step === 'none' ? null : `${view.phase}-${view.turn}`, watching);
  const live = !watching && isLivePhase(view.phase);
  useUnloadGuard(live);
  useGameSounds(view, sessionId);
  const playAgain = usePlayAgain(view);
  const again = onPlayAgain === null ? undefined : (onPlayAgain ?? playAgain);
  // Once over, every turn from the record: the room's, or a spectator's stored game (the room sends them none).
  const { record } = useFinishedRecord(spectating);
  const turns = useTurnLog(record === view.record ? view : { ...view, record });
  const replay = useLastTurnReplay(view);
  const story = legal.revealShown || replay.shown ? storyOf(view, sessionId) : null;
  const labelOf = (seat: Seat) => hitLabel(view, sessionId, seat);
  const { ownerOf } = seatsOf(view, sessionId);
  const { refusal, pick, refuse, back, onKeyDown } = useGameInput(view, plan, legal, watching);
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
    <div
      ref={screen}
      className={`g-play g-phase-${view.phase}${watching ? ' g-watching' : ''}`}
      onKeyDown={onKeyDown}
    >
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
          offer={arena && <BerserkOffer view={view} sessionId={sessionId} />}
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
          note={
            <>
              {resultNote}
              <GuidePuzzleOffer />
            </>
          }
          spectating={spectating}
        />
      )}
    </div>
  );
}
