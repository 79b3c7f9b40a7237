import { useState, type SyntheticEvent } from 'react';
import { SAVED, SETTING_LABELS } from '../../../contract/texts';
import { SAVE_AI_GAMES, SAVE_AI_NAMES } from '../../../contract/routes';
import { call } from '../net/call';
import { FormError, NumberField } from './Field';
import { NamesEditor } from './NamesEditor';
import { useAction } from './useAction';
import { SETTING_LIMITS, cleanNames, namesError, type AiNamesSetting } from '../../../contract/http';
import { wholeError } from './validate';

/** Number of usable AI names and the names list, saved together: PUT /v1/setting/seta {qty, names}. */
export function AiNamesForm({ initial }: { readonly initial: AiNamesSetting }) {
  const [qty, setQty] = useState(String(initial.qty));
  const [names, setNames] = useState<readonly string[]>(initial.names);
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  async function save(e: SyntheticEvent) {
    e.preventDefault();
    const q = wholeError(qty, SETTING_LIMITS.aiNamesQty, SETTING_LABELS.aiNamesQty);
    const n = namesError(names);
    setQtyError(q);
    setListError(n);
    if (q !== null || n !== null) return;
    const body = { qty: Number(qty.trim()), names: cleanNames(names) };
    const answer = await run(() => call(SAVE_AI_NAMES, { body }), SAVED.aiNames);
    if (answer !== undefined) {
      setNames(answer.names);
      setQty(String(answer.qty));
    }
  }

  return (
    <form className="card stack" noValidate onSubmit={(e) => void save(e)} aria-labelledby="ai-names-title">
      <h2 id="ai-names-title">AI names</h2>
      <NumberField
        label="Number of usable AI names"
        value={qty}
        onChange={setQty}
        range={SETTING_LIMITS.aiNamesQty}
        error={qtyError}
      />
      <p className="muted">
        The game draws AI names from the top of the list; at least {SETTING_LIMITS.aiNamesMin} names, each at
        most {SETTING_LIMITS.aiNameMax} characters.
      </p>
      <NamesEditor
        names={names}
        onChange={(next) => {
          setNames(next);
          setListError(null);
        }}
        error={listError}
      />
      <FormError error={error} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save AI names'}
      </button>
    </form>
  );
}

/** Number of AI-versus-AI games: GET/PUT /v1/setting/setagamenumber {aiQty}. */
export function AiGamesForm({ initial }: { readonly initial: number }) {
  const [qty, setQty] = useState(String(initial));
  const { busy, error, setError, run } = useAction();

  async function save(e: SyntheticEvent) {
    e.preventDefault();
    const problem = wholeError(qty, SETTING_LIMITS.aiGames, SETTING_LABELS.aiGames);
    if (problem !== null) {
      setError(problem);
      return;
    }
    await run(() => call(SAVE_AI_GAMES, { body: { aiQty: Number(qty.trim()) } }), SAVED.aiGames);
  }

  return (
    <form className="card stack" noValidate onSubmit={(e) => void save(e)} aria-labelledby="ai-games-title">
      <h2 id="ai-games-title">AI vs AI games</h2>
      <NumberField
        label={SETTING_LABELS.aiGames}
        value={qty}
        onChange={setQty}
        range={SETTING_LIMITS.aiGames}
        error={error}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
