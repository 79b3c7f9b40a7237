import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { useStepper } from './useStepper';

/** A mark under the slider for one step: its short text ("1" for turn 1) and whether a hit landed there. */
export interface StepMark {
  readonly text: string;
  /** The step's full name ("Turn 3 of 7"), for the mark's tooltip. */
  readonly title: string;
  readonly hit: boolean;
}

interface ReplayControlsProps {
  readonly stepper: ReturnType<typeof useStepper>;
  /** The label of the step on show ("Turn 3 of 7"). */
  readonly label: string;
  /** One mark per step, in order. */
  readonly marks: readonly StepMark[];
}

/**
 * The "Step" slider: a native range input (so it keeps the slider role, the arrow, Page and Home/End keys and
 * touch dragging) drawn in the game's look: a track filled in amber up to the step on show, a round thumb
 * with a 44 px touch target, and a mark per step under it (turn numbers; a red dot where a hit landed).
 */
function StepSlider({ stepper, label, marks }: ReplayControlsProps) {
  const { t } = useTranslation('replay');
  const { index, last } = stepper;
  const at = (i: number) => (last === 0 ? 0 : (i / last) * 100);
  return (
    <div className="replay-slider" style={{ '--fill': `${at(index)}%` } as CSSProperties}>
      <label htmlFor="replay-step" className="replay-slider-name">
        {t('controls.step')}
      </label>
      <input
        id="replay-step"
        className="replay-range"
        type="range"
        min={0}
        max={last}
        step={1}
        value={index}
        aria-valuetext={label}
        onChange={(e) => {
          stepper.jump(Number(e.target.value));
        }}
      />
      <ol className="replay-marks" aria-hidden="true" data-testid="replay-marks">
        {marks.map((m, i) => (
          <li
            key={i}
            className={`replay-mark${m.hit ? ' replay-mark-hit' : ''}${i === index ? ' replay-mark-now' : ''}`}
            style={{ left: `${at(i)}%` }}
            title={m.title}
            onClick={() => {
              stepper.jump(i);
            }}
          >
            <span className="replay-mark-tick" />
            <span className="replay-mark-text">{m.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Previous / Play-Pause / Next, the "Step" slider with its marks, and the step label in a live region. */
export function ReplayControls({ stepper, label, marks }: ReplayControlsProps) {
  const { t } = useTranslation('replay');
  const { index, last, playing } = stepper;
  return (
    <div className="replay-controls stack">
      <p className="replay-step-label num" aria-live="polite" aria-atomic="true">
        {label}
      </p>
      <div className="row replay-buttons">
        <button type="button" onClick={stepper.previous} disabled={index === 0}>
          {t('controls.previous')}
        </button>
        <button type="button" className="primary" onClick={stepper.toggle}>
          {playing ? t('controls.pause') : t('controls.play')}
        </button>
        <button type="button" onClick={stepper.next} disabled={index >= last}>
          {t('controls.next')}
        </button>
      </div>
      <StepSlider stepper={stepper} label={label} marks={marks} />
      <p className="muted replay-keys">{t('controls.keys')}</p>
    </div>
  );
}
