// The server's words for an error code: the catalogue's `errors` entry in the source language, its parameters
// filled in. The API's error handler and the rooms' matchmaking gate send it as an error body's `message`; the
// web renders the same entry by the code it carries (web/src/i18n/errorText.ts).
import { ERRORS } from './en/errors';
import { interpolate, type ParamNames, type Params } from './interpolate';

/** Every code the `errors` namespace has a sentence for. */
export type MessageCode = keyof typeof ERRORS;

/** The codes whose sentence takes no parameter. */
export type PlainMessageCode = {
  [Code in MessageCode]: ParamNames<(typeof ERRORS)[Code]> extends never ? Code : never;
}[MessageCode];

/** The parameters `code`'s sentence takes: `[]` when none, else one object naming each. */
type ArgsFor<Code extends MessageCode> =
  ParamNames<(typeof ERRORS)[Code]> extends never ? [] : [params: Params<(typeof ERRORS)[Code]>];

/** The English sentence for `code`, with its parameters filled in. */
export function messageFor<Code extends MessageCode>(code: Code, ...args: ArgsFor<Code>): string {
  const [params] = args;
  return interpolate(ERRORS[code], params);
}

/** True when `code` has a sentence in the catalogue (a code from outside, such as an error body's). */
export const hasMessage = (code: string): code is MessageCode => Object.hasOwn(ERRORS, code);

/**
 * The English sentence for a code from outside (an error body's, a thrown error's) as the catalogue writes it,
 * its placeholders left unfilled; the code itself when the catalogue has none.
 */
export const sentenceFor = (code: string): string => (hasMessage(code) ? ERRORS[code] : code);
