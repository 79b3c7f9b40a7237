import { useState, type SyntheticEvent } from 'react';
import { textSettingRoute } from '../../../contract/routes';
import { call } from '../net/call';
import { Field } from './Field';
import { useAction } from './useAction';
import { SETTING_LIMITS, textError } from '../../../contract/http';

export interface TextSettingProps {
  /** The field's label, also the name in the server's messages ('Rank text'). */
  readonly label: string;
  readonly initial: string;
  /** Its route: PUT /v1/setting/{path} with body {[field]: text} (contract/routes/settings.ts). */
  readonly path: string;
  readonly field: string;
  /** The spec's success message. */
  readonly success: string;
}

/** One text setting with its own Save button (a leaderboard column text, a play text). */
export function TextSetting({ label, initial, path, field, success }: TextSettingProps) {
  const [value, setValue] = useState(initial);
  const { busy, error, setError, run } = useAction();
  const max = SETTING_LIMITS.textMax;

  async function save(e: SyntheticEvent) {
    e.preventDefault();
    const problem = textError(value, label, max);
    if (problem !== null) {
      setError(problem);
      return;
    }
    const text = value.trim();
    const answer = await run(
      () => call(textSettingRoute({ path, field, label, success }), { body: { [field]: text } }),
      success,
    );
    if (answer !== undefined) setValue(text);
  }

  return (
    <form className="text-setting" noValidate onSubmit={(e) => void save(e)}>
      <Field
        label={label}
        value={value}
        onChange={setValue}
        hint={`Required, at most ${max}`}
        error={error}
      />
      <button type="submit" className="primary" disabled={busy} aria-label={`Save ${label}`}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
