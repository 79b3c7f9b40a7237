import { useId } from 'react';
import { OPACITY_NAMES, SAVED } from '../../../contract/texts';
import { SAVE_OPACITY } from '../../../contract/routes';
import { useForm } from '../components/forms/useForm';
import { call } from '../net/call';
import { FormError } from './Field';
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
  const form = useForm(
    { value: roundOpacity(initial) },
    {
      send: async ({ value }) => {
        await call(SAVE_OPACITY, { body: { value, title } });
      },
      success: SAVED.opacity(name),
    },
  );
  const { value } = form.values;
  const busy = form.pending;
  const label = name.charAt(0).toUpperCase() + name.slice(1);

  return (
    <form className="opacity" noValidate onSubmit={form.submit}>
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
            form.set('value', roundOpacity(Number(e.target.value)));
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
      <FormError error={form.failure} />
    </form>
  );
}
