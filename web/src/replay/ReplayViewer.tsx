import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  characterByLetter,
  gameNotation,
  verifyStoredGame,
  type GamePlayer,
  type Seat,
  type StoredGame,
} from '../../../engine';
import type { GameAnchor } from '../../../contract/http';
import { CharacterPicture } from '../art/CharacterPicture';
import { VerdictLine } from '../fairness/VerdictLine';
import { Board } from '../game/board/Board';
import { RevealOverlay } from '../game/board/RevealOverlay';
import { useGraphics, type Graphics } from '../game/useGraphics';
import { AnchorLine } from './AnchorLine';
import { AccuracyFigures, BestPlanOverlay, TurnFigures } from './AnalysisFigures';
import { NotationBox } from './NotationBox';
import { ReplayControls } from './ReplayControls';
import { replayBoardModel } from './replayBoard';
import { stepMarks, type ReplayModel } from './replaySteps';
import { useBestPlans, useGameAnalysis } from './useGameAnalysis';
import { useStepper } from './useStepper';

const ownerOf = (s: Seat) => (s === 'A' ? 'me' : 'foe');

function PlayerLine({ player, seat, graphics }: { player: GamePlayer; seat: Seat; graphics: Graphics }) {
  const { t } = useTranslation('replay');
  const c = player.character === null ? undefined : characterByLetter(player.character);
  return (
    <span className={`replay-player replay-player-${seat === 'A' ? 'me' : 'foe'}`}>
      {player.character !== null && (
        <span className="replay-face" aria-hidden="true">
          <CharacterPicture letter={player.character} pose="face" graphics={graphics} />
        </span>
      )}
      <span>
        <strong>{player.name}</strong>
        {player.ai && <> {t('ai')}</>}
        {c !== undefined && <span className="muted"> · {c.name}</span>}
      </span>
    </span>
  );
}

/**
 * A stored game, replayed: who played whom and how accurately, the board at the step on show with the turn's
 * plans scored against the solved game, the controls, notation, the check and the anchor on Hive.
 */
export function ReplayViewer({
  game,
  anchor,
  model,
}: {
  game: StoredGame;
  anchor: GameAnchor;
  model: ReplayModel;
}) {
  const { t } = useTranslation('replay');
  const graphics = useGraphics();
  const { steps, replay } = model;
  const stepper = useStepper(steps.length);
  const step = steps[stepper.index]!;
  const name = useCallback((s: Seat) => game.players[s].name || t('player', { seat: s }), [game, t]);
  const board = useMemo(() => replayBoardModel(step, name), [step, name]);
  const notation = useMemo(() => gameNotation(game, replay), [game, replay]);
  const verdict = useMemo(() => verifyStoredGame(game), [game]);
  const marks = useMemo(() => stepMarks(steps), [steps]);
  const analysis = useGameAnalysis(replay);
  const bestPlans = useBestPlans();
  const scored =
    analysis.state === 'ready' && step.kind === 'turn'
      ? analysis.analysis.turns.find((t) => t.turn === step.story?.turn)
      : undefined;
  const showBest = scored !== undefined && bestPlans.shown.has(scored.turn);
  const ended = new Date(game.endedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="page stack replay-page">
      <header className="stack replay-head">
        <h1>{t('heading')}</h1>
        <p className="replay-players">
          <PlayerLine player={game.players.A} seat="A" graphics={graphics} />
          <span className="muted"> {t('vs')} </span>
          <PlayerLine player={game.players.B} seat="B" graphics={graphics} />
        </p>
        <p className="muted">
          {t(`modes.${game.mode}`)} · {ended}
        </p>
        <AccuracyFigures analysis={analysis} name={name} />
      </header>
      <div className="replay-main">
        <div className="replay-board">
          <Board
            model={board}
            graphics={graphics}
            onPick={() => undefined}
            label={t('board.label', { step: step.label })}
            overlay={
              <>
                {step.story !== null && (
                  <RevealOverlay
                    story={step.story}
                    ownerOf={ownerOf}
                    hitLabel={(s) => t('board.hit', { name: name(s) })}
                  />
                )}
                {showBest && (
                  <BestPlanOverlay
                    turn={scored}
                    from={{ A: step.sides.A.from ?? -1, B: step.sides.B.from ?? -1 }}
                    ownerOf={ownerOf}
                  />
                )}
              </>
            }
          />
        </div>
        <div className="stack replay-side">
          <ReplayControls stepper={stepper} label={step.label} marks={marks} />
          <p className="replay-caption" data-testid="replay-caption">
            {step.caption}
          </p>
          {scored !== undefined && (
            <TurnFigures
              turn={scored}
              name={name}
              shown={showBest}
              onToggle={() => {
                bestPlans.toggle(scored.turn);
              }}
            />
          )}
          <VerdictLine verdict={verdict} />
          <AnchorLine game={game} anchor={anchor} />
        </div>
      </div>
      <NotationBox notation={notation} game={game} />
    </div>
  );
}
