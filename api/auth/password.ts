import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt (memory-hard) from Node's crypto at OWASP's parameters: N=2^17, r=8, p=1 uses 128 MiB per hash,
 * so maxmem must be above that. Hashes made with weaker parameters are upgraded on the next sign-in.
 */
export const PASSWORD_PARAMS: PasswordParams = { N: 2 ** 17, r: 8, p: 1 };

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface PasswordParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAXMEM }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

/** A storable hash: `scrypt$N$r$p$salt$key` (base64). The password itself is never stored. */
export async function hashPassword(password: string, params = PASSWORD_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params;
  const key = await derive(password, salt, params);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * True when the password matches the stored hash (constant-time comparison). Without a stored hash (an
 * unknown email, an account without a password) it does the same scrypt work (against a random salt) and
 * answers false, so the time taken does not tell whether an account exists.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  params = PASSWORD_PARAMS,
): Promise<boolean> {
  if (stored == null) {
    await derive(password, randomBytes(16), params);
    return false;
  }
  return verifyHash(password, stored);
}

async function verifyHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with weaker parameters than these (rehash it on sign-in). */
export function needsRehash(stored: string, params = PASSWORD_PARAMS): boolean {
  const [scheme, n, r, p] = stored.split('$');
  const { N, r: R, p: P } = params;
  return scheme !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P;
}
