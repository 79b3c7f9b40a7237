// HiveAuth's payload encryption: what crypto-js's `AES.encrypt(text, passphrase)` makes and wallets read
// (OpenSSL's passphrase format: base64 of "Salted__", an 8-byte salt and AES-256-CBC with PKCS#7 padding, key and
// IV from EVP_BytesToKey with MD5 and one round). Written on WebCrypto, with MD5 from @noble/hashes, so the page
// loads no crypto-js (no longer developed); the stand-in wallet (api/hive/standInHas.ts) uses crypto-js itself,
// so the tests check that both meet.
import { md5 } from '@noble/hashes/legacy.js';

const SALTED = new TextEncoder().encode('Salted__');
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;

/** A payload that is not the passphrase format, or that this passphrase does not open. */
export class HasCipherError extends Error {}

/** Encrypts `plaintext` (UTF-8) under `passphrase` as crypto-js's `AES.encrypt(plaintext, passphrase)` does. */
export async function hasEncrypt(plaintext: string, passphrase: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const { key, iv } = await deriveKey(passphrase, salt, 'encrypt');
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, new TextEncoder().encode(plaintext)),
  );
  return bytesToBase64(concat(SALTED, salt, sealed));
}

/**
 * Opens what crypto-js's `AES.encrypt(…, passphrase)` made; HasCipherError when it is not that format, the
 * passphrase is another, or the text is not UTF-8.
 */
export async function hasDecrypt(payload: string, passphrase: string): Promise<string> {
  const bytes = base64ToBytes(payload);
  if (bytes === undefined || bytes.length < 32 || (bytes.length - 16) % 16 !== 0)
    throw new HasCipherError('Not an encrypted HiveAuth payload.');
  if (!SALTED.every((b, i) => bytes[i] === b)) throw new HasCipherError('Not an encrypted HiveAuth payload.');
  const salt = bytes.subarray(SALTED.length, SALTED.length + SALT_BYTES);
  const { key, iv } = await deriveKey(passphrase, salt, 'decrypt');
  let opened: ArrayBuffer;
  try {
    opened = await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, key, bytes.subarray(16));
  } catch {
    throw new HasCipherError('This key does not open the payload.');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(opened);
  } catch {
    throw new HasCipherError('This key does not open the payload.');
  }
}

/** UTF-8 text as base64 (the deep link's payload). */
export const textToBase64 = (text: string): string => bytesToBase64(new TextEncoder().encode(text));

/** OpenSSL's EVP_BytesToKey (MD5, one round): MD5 blocks of (previous block, passphrase, salt) until key and IV. */
async function deriveKey(passphrase: string, salt: Uint8Array, use: KeyUsage) {
  const secret = new TextEncoder().encode(passphrase);
  const material = new Uint8Array(KEY_BYTES + IV_BYTES);
  let block = new Uint8Array(0);
  for (let filled = 0; filled < material.length; filled += block.length) {
    block = md5(concat(block, secret, salt));
    material.set(block, filled);
  }
  const key = await crypto.subtle.importKey('raw', material.slice(0, KEY_BYTES), 'AES-CBC', false, [use]);
  return { key, iv: material.slice(KEY_BYTES) };
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}
