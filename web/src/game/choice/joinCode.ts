import { i18n } from '../../i18n/init';

/** The join box takes digits only, at most this many (spec section 5). */
export const MAX_CODE_DIGITS = 8;

/** The join box: what it holds and the error it shows. */
export interface JoinCodeState {
  readonly code: string;
  readonly error: string | null;
}

export const EMPTY_JOIN_CODE: JoinCodeState = { code: '', error: null };

/**
 * The box after the player typed or pasted `input` (its whole new text): anything but digits is dropped; an
 * input longer than 8 digits is ignored and says so.
 */
export function typeCode(prev: JoinCodeState, input: string): JoinCodeState {
  const digits = input.replace(/\D/g, '');
  if (digits.length > MAX_CODE_DIGITS) return { code: prev.code, error: i18n.t('gameChoice:join.tooLong') };
  return { code: digits, error: null };
}

/** Join pressed: the code to join with, or the box with the error to show (nothing is sent then). */
export function submitCode(s: JoinCodeState): { readonly join: string } | { readonly state: JoinCodeState } {
  if (s.error !== null) return { state: s };
  if (s.code === '') return { state: { code: '', error: i18n.t('gameChoice:join.invalid') } };
  return { join: s.code };
}
