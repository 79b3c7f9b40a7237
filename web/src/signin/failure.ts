/** A message to show for any failure: its own text, else a generic one. */
export function failureMessage(err: unknown): string {
  if (err instanceof Error && err.message !== '') return err.message;
  return 'Something went wrong. Please try again.';
}
