import { useId, useState, type SyntheticEvent } from 'react';
import { DEFAULT_BOARD_TITLE, SAVED, SETTING_LABELS } from '../../../contract/texts';
import {
  LEADERBOARD_ORDERS,
  SETTING_LIMITS,
  textError,
  textLength,
  type LeaderboardOrder,
  type LeaderboardSetting,
} from '../../../contract/http';
import {
  ARCHIVE_LEADERBOARD,
  RESET_LEADERBOARD,
  SAVE_LEADERBOARD,
  SAVE_LEADERBOARD_ORDER,
  SAVE_LEADERBOARD_PAUSE,
} from '../../../contract/routes';
import { call } from '../net/call';
import { ConfirmButton } from './ConfirmButton';
import { Field, FormError, NumberField } from './Field';
import { useAction } from './useAction';
import { wholeError } from './validate';

/** Title and number of players: PUT /v1/setting/setl {title, qty}. */
export function TitleForm({ initial }: { readonly initial: LeaderboardSetting }) {
  const [title, setTitle] = useState(initial.title);
  const [qty, setQty] = useState(String(initial.qty));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [qtyError, setQtyError] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  async function save(e: SyntheticEvent) {
    e.preventDefault();
    const t = textError(title, 'Title', SETTING_LIMITS.titleMax);
    const q = wholeError(qty, SETTING_LIMITS.players, SETTING_LABELS.players);
    setTitleError(t);
    setQtyError(q);
    if (t !== null || q !== null) return;
    const body = { title: title.trim(), qty: Number(qty.trim()) };
    const answer = await run(() => call(SAVE_LEADERBOARD, { body }), SAVED.leaderboard);
    if (answer !== undefined) setTitle(body.title);
  }

  return (
    <form className="card stack" noValidate onSubmit={(e) => void save(e)} aria-labelledby="setl-title">
      <h2 id="setl-title">Title and size</h2>
      <Field
        label="Title"
        value={title}
        onChange={setTitle}
        placeholder={DEFAULT_BOARD_TITLE}
        hint={`Required, at most ${SETTING_LIMITS.titleMax} (${textLength(title.trim())}/${SETTING_LIMITS.titleMax})`}
        error={titleError}
      />
      <NumberField
        label={SETTING_LABELS.players}
        value={qty}
        onChange={setQty}
        range={SETTING_LIMITS.players}
        error={qtyError}
      />
      <FormError error={error} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : 'Update'}
      </button>
    </form>
  );
}

/** Pause / continue (PUT setlstatus {status}), archive (PUT setlarchive) and reset (DELETE setlreset). */
export function BoardControls({ initialPause }: { readonly initialPause: boolean }) {
  const [pause, setPause] = useState(initialPause);
  const status = useAction();
  const archive = useAction();
  const reset = useAction();

  async function toggle() {
    const answer = await status.run(
      () => call(SAVE_LEADERBOARD_PAUSE, { body: { status: !pause } }),
      SAVED.leaderboard,
    );
    if (answer !== undefined) setPause(answer.pause);
  }

  return (
    <section className="card stack" aria-labelledby="setl-board">
      <h2 id="setl-board">Leaderboard</h2>
      <p>
        {pause
          ? 'Paused: games that end now are stored but not counted.'
          : 'Running: finished games are counted.'}
      </p>
      <div className="row">
        <button type="button" disabled={status.busy} onClick={() => void toggle()}>
          {pause ? 'Continue' : 'Pause'}
        </button>
      </div>
      <FormError error={status.error} />
      <div className="row">
        <ConfirmButton
          label="Archive"
          question="Archive the leaderboard? Its standings are saved as a past season and a new, empty board starts."
          busy={archive.busy}
          onConfirm={() => void archive.run(() => call(ARCHIVE_LEADERBOARD), SAVED.archived)}
        />
        <ConfirmButton
          label="Reset"
          question="Reset the leaderboard? Every counted result is cleared and not saved."
          busy={reset.busy}
          onConfirm={() => void reset.run(() => call(RESET_LEADERBOARD), SAVED.reset)}
        />
      </div>
      <FormError error={archive.error} />
      <FormError error={reset.error} />
    </section>
  );
}

const ORDER_LABELS: Record<LeaderboardOrder, string> = {
  rating: 'By rating (established players first, provisional ones marked "?")',
  wins: 'By wins, then fewest losses, then draws',
};

/** The board's order: PUT /v1/setting/setlorder {order}. */
export function OrderForm({ initial }: { readonly initial: LeaderboardOrder }) {
  const [order, setOrder] = useState<LeaderboardOrder>(initial);
  const id = useId();
  const { busy, error, run } = useAction();

  async function save(e: SyntheticEvent) {
    e.preventDefault();
    await run(() => call(SAVE_LEADERBOARD_ORDER, { body: { order } }), SAVED.leaderboard);
  }

  return (
    <form className="card stack" noValidate onSubmit={(e) => void save(e)} aria-labelledby="setl-order">
      <h2 id="setl-order">Order</h2>
      <div className="field">
        <label htmlFor={id}>Order the board</label>
        <select
          id={id}
          value={order}
          onChange={(e) => {
            const picked = LEADERBOARD_ORDERS.find((o) => o === e.target.value);
            if (picked !== undefined) setOrder(picked);
          }}
        >
          {LEADERBOARD_ORDERS.map((o) => (
            <option key={o} value={o}>
              {ORDER_LABELS[o]}
            </option>
          ))}
        </select>
      </div>
      <FormError error={error} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save order'}
      </button>
    </form>
  );
}
