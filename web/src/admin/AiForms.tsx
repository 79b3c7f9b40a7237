import { SAVED, SETTING_LABELS } from '../../../contract/texts';
import { SAVE_AI_GAMES, SAVE_AI_NAMES } from '../../../contract/routes';
import { useForm } from '../components/forms/useForm';
import { call } from '../net/call';
import { FormError, NumberField } from './Field';
import { NamesEditor } from './NamesEditor';
import { SETTING_LIMITS, cleanNames, namesError, type AiNamesSetting } from '../../../contract/http';
import { wholeError } from './validate';

/** Number of usable AI names and the names list, saved together: PUT /v1/setting/seta {qty, names}. */
export function AiNamesForm({ initial }: { readonly initial: AiNamesSetting }) {
  const form = useForm(
    { qty: String(initial.qty), names: initial.names },
    {
      check: ({ qty, names }) => ({
        qty: wholeError(qty, SETTING_LIMITS.aiNamesQty, SETTING_LABELS.aiNamesQty),
        names: namesError(names),
      }),
      send: async ({ qty, names }) => {
        const body = { qty: Number(qty.trim()), names: cleanNames(names) };
        const answer = await call(SAVE_AI_NAMES, { body });
        form.setValues({ names: answer.names, qty: String(answer.qty) });
      },
      success: SAVED.aiNames,
    },
  );
  const { values, errors, pending: busy } = form;

  return (
    <form className="card stack" noValidate onSubmit={form.submit} aria-labelledby="ai-names-title">
      <h2 id="ai-names-title">AI names</h2>
      <NumberField
        label="Number of usable AI names"
        value={values.qty}
        onChange={(qty) => {
          form.set('qty', qty);
        }}
        range={SETTING_LIMITS.aiNamesQty}
        error={errors.qty ?? null}
      />
      <p className="muted">
        The game draws AI names from the top of the list; at least {SETTING_LIMITS.aiNamesMin} names, each at
        most {SETTING_LIMITS.aiNameMax} characters.
      </p>
      <NamesEditor
        names={values.names}
        onChange={(next) => {
          form.set('names', next);
          form.clearError('names');
        }}
        error={errors.names ?? null}
      />
      <FormError error={form.failure} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save AI names'}
      </button>
    </form>
  );
}

/** Number of AI-versus-AI games: GET/PUT /v1/setting/setagamenumber {aiQty}. */
export function AiGamesForm({ initial }: { readonly initial: number }) {
  const form = useForm(
    { qty: String(initial) },
    {
      check: ({ qty }) => ({ qty: wholeError(qty, SETTING_LIMITS.aiGames, SETTING_LABELS.aiGames) }),
      send: async ({ qty }) => {
        await call(SAVE_AI_GAMES, { body: { aiQty: Number(qty.trim()) } });
      },
      success: SAVED.aiGames,
    },
  );
  const busy = form.pending;

  return (
    <form className="card stack" noValidate onSubmit={form.submit} aria-labelledby="ai-games-title">
      <h2 id="ai-games-title">AI vs AI games</h2>
      <NumberField
        label={SETTING_LABELS.aiGames}
        value={form.values.qty}
        onChange={(qty) => {
          form.set('qty', qty);
        }}
        range={SETTING_LIMITS.aiGames}
        error={form.errors.qty ?? form.failure}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
