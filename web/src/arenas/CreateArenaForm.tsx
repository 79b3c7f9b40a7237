import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ARENA_MAX_START_DELAY_MINUTES,
  ARENA_MINUTES,
  ARENA_NAME_LENGTH,
  type CreatedArena,
} from '../../../contract/arenas';
import { CREATE_ARENA } from '../../../contract/routes';
import { Field, FormError } from '../admin/Field';
import { RelaxedClockCheck } from './RelaxedClockCheck';
import { call } from '../net/call';
import { useSession } from '../stores/session';
import { arenaPageUrl } from './arenaUrls';
import { failureText } from './failureText';
import { ARENA_LIST_KEY } from './useArenaList';

/** A whole number in [min, max] from a field's text, or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

/** The made arena: its code and its link to pass on, and the way to it. */
function Made({ made }: { readonly made: CreatedArena }) {
  const { t } = useTranslation('arenas');
  const link = arenaPageUrl(made.arena.id, made.code);
  return (
    <div className="arena-made stack" role="status">
      <p>{t('create.made', { name: made.arena.name })}</p>
      <dl className="arena-made-facts">
        <dt>{t('create.code')}</dt>
        <dd className="num arena-code">{made.code}</dd>
        <dt>{t('create.link')}</dt>
        <dd>
          <code className="arena-link">{`${window.location.origin}${link}`}</code>
        </dd>
      </dl>
      <Link to={link} className="button-link">
        {t('create.open')}
      </Link>
    </div>
  );
}

/** "Make a private arena": name, length and start for a signed-in player; then its code and link. */
export function CreateArenaForm() {
  const { t } = useTranslation('arenas');
  const signedIn = useSession((s) => s.status === 'signedIn' && s.account !== null);
  const queries = useQueryClient();
  const [name, setName] = useState('');
  const [minutes, setMinutes] = useState('30');
  const [startsIn, setStartsIn] = useState('5');
  const [relaxed, setRelaxed] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; minutes?: string; startsIn?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<CreatedArena | null>(null);
  if (!signedIn)
    return (
      <section className="card stack" aria-labelledby="arena-create">
        <h2 id="arena-create">{t('create.heading')}</h2>
        <p>
          <Trans t={t} i18nKey="create.signIn" components={{ signin: <Link to="/signin" /> }} />
        </p>
      </section>
    );
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    const length = wholeIn(minutes, ARENA_MINUTES.min, ARENA_MINUTES.max);
    const delay = wholeIn(startsIn, 0, ARENA_MAX_START_DELAY_MINUTES);
    const nameOk = trimmed.length >= ARENA_NAME_LENGTH.min && trimmed.length <= ARENA_NAME_LENGTH.max;
    const found = {
      name: nameOk ? undefined : t('create.nameError', ARENA_NAME_LENGTH),
      minutes: length === null ? t('create.minutesError', ARENA_MINUTES) : undefined,
      startsIn:
        delay === null ? t('create.startsInError', { max: ARENA_MAX_START_DELAY_MINUTES }) : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (!nameOk || length === null || delay === null) return;
    setBusy(true);
    const body = {
      name: trimmed,
      minutes: length,
      startsInMinutes: delay,
      clock: relaxed ? 'relaxed' : 'standard',
    } as const;
    call(CREATE_ARENA, { body }).then(
      (answer) => {
        setBusy(false);
        setMade(answer);
        void queries.invalidateQueries({ queryKey: ARENA_LIST_KEY });
      },
      (err: unknown) => {
        setBusy(false);
        setFailure(failureText(err));
      },
    );
  };
  return (
    <section className="card stack" aria-labelledby="arena-create">
      <h2 id="arena-create">{t('create.heading')}</h2>
      <form className="arena-form" onSubmit={submit} noValidate>
        <Field
          label={t('create.name')}
          value={name}
          onChange={setName}
          hint={t('create.nameHint', ARENA_NAME_LENGTH)}
          error={errors.name ?? null}
          maxLength={ARENA_NAME_LENGTH.max}
          autoComplete="off"
        />
        <Field
          label={t('create.minutes')}
          value={minutes}
          onChange={setMinutes}
          hint={t('create.minutesHint', ARENA_MINUTES)}
          error={errors.minutes ?? null}
          type="number"
          inputMode="numeric"
          min={ARENA_MINUTES.min}
          max={ARENA_MINUTES.max}
        />
        <Field
          label={t('create.startsIn')}
          value={startsIn}
          onChange={setStartsIn}
          hint={t('create.startsInHint', { max: ARENA_MAX_START_DELAY_MINUTES })}
          error={errors.startsIn ?? null}
          type="number"
          inputMode="numeric"
          min={0}
          max={ARENA_MAX_START_DELAY_MINUTES}
        />
        <RelaxedClockCheck checked={relaxed} onChange={setRelaxed} />
        <FormError error={failure} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('create.busy') : t('create.submit')}
        </button>
      </form>
      {made !== null && <Made made={made} />}
    </section>
  );
}
