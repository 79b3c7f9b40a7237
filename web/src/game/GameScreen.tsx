import type { ResultMessage } from '../../../engine';
import type { LegalSteps } from '../../../engine';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { gameOverFromView } from './announce';
import { Announcer } from './Announcer';
import { Board } from './Board';
import { boardModel, seatsOf, stepsFor } from './boardModel';
import { CharacterCards } from './CharacterCards';
import { ConnectionBanner } from './ConnectionBanner';
import { Coach } from '../guide/Coach';
import { send } from './connection';
import { useGame } from '../stores/game';
import { ResultModal } from './ResultModal';
import { SidePanel } from './SidePanel';
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

interface GameScreenProps {
  readonly view: GameView;
  /** The watcher's controls instead of Back and Set. */
  readonly controls?: ReactNode;
  /** Leaves the game and goes home (result modal, lost connection). */
  readonly onHome: () => void;
}

/** The board with its side panel, the Choose cards, the live region and the result modal. */
export function GameScreen({ view, controls, onHome }: GameScreenProps) {
  const plan = useGame((s) => s.plan);
  const sessionId = useGame((s) => s.sessionId);
  const clockOffset = useGame((s) => s.clockOffset);
  const gameOver = useGame((s) => s.gameOver);
  const graphics = useGraphics();
  const model = useMemo(() => boardModel(view, plan, sessionId), [view, plan, sessionId]);
  const legal = stepsFor(view, plan, sessionId);
  const { watching } = seatsOf(view, sessionId);
  const result = useShownResult(view, sessionId, gameOver);
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
          <Board model={model} graphics={graphics} onPick={pick} onBack={back} label="Board" />
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
      <Announcer view={view} sessionId={sessionId} />
      {result !== null && <ResultModal gameOver={result} onHome={onHome} />}
    </div>
  );
}
