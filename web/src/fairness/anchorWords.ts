// What the replay page says about a game's anchor on Hive (docs/FAIRNESS.md "On Hive"), in plain words.
import { MODE_FACTS, type AnchorCheck, type GameMode } from '../../../engine';
import type { ChainOutcome } from './chainCheck';

/** A value as the mismatch line shows it: a hash shortened, null as "none". */
function shown(value: string | null): string {
  if (value === null) return 'none';
  return /^[0-9a-f]{64}$/.test(value) ? `${value.slice(0, 12)}…` : value;
}

/** "Does not match its anchor on Hive: the winner is B here, A on the chain." */
export function mismatchWords(check: Extract<AnchorCheck, { ok: false }>): string {
  return `Does not match its anchor on Hive: ${check.what} is ${shown(check.stored)} here, ${shown(check.anchored)} on the chain.`;
}

/** Why a game is not anchored ('off'): its mode is not counted, anchoring is off, or it predates anchoring. */
export function offWords(mode: GameMode, anchoring: boolean): string {
  if (!MODE_FACTS[mode].recorded)
    return 'Not anchored on Hive: only counted games (public games and games against the AI) are.';
  if (!anchoring) return 'Not anchored on Hive: anchoring is off on this server.';
  return 'Not anchored on Hive: only counted games recorded since anchoring began are.';
}

export const WAITING_WORDS = 'Waiting to be anchored on Hive.';
export const FAILED_WORDS =
  'Not anchored on Hive: publishing its anchor failed. The check above does not depend on it.';
export const CHECKING_WORDS = 'Checking it against its anchor on Hive…';
export const MATCH_WORDS = 'Matches its anchor on Hive ✓';
export const NO_NODE_WORDS = 'Cannot check it on Hive now: the server did not say which Hive node to ask.';

/** The line for a finished check other than a match. */
export function outcomeWords(outcome: Exclude<ChainOutcome, { kind: 'match' }>): string {
  switch (outcome.kind) {
    case 'mismatch':
      return mismatchWords(outcome.check);
    case 'missing':
      return `Its anchor is not on Hive where the server says: ${outcome.reason}.`;
    case 'unreadable':
      return `The stored game cannot be read to check it against Hive: ${outcome.reason}.`;
    case 'unreachable':
      return `Cannot check it on Hive now: ${outcome.reason}.`;
  }
}

/** The explorer's address for an anchor (`{block}` and `{tx}` filled), or null unless it is http(s). */
export function explorerLink(template: string, block: number, txId: string | null): string | null {
  const url = template.replaceAll('{block}', String(block)).replaceAll('{tx}', txId ?? '');
  return /^https?:\/\//i.test(url) && (txId !== null || !template.includes('{tx}')) ? url : null;
}
