import { ApiError } from './http';

/** A failure's message for the screen: the server's words, or what went wrong and what to do. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'The server cannot be reached. Check your connection and try again.';
}
