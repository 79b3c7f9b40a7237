// An error as the page shows it: by its code, from the catalogue's `errors` namespace, when the server said no more
// than that code's sentence; the server's own words when it said something particular (which field, which limit)
// or sent a code the catalogue does not know.
import { hasMessage, sentenceFor } from '../../../contract/catalogue/messageFor';
import { i18n } from './init';

/** A failure as the server or the client describes it: its error code and its message. */
export interface CodedFailure {
  readonly code: string;
  readonly message: string;
}

/** The text to show for `failure`, in the page's language where the catalogue has its code's sentence. */
export function errorText(failure: CodedFailure): string {
  const { code, message } = failure;
  if (!hasMessage(code) || message !== sentenceFor(code)) return message;
  return i18n.t(`errors:${code}`);
}
