import { useId, useState, type SyntheticEvent } from 'react';
import { OPACITY_NAMES, SAVED } from '../../../contract/texts';
import { SAVE_OPACITY } from '../../../contract/routes';
import { call } from '../net/call';
import { FormError } from './Field';
import { useAction } from './useAction';
import { roundOpacity } from '../../../contract/http';

export type OpacityTitle = 'tileOpacity' | 'faceOpacity' | 'imageOpacity';

/** The three opacities: their setting title and the name in the spec's message. */
export const OPACITIES: readonly { readonly title: OpacityTitle; readonly name: string }[] = [
  { title: 'tileOpacity', name: OPACITY_NAMES.tileOpacity },
  { title: 'faceOpacity', name: OPACITY_NAMES.faceOpacity },
  { title: 'imageOpacity', name: OPACITY_NAMES.imageOpacity },
];

/** One opacity slider (0-1, step 0.1) with its own Save: POST saveopacity {value, title}. */
export function OpacitySlider(props: {
  readonly title: OpacityTitle;
  readonly name: string;
  readonly initial: number;
}) {
  const { title, name, initial } = props;
  const id = useId();
  const [value, setValue] = useState(roundOpacity(initial));
  const { busy, error, run } = useAction();
  const label = name.charAt(0).toUpperCase() + name.slice(1);

  async function save(e: SyntheticEvent) {
    e.preventDefault();
    await run(() => call(SAVE_OPACITY, { body: { value, title } }), SAVED.opacity(name));
  }

  return (
    <form className="opacity" noValidate onSubmit={(e) => void save(e)}>
      <div className="field-head">
        <label htmlFor={id}>{label}</label>
        <span className="muted hint">0-1, step 0.1</span>
      </div>
      <div className="row">
        <input
          id={id}
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={value}
          aria-valuetext={value.toFixed(1)}
          onChange={(e) => {
            setValue(roundOpacity(Number(e.target.value)));
          }}
        />
        {/* The slider announces its own value; this is the visible copy (an <output> would be a live region). */}
        <span className="num opacity-value" aria-hidden="true">
          {value.toFixed(1)}
        </span>
        <button type="submit" className="primary" disabled={busy} aria-label={`Save ${name}`}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      <FormError error={error} />
    </form>
  );
}
