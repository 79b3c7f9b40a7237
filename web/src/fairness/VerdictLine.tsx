import type { Verdict } from '../../../engine';
import './verdict.css';

/**
 * What a fairness check found (docs/FAIRNESS.md), in one line: still checking, "Verified ✓", a warning naming
 * the first thing that did not match, or that the game cannot be checked (stored before commitments).
 */
export type VerdictState = Verdict | 'checking' | 'unverifiable';

export function VerdictLine({ verdict }: { verdict: VerdictState }) {
  if (verdict === 'checking')
    return (
      <p className="verdict" role="status">
        Checking the game…
      </p>
    );
  if (verdict === 'unverifiable')
    return (
      <p className="verdict" role="status">
        Not verifiable: this game was stored before games carried commitments.
      </p>
    );
  if (verdict.ok)
    return (
      <p
        className="verdict verdict--ok"
        role="status"
        title="Every commitment opened to the pick that was played, and the engine re-ran the game to the same result."
      >
        Verified ✓
      </p>
    );
  return (
    <p className="verdict verdict--bad" role="alert">
      Not verified: {verdict.failed} does not match. {verdict.message}
    </p>
  );
}
