import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Verdict } from '../../../engine';
import './verdict.css';

/**
 * What a fairness check found (docs/FAIRNESS.md), in one line: still checking, "Verified ✓", a warning naming
 * the first thing that did not match, or that the game cannot be checked (stored before commitments).
 */
export type VerdictState = Verdict | 'checking' | 'unverifiable';

/** The paragraphs saying what "Verified ✓" means, in order (the catalogue's `verdict.verifiedWords`). */
const VERIFIED_WORDS = ['sealed', 'seed', 'replayed', 'proves'] as const;

/** The verdict as a disclosure: the one-line answer, and on a tap or Enter what was checked and what it means. */
function Disclosure({ kind, summary, children }: { kind: string; summary: string; children: ReactNode }) {
  const { t } = useTranslation('fairness');
  return (
    <details className={`verdict verdict-details verdict--${kind}`} data-testid="verdict">
      <summary>
        <span className="verdict-word">{summary}</span>
        <span className="verdict-more">{t('verdict.more')}</span>
      </summary>
      <div className="verdict-explain">{children}</div>
    </details>
  );
}

export function VerdictLine({ verdict }: { verdict: VerdictState }) {
  const { t } = useTranslation('fairness');
  if (verdict === 'checking')
    return (
      <p className="verdict" role="status">
        {t('verdict.checking')}
      </p>
    );
  if (verdict === 'unverifiable')
    return (
      <div role="status">
        <Disclosure kind="none" summary={t('verdict.unverifiable')}>
          <p>{t('verdict.unverifiableWords')}</p>
        </Disclosure>
      </div>
    );
  if (verdict.ok)
    return (
      <div role="status">
        <Disclosure kind="ok" summary={t('verdict.verified')}>
          {VERIFIED_WORDS.map((w) => (
            <p key={w}>{t(`verdict.verifiedWords.${w}`)}</p>
          ))}
        </Disclosure>
      </div>
    );
  return (
    <div role="alert">
      <Disclosure kind="bad" summary={t('verdict.notVerified', { failed: verdict.failed })}>
        <p>
          <Trans
            t={t}
            i18nKey="verdict.whatFailed"
            values={{ failed: verdict.failed, message: verdict.message }}
            components={{ strong: <strong /> }}
          />
        </p>
        <p>{t('verdict.failedWords')}</p>
      </Disclosure>
    </div>
  );
}
