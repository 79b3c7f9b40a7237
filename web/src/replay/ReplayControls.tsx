import type { useStepper } from './useStepper';

interface ReplayControlsProps {
  readonly stepper: ReturnType<typeof useStepper>;
  /** The label of the step on show ("Turn 3 of 7"). */
  readonly label: string;
}

/** Previous / Play-Pause / Next, the "Step" slider, and the step label in a live region. */
export function ReplayControls({ stepper, label }: ReplayControlsProps) {
  const { index, last, playing } = stepper;
  return (
    <div className="replay-controls stack">
      <p className="replay-step-label num" aria-live="polite" aria-atomic="true">
        {label}
      </p>
      <div className="row replay-buttons">
        <button type="button" onClick={stepper.previous} disabled={index === 0}>
          Previous
        </button>
        <button type="button" className="primary" onClick={stepper.toggle}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={stepper.next} disabled={index >= last}>
          Next
        </button>
      </div>
      <label className="replay-slider">
        <span>Step</span>
        <input
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
      </label>
      <p className="muted replay-keys">
        Left and Right arrow keys step; Home and End go to the start and the end.
      </p>
    </div>
  );
}
