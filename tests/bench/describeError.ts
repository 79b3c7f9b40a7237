/**
 * A failed join in words: colyseus.js's errors carry a code, a network failure its cause (an empty message alone
 * says nothing).
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return typeof err === 'string' ? err : JSON.stringify(err);
  const code = (err as { code?: unknown }).code;
  const parts = [
    err.name,
    code === undefined ? '' : `(${JSON.stringify(code)})`,
    err.message || '(no message)',
  ];
  if (err.cause !== undefined)
    parts.push(`cause: ${err.cause instanceof Error ? err.cause.message : JSON.stringify(err.cause)}`);
  return parts.filter(Boolean).join(' ');
}
