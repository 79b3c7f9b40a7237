// The profile's name update rules (spec section 5).
import { formatName, NAME_EMPTY, NAME_ENDS_SPACE } from '../../../engine';

/** What Update does with what was typed. */
export type NameDecision =
  /** Alert and stay in edit mode. */
  | { readonly kind: 'alert'; readonly message: string }
  /** Leave edit mode without sending, alerting first when there is a message. */
  | { readonly kind: 'close'; readonly message?: string }
  /** Send this name (trimmed, each word capitalised). */
  | { readonly kind: 'send'; readonly name: string };

/**
 * A name with a space at either end is refused; an empty or unchanged one closes the editor (alerting
 * 'The name should not be empty' only when it differs from the current name); anything else is sent
 * trimmed and capitalised.
 */
export function decideNameUpdate(current: string, typed: string): NameDecision {
  const trimmed = typed.trim();
  if (trimmed !== '' && trimmed !== typed) return { kind: 'alert', message: NAME_ENDS_SPACE };
  if (trimmed === '') return current === '' ? { kind: 'close' } : { kind: 'close', message: NAME_EMPTY };
  if (trimmed === current || formatName(trimmed) === current) return { kind: 'close' };
  return { kind: 'send', name: formatName(trimmed) };
}

/** A server or network failure as the spec alerts it: the message plus a period (never two). */
export function withPeriod(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
