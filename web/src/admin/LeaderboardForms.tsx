import { useId, useState } from 'react';
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
import { useForm } from '../components/forms/useForm';
import { call } from '../net/call';
import { ConfirmButton } from './ConfirmButton';
import { Field, FormError, NumberField } from './Field';
import { useAction } from './useAction';
import { wholeError } from './validate';

/** Title and number of players: PUT /v1/setting/setl {title, qty}. */
export function TitleForm({ initial }: { readonly initial: LeaderboardSetting }) {
  const form = useForm(
    { title: initial.title, qty: String(initial.qty) },
    {
      check: ({ title, qty }) => ({
        title: textError(title, 'Title', SETTING_LIMITS.titleMax),
        qty: wholeError(qty, SETTING_LIMITS.players, SETTING_LABELS.players),
      }),
      send: async ({ title, qty }) => {
        const body = { title: title.trim(), qty: Number(qty.trim()) };
        await call(SAVE_LEADERBOARD, { body });
        form.set('title', body.title);
      },
      success: SAVED.leaderboard,
    },
  );
  const { values, errors, pending: busy } = form;

  return (
    <form className="card stack" noValidate onSubmit={form.submit} aria-labelledby="setl-title">
      <h2 id="setl-title">Title and size</h2>
      <Field
        label="Title"
        value={values.title}
        onChange={(title) => {
          form.set('title', title);
        }}
        placeholder={DEFAULT_BOARD_TITLE}
        hint={`Required, at most ${SETTING_LIMITS.titleMax} (${textLength(values.title.trim())}/${SETTING_LIMITS.titleMax})`}
        error={errors.title ?? null}
      />
      <NumberField
        label={SETTING_LABELS.players}
        value={values.qty}
        onChange={(qty) => {
          form.set('qty', qty);
        }}
        range={SETTING_LIMITS.players}
        error={errors.qty ?? null}
      />
      <FormError error={form.failure} />
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
  const id = useId();
  const form = useForm(
    { order: initial },
    {
      send: async ({ order }) => {
        await call(SAVE_LEADERBOARD_ORDER, { body: { order } });
      },
      success: SAVED.leaderboard,
    },
  );
  const busy = form.pending;

  return (
    <form className="card stack" noValidate onSubmit={form.submit} aria-labelledby="setl-order">
      <h2 id="setl-order">Order</h2>
      <div className="field">
        <label htmlFor={id}>Order the board</label>
        <select
          id={id}
          value={form.values.order}
          onChange={(e) => {
            const picked = LEADERBOARD_ORDERS.find((o) => o === e.target.value);
            if (picked !== undefined) form.set('order', picked);
          }}
        >
          {LEADERBOARD_ORDERS.map((o) => (
            <option key={o} value={o}>
              {ORDER_LABELS[o]}
            </option>
          ))}
        </select>
      </div>
      <FormError error={form.failure} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save order'}
      </button>
    </form>
  );
}
