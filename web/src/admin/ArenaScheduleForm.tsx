import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import {
  ARENA_MINUTES,
  ARENA_NAME_LENGTH,
  ARENA_RECURRENCES,
  type ArenaRecurrence,
} from '../../../contract/arenas';
import { ADD_ARENA_SCHEDULE } from '../../../contract/routes';
import { useForm } from '../components/forms/useForm';
import { call } from '../net/call';
import { errorText } from '../i18n/errorText';
import { ApiError } from '../net/http';
import { errorMessage } from '../net/errorMessage';
import { Field, FormError } from './Field';
import { RelaxedClockCheck } from '../arenas/RelaxedClockCheck';

/** A `datetime-local` input's value as epoch ms of this browser's time zone, or null when empty or invalid. */
export function localDateTimeMs(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The form's fields as typed. */
interface ScheduleValues {
  readonly name: string;
  readonly every: ArenaRecurrence;
  readonly minutes: string;
  /** The `datetime-local` input's value. */
  readonly firstStart: string;
  /** Its arenas' games on the relaxed clock. */
  readonly relaxed: boolean;
}

/** "Add a schedule": name, every (once, hourly, daily), length, the first start in local time. */
export function ArenaScheduleForm({ onAdded }: { readonly onAdded: () => void }) {
  const { t } = useTranslation('arenas');
  const everyId = useId();
  const initial: ScheduleValues = { name: '', every: 'daily', minutes: '60', firstStart: '', relaxed: false };
  const form = useForm(initial, {
    check: ({ name, minutes, firstStart }) => {
      const length = name.trim().length;
      const n = /^\d+$/.test(minutes.trim()) ? Number(minutes.trim()) : NaN;
      return {
        name:
          length >= ARENA_NAME_LENGTH.min && length <= ARENA_NAME_LENGTH.max
            ? null
            : t('create.nameError', ARENA_NAME_LENGTH),
        minutes:
          n >= ARENA_MINUTES.min && n <= ARENA_MINUTES.max ? null : t('create.minutesError', ARENA_MINUTES),
        firstStart: localDateTimeMs(firstStart) === null ? t('admin.firstStartError') : null,
      };
    },
    send: async ({ name, every, minutes, firstStart, relaxed }) => {
      await call(ADD_ARENA_SCHEDULE, {
        body: {
          name: name.trim(),
          every,
          minutes: Number(minutes.trim()),
          firstStart: localDateTimeMs(firstStart) ?? 0,
          clock: relaxed ? 'relaxed' : 'standard',
        },
      });
      form.setValues({ name: '', firstStart: '' });
      onAdded();
    },
    success: t('admin.added'),
    describe: (err) => (err instanceof ApiError ? errorText(err) : errorMessage(err)),
  });
  const { values, errors } = form;
  return (
    <form className="card stack" noValidate onSubmit={form.submit} aria-labelledby="arena-schedule-add">
      <h2 id="arena-schedule-add">{t('admin.add')}</h2>
      <Field
        label={t('admin.name')}
        value={values.name}
        onChange={(name) => {
          form.set('name', name);
        }}
        hint={t('admin.nameHint', ARENA_NAME_LENGTH)}
        error={errors.name ?? null}
        maxLength={ARENA_NAME_LENGTH.max}
      />
      <div className="field">
        <div className="field-head">
          <label htmlFor={everyId}>{t('admin.every')}</label>
        </div>
        <select
          id={everyId}
          value={values.every}
          onChange={(e) => {
            const every = ARENA_RECURRENCES.find((r) => r === e.target.value);
            if (every !== undefined) form.set('every', every);
          }}
        >
          {ARENA_RECURRENCES.map((r) => (
            <option key={r} value={r}>
              {t(`admin.recurrence.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('admin.minutes')}
        value={values.minutes}
        onChange={(minutes) => {
          form.set('minutes', minutes);
        }}
        hint={t('admin.minutesHint', ARENA_MINUTES)}
        error={errors.minutes ?? null}
        type="number"
        inputMode="numeric"
        min={ARENA_MINUTES.min}
        max={ARENA_MINUTES.max}
      />
      <Field
        label={t('admin.firstStart')}
        value={values.firstStart}
        onChange={(firstStart) => {
          form.set('firstStart', firstStart);
        }}
        hint={t('admin.firstStartHint')}
        error={errors.firstStart ?? null}
        type="datetime-local"
      />
      <RelaxedClockCheck
        checked={values.relaxed}
        onChange={(relaxed) => {
          form.set('relaxed', relaxed);
        }}
      />
      <FormError error={form.failure} />
      <button type="submit" className="primary" disabled={form.pending}>
        {t('admin.addButton')}
      </button>
    </form>
  );
}
