import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../game/board/Board';
import { RevealOverlay } from '../game/board/RevealOverlay';
import { useGraphics } from '../game/useGraphics';
import { replayBoardModel } from '../replay/replayBoard';
import type { ReplayStep } from '../replay/replaySteps';
import { demoName } from './demoGame';
import { prefersReducedMotion, useDemoLoop } from './useDemoLoop';

/**
 * The welcome screen's game on a loop: the play screen's own board, pieces and reveal drawn for each step the
 * engine played, with the step's sentence under it and a Pause button. With reduced motion it stands still on the
 * deciding reveal until Play is pressed. The board is a picture here (inert): the caption says it in words.
 */
export function DemoGame({ steps }: { steps: readonly ReplayStep[] }) {
  const { t } = useTranslation('welcome');
  const graphics = useGraphics();
  const deciding = Math.max(
    0,
    steps.findLastIndex((s) => s.kind === 'turn'),
  );
  const still = useMemo(prefersReducedMotion, []);
  const loop = useDemoLoop(steps.length, deciding, still);
  const step = steps[loop.index];
  const board = useMemo(() => (step === undefined ? null : replayBoardModel(step, demoName)), [step]);
  if (step === undefined || board === null) return null;
  return (
    <figure className="w-demo" aria-labelledby="w-demo-title" data-step={step.kind}>
      <div className="w-board" inert>
        <Board
          model={board}
          graphics={graphics}
          onPick={() => undefined}
          label={t('demo.label', { step: step.label })}
          overlay={
            step.story === null ? undefined : (
              <RevealOverlay
                story={step.story}
                ownerOf={(s) => (s === 'A' ? 'me' : 'foe')}
                hitLabel={(s) => t('demo.hit', { name: demoName(s) })}
              />
            )
          }
        />
      </div>
      <figcaption className="w-caption">
        <span className="w-caption-text">
          <strong id="w-demo-title">{t('demo.title', { step: step.label })}</strong>
          <span data-testid="demo-caption">{step.caption}</span>
        </span>
        <button type="button" className="w-pause" onClick={loop.toggle}>
          {loop.playing ? t('demo.pause') : t('demo.play')}
        </button>
      </figcaption>
    </figure>
  );
}
