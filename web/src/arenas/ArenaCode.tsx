import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arenaPageUrl } from './arenaUrls';

/** A private arena's code and the link that fills it in, with a button that copies the link. */
export function ArenaCode({ arenaId, code }: { readonly arenaId: string; readonly code: string }) {
  const { t } = useTranslation('arenas');
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  const link = `${window.location.origin}${arenaPageUrl(arenaId, code)}`;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => {
        setCopied(true);
      },
      () => {
        setCopied('failed');
      },
    );
  };
  return (
    <section className="card stack arena-code-card" aria-labelledby="arena-code">
      <h2 id="arena-code">{t('code.heading')}</h2>
      {/* Read digit by digit; shown as one number. */}
      <p className="num arena-code">
        <span className="sr-only">{t('code.label', { digits: code.split('').join(' ') })}</span>
        <span aria-hidden="true">{code}</span>
      </p>
      <p className="muted">{t('code.about')}</p>
      <p>
        <code className="arena-link">{link}</code>
      </p>
      <div className="row">
        <button type="button" onClick={copy}>
          {copied === true ? t('code.copied') : t('code.copy')}
        </button>
      </div>
      {copied === 'failed' && (
        <p className="error" role="alert">
          {t('code.copyFailed')}
        </p>
      )}
    </section>
  );
}
