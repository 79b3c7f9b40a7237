import type { ReactNode } from 'react';
import type { Verdict } from '../../../engine';
import './verdict.css';

/**
 * What a fairness check found (docs/FAIRNESS.md), in one line: still checking, "Verified ✓", a warning naming
 * the first thing that did not match, or that the game cannot be checked (stored before commitments).
 */
export type VerdictState = Verdict | 'checking' | 'unverifiable';

/** What "Verified ✓" means, in plain words (docs/FAIRNESS.md, "How to verify" and "What it proves"). */
export const VERIFIED_WORDS = [
  'Before each pick was revealed, the server published a sealed fingerprint (a hash) of it. At the end it revealed every pick with its secret, and your browser checked that each one matches its fingerprint.',
  'The game’s random seed was sealed the same way at the start, so the time-outs’ random picks and the AI’s choices could not be changed during the game.',
  'Your browser then replayed every move with the rules and got the same result.',
  'So no pick, the AI’s included, was changed after the other player’s was known. It cannot show whether two accounts belong to one person.',
] as const;

const FAILED_WORDS =
  'A pick or the result does not match what was sealed before it was revealed, so this game’s record cannot be trusted as it stands. Report the game with its JSON (Download JSON on its replay).';

const UNVERIFIABLE_WORDS =
  'Games stored before sealed fingerprints (commitments) were added carry nothing to check the picks against. The replay still shows what the rules give for the recorded moves.';

/** The verdict as a disclosure: the one-line answer, and on a tap or Enter what was checked and what it means. */
function Disclosure({ kind, summary, children }: { kind: string; summary: string; children: ReactNode }) {
  return (
    <details className={`verdict verdict-details verdict--${kind}`} data-testid="verdict">
      <summary>
        <span className="verdict-word">{summary}</span>
        <span className="verdict-more">What was checked?</span>
      </summary>
      <div className="verdict-explain">{children}</div>
    </details>
  );
}

export function VerdictLine({ verdict }: { verdict: VerdictState }) {
  if (verdict === 'checking')
    return (
      <p className="verdict" role="status">
        Checking the game…
      </p>
    );
  if (verdict === 'unverifiable')
    return (
      <div role="status">
        <Disclosure
          kind="none"
          summary="Not verifiable: this game was stored before games carried commitments."
        >
          <p>{UNVERIFIABLE_WORDS}</p>
        </Disclosure>
      </div>
    );
  if (verdict.ok)
    return (
      <div role="status">
        <Disclosure kind="ok" summary="Verified ✓">
          {VERIFIED_WORDS.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </Disclosure>
      </div>
    );
  return (
    <div role="alert">
      <Disclosure kind="bad" summary={`Not verified: ${verdict.failed} does not match.`}>
        <p>
          What failed: <strong>{verdict.failed}</strong>. {verdict.message}
        </p>
        <p>{FAILED_WORDS}</p>
      </Disclosure>
    </div>
  );
}
