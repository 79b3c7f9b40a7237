import { beforeEach, describe, expect, test } from 'vitest';
import {
  PBKDF2_ITERATIONS,
  removeAccount,
  saveAccount,
  savedAccounts,
  sessionValue,
  SESSION_ITEM,
  unlockAccount,
  VAULT_ITEM,
  VaultLockedError,
} from './vault';

const KEYS = {
  posting: '5JdeC9P7Pbd1uGdFVEsJ41EkEnADbbHGq6p1BwFxm6txNBsQnsw',
  active: '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3',
};
const FAST = { iterations: 1000 };

const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Writes an entry as earlier versions did, with whatever keys they held (the active one too). */
async function saveOldEntry(username: string, keys: object, pin: string): Promise<void> {
  const enc = new TextEncoder();
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const material = await crypto.subtle.importKey('raw', enc.encode(pin), 'PBKDF2', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: FAST.iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: enc.encode(username) },
    key,
    enc.encode(JSON.stringify(keys)),
  );
  const entry = { v: 1, iterations: FAST.iterations, salt: b64(salt), iv: b64(iv), data: b64(data) };
  localStorage.setItem(VAULT_ITEM, JSON.stringify({ [username]: entry }));
}

/** The length of alice's stored ciphertext in this storage. */
const dataLength = (storage: Storage) =>
  (JSON.parse(storage.getItem(VAULT_ITEM)!) as Record<string, { data: string }>).alice!.data.length;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SmartLock vault', () => {
  // Issue #10 point 7: SmartLock keeps only the posting key; older entries also held the active key.
  test('saving never keeps an active key', async () => {
    await saveAccount('alice', KEYS, '12345', FAST);
    await saveAccount('alice', { posting: KEYS.posting }, '12345', { ...FAST, storage: sessionStorage });
    expect(dataLength(localStorage)).toBe(dataLength(sessionStorage));
  });

  test('an old entry holding an active key loses it when unlocked; only the posting key comes back', async () => {
    await saveOldEntry('alice', KEYS, '12345');
    const before = dataLength(localStorage);
    await expect(unlockAccount('alice', '12345')).resolves.toEqual({ posting: KEYS.posting });
    // Re-encrypted under the same PIN, as long as a posting-only entry: the active key is gone for good.
    await saveAccount('alice', { posting: KEYS.posting }, '12345', { ...FAST, storage: sessionStorage });
    expect(dataLength(localStorage)).toBe(dataLength(sessionStorage));
    expect(dataLength(localStorage)).toBeLessThan(before);
    await expect(unlockAccount('alice', '12345')).resolves.toEqual({ posting: KEYS.posting });
  });

  test('a posting key alone round-trips too', async () => {
    await saveAccount('bob', { posting: KEYS.posting }, '00000', FAST);
    await expect(unlockAccount('bob', '00000')).resolves.toEqual({ posting: KEYS.posting });
  });

  test.each(['12346', '54321', '', '1234'])(
    "the wrong PIN '%s' fails with 'Wrong password for @alice'",
    async (pin) => {
      await saveAccount('alice', KEYS, '12345', FAST);
      const failure = unlockAccount('alice', pin);
      await expect(failure).rejects.toBeInstanceOf(VaultLockedError);
      await expect(failure).rejects.toThrow('Wrong password for @alice');
    },
  );

  test('uses PBKDF2 with at least 100 000 iterations by default, and opens such entries', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    await saveAccount('alice', { posting: KEYS.posting }, '24680');
    const stored = JSON.parse(localStorage.getItem(VAULT_ITEM)!) as Record<string, { iterations: number }>;
    expect(stored.alice!.iterations).toBe(PBKDF2_ITERATIONS);
    await expect(unlockAccount('alice', '24680')).resolves.toEqual({ posting: KEYS.posting });
  });

  test('stores no key in the clear, and a fresh salt and IV every time', async () => {
    await saveAccount('alice', KEYS, '12345', FAST);
    const first = localStorage.getItem(VAULT_ITEM)!;
    expect(first).not.toContain(KEYS.posting);
    expect(first).not.toContain(KEYS.active);
    expect(first).not.toContain('12345');
    await saveAccount('alice', KEYS, '12345', FAST);
    const a = JSON.parse(first) as Record<string, { salt: string; iv: string }>;
    const b = JSON.parse(localStorage.getItem(VAULT_ITEM)!) as Record<string, { salt: string; iv: string }>;
    expect(b.alice!.salt).not.toBe(a.alice!.salt);
    expect(b.alice!.iv).not.toBe(a.alice!.iv);
  });

  test('an entry moved to another name does not open (the name is authenticated)', async () => {
    await saveAccount('alice', KEYS, '12345', FAST);
    const all = JSON.parse(localStorage.getItem(VAULT_ITEM)!) as Record<string, unknown>;
    localStorage.setItem(VAULT_ITEM, JSON.stringify({ ...all, mallory: all.alice }));
    await expect(unlockAccount('mallory', '12345')).rejects.toThrow('Wrong password for @mallory');
  });

  test('a damaged entry, a missing one or a broken store fails like a wrong PIN', async () => {
    await saveAccount('alice', KEYS, '12345', FAST);
    const all = JSON.parse(localStorage.getItem(VAULT_ITEM)!) as Record<string, { data: string }>;
    const data = all.alice!.data;
    all.alice!.data = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    localStorage.setItem(VAULT_ITEM, JSON.stringify(all));
    await expect(unlockAccount('alice', '12345')).rejects.toBeInstanceOf(VaultLockedError);
    await expect(unlockAccount('nobody', '12345')).rejects.toBeInstanceOf(VaultLockedError);
    localStorage.setItem(VAULT_ITEM, 'not json');
    expect(savedAccounts()).toEqual([]);
  });

  test('lists saved accounts sorted; remove forgets one and keeps the others', async () => {
    await saveAccount('carol', KEYS, '11111', FAST);
    await saveAccount('alice', KEYS, '22222', FAST);
    expect(savedAccounts()).toEqual(['alice', 'carol']);
    removeAccount('carol');
    expect(savedAccounts()).toEqual(['alice']);
    await expect(unlockAccount('alice', '22222')).resolves.toEqual({ posting: KEYS.posting });
  });

  test('the per-session value is random, kept in session storage, and stable within a session', () => {
    const first = sessionValue();
    expect(first).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(sessionStorage.getItem(SESSION_ITEM)).toBe(first);
    expect(sessionValue()).toBe(first);
    sessionStorage.clear();
    expect(sessionValue()).not.toBe(first);
    expect(localStorage.getItem(SESSION_ITEM)).toBeNull();
  });
});
