import { errorText } from '../i18n/errorText';
import { ApiError } from '../net/http';
import { errorMessage } from '../net/errorMessage';

/** A failed call as the arena screens say it: an API refusal by its code's sentence (errorText), else the reason. */
export function failureText(err: unknown): string {
  return err instanceof ApiError ? errorText(err) : errorMessage(err);
}

/** True when `err` is the API's refusal with `code`. */
export function refusedWith(err: unknown, code: ApiError['code']): boolean {
  return err instanceof ApiError && err.code === code;
}
