import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ARENA_CODE_DIGITS } from '../../../contract/arenas';
import { ARENA_BY_CODE } from '../../../contract/routes';
import { Field } from '../admin/Field';
import { call } from '../net/call';
import { arenaPageUrl } from './arenaUrls';
import { failureText } from './failureText';

/** "Join by code": finds the private arena a code opens (ARENA_BY_CODE) and goes to its page, code filled in. */
export function JoinByCodeForm() {
  const { t } = useTranslation('arenas');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!new RegExp(`^[0-9]{${ARENA_CODE_DIGITS}}$`).test(digits)) {
      setError(t('byCode.invalid', { digits: ARENA_CODE_DIGITS }));
      return;
    }
    setError(null);
    setBusy(true);
    call(ARENA_BY_CODE, { params: { code: digits } }).then(
      ({ id }) => {
        void navigate(arenaPageUrl(id, digits));
      },
      (err: unknown) => {
        setBusy(false);
        setError(failureText(err));
      },
    );
  };
  return (
    <section className="card stack" aria-labelledby="arena-by-code">
      <h2 id="arena-by-code">{t('byCode.heading')}</h2>
      <form className="arena-form" onSubmit={submit} noValidate>
        <Field
          label={t('byCode.label')}
          value={code}
          onChange={setCode}
          hint={t('byCode.hint', { digits: ARENA_CODE_DIGITS })}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          maxLength={ARENA_CODE_DIGITS + 2}
        />
        <button type="submit" disabled={busy}>
          {busy ? t('byCode.busy') : t('byCode.submit')}
        </button>
      </form>
    </section>
  );
}
