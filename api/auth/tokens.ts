import { createHash, randomBytes } from 'node:crypto';

/** A new random token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a stolen table holds no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
