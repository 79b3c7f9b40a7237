import { textSettingRoute } from '../../../contract/routes';
import { useForm } from '../components/forms/useForm';
import { call } from '../net/call';
import { Field } from './Field';
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
  const max = SETTING_LIMITS.textMax;
  const form = useForm(
    { value: initial },
    {
      check: ({ value }) => ({ value: textError(value, label, max) }),
      send: async ({ value }) => {
        const text = value.trim();
        await call(textSettingRoute({ path, field, label, success }), { body: { [field]: text } });
        form.set('value', text);
      },
      success,
    },
  );
  const busy = form.pending;

  return (
    <form className="text-setting" noValidate onSubmit={form.submit}>
      <Field
        label={label}
        value={form.values.value}
        onChange={(value) => {
          form.set('value', value);
        }}
        hint={`Required, at most ${max}`}
        error={form.errors.value ?? form.failure}
      />
      <button type="submit" className="primary" disabled={busy} aria-label={`Save ${label}`}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
