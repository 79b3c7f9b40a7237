// SmartLock's vault: Hive keys kept in this browser only, encrypted with AES-GCM under a key derived from
// the 5-digit PIN (PBKDF2-SHA256, a random salt per account), all with WebCrypto. Keys never leave it
// except to sign in this browser.

/** The keys of one saved account (WIF): only the posting key, all that sign-in needs. */
export interface VaultKeys {
  readonly posting: string;
}

/** One saved account as stored: everything but the name is base64. */
interface VaultEntry {
  readonly v: 1;
  readonly iterations: number;
  readonly salt: string;
  readonly iv: string;
  /** The AES-GCM ciphertext of the keys as JSON; the account name is its additional data. */
  readonly data: string;
}

/** The localStorage item holding every saved account. */
export const VAULT_ITEM = 'octoduel.smartlock';
/** The sessionStorage item holding this browser session's random value (spec section 3). */
export const SESSION_ITEM = 'octoduel.smartlock.session';
/** PBKDF2 rounds for new entries: well above the spec's 100 000 (OWASP advises 600 000 for SHA-256). */
export const PBKDF2_ITERATIONS = 600_000;

/** A wrong PIN, or an entry that was changed or damaged: either way it cannot be opened. */
export class VaultLockedError extends Error {
  constructor(readonly username: string) {
    super(`Wrong password for @${username}`);
  }
}

const subtle = () => globalThis.crypto.subtle;
const enc = new TextEncoder();

function toB64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromB64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function random(n: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

async function pinKey(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', enc.encode(pin), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function readAll(storage: Storage): Record<string, VaultEntry> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VAULT_ITEM) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, VaultEntry>) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: Storage, all: Record<string, VaultEntry>): void {
  storage.setItem(VAULT_ITEM, JSON.stringify(all));
}

/** The saved account names, sorted. */
export function savedAccounts(storage: Storage = localStorage): string[] {
  return Object.keys(readAll(storage)).sort();
}

/** Encrypts and saves the keys of an account under this PIN (replacing any entry of that name). */
export async function saveAccount(
  username: string,
  keys: VaultKeys,
  pin: string,
  options: { storage?: Storage; iterations?: number } = {},
): Promise<void> {
  const storage = options.storage ?? localStorage;
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const salt = random(16);
  const iv = random(12);
  const key = await pinKey(pin, salt, iterations);
  const plain = enc.encode(JSON.stringify({ posting: keys.posting }));
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: enc.encode(username) },
    key,
    plain,
  );
  const entry: VaultEntry = {
    v: 1,
    iterations,
    salt: toB64(salt),
    iv: toB64(iv),
    data: toB64(new Uint8Array(data)),
  };
  writeAll(storage, { ...readAll(storage), [username]: entry });
}

/**
 * Decrypts an account's posting key; VaultLockedError for a wrong PIN, a missing or a damaged entry. An
 * older entry that also holds an active key is saved again under the same PIN without it.
 */
export async function unlockAccount(
  username: string,
  pin: string,
  storage: Storage = localStorage,
): Promise<VaultKeys> {
  const entry = readAll(storage)[username];
  if (entry === undefined) throw new VaultLockedError(username);
  let keys: { posting?: unknown; active?: unknown };
  try {
    const key = await pinKey(pin, fromB64(entry.salt), entry.iterations);
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: fromB64(entry.iv), additionalData: enc.encode(username) },
      key,
      fromB64(entry.data),
    );
    keys = JSON.parse(new TextDecoder().decode(plain)) as typeof keys;
  } catch {
    throw new VaultLockedError(username);
  }
  if (typeof keys.posting !== 'string') throw new VaultLockedError(username);
  const posting = keys.posting;
  if (keys.active !== undefined)
    await saveAccount(username, { posting }, pin, { storage, iterations: entry.iterations });
  return { posting };
}

/** Forgets a saved account and its keys. */
export function removeAccount(username: string, storage: Storage = localStorage): void {
  const { [username]: _removed, ...rest } = readAll(storage);
  writeAll(storage, rest);
}

/**
 * This browser session's random one-time value (spec section 3: "a per-session random one-time value in
 * session storage"), made on first use and gone when the tab closes. It is never sent anywhere.
 */
export function sessionValue(storage: Storage = sessionStorage): string {
  const existing = storage.getItem(SESSION_ITEM);
  if (existing !== null) return existing;
  const value = toB64(random(16));
  storage.setItem(SESSION_ITEM, value);
  return value;
}
