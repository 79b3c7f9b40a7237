// What the replay page says about a game's anchor on Hive (docs/FAIRNESS.md "On Hive"), in plain words.
import { MODE_FACTS, type AnchorCheck, type GameMode } from '../../../engine';
import { i18n } from '../i18n/init';
import type { ChainOutcome } from './chainCheck';

/** A value as the mismatch line shows it: a hash shortened, null as "none". */
function shown(value: string | null): string {
  if (value === null) return i18n.t('fairness:anchor.none');
  return /^[0-9a-f]{64}$/.test(value) ? `${value.slice(0, 12)}…` : value;
}

/** "Does not match its anchor on Hive: the winner is B here, A on the chain." */
export function mismatchWords(check: Extract<AnchorCheck, { ok: false }>): string {
  return i18n.t('fairness:anchor.mismatch', {
    what: check.what,
    stored: shown(check.stored),
    anchored: shown(check.anchored),
  });
}

/** Why a game is not anchored ('off'): its mode is not counted, anchoring is off, or it predates anchoring. */
export function offWords(mode: GameMode, anchoring: boolean): string {
  if (!MODE_FACTS[mode].recorded) return i18n.t('fairness:anchor.offNotCounted');
  if (!anchoring) return i18n.t('fairness:anchor.offAnchoring');
  return i18n.t('fairness:anchor.offBefore');
}

/** The line for a finished check other than a match. */
export function outcomeWords(outcome: Exclude<ChainOutcome, { kind: 'match' }>): string {
  switch (outcome.kind) {
    case 'mismatch':
      return mismatchWords(outcome.check);
    case 'missing':
      return i18n.t('fairness:anchor.missing', { reason: outcome.reason });
    case 'unreadable':
      return i18n.t('fairness:anchor.unreadable', { reason: outcome.reason });
    case 'unreachable':
      return i18n.t('fairness:anchor.unreachable', { reason: outcome.reason });
  }
}

/** The explorer's address for an anchor (`{block}` and `{tx}` filled), or null unless it is http(s). */
export function explorerLink(template: string, block: number, txId: string | null): string | null {
  const url = template.replaceAll('{block}', String(block)).replaceAll('{tx}', txId ?? '');
  return /^https?:\/\//i.test(url) && (txId !== null || !template.includes('{tx}')) ? url : null;
}
