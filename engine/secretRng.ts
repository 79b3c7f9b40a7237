/**
 * The secret generator of hosted games (docs/FAIRNESS.md, "What a player can compute"): a 256-bit key drawn from
 * the operating system when the game is created, and every draw from HMAC-SHA256 keyed by it, in counter mode.
 * HMAC-SHA256 is a pseudorandom function: without the key, its outputs tell nothing about each other, so no
 * number of draws seen (fills, AI picks, revealed plans) lets anyone compute the next one. Deterministic given
 * its key, so a finished game (whose key is published) replays exactly.
 *
 * Format (version 1, fixed: stored games replay from it; `secretRng.test.ts` pins known answers):
 * - A key is 64 lowercase hex digits (32 bytes).
 * - Block `c` of stream `label` is `HMAC-SHA256(key, UTF-8 "<label>/<c>")`: 32 bytes, read as 8 big-endian
 *   32-bit words. Streams with other labels are independent.
 * - A uniform integer in [0, n) takes words in order, skipping a word `w >= 2^32 - 2^32 mod n` (rejection, so
 *   every value is exactly as likely), and answers `w mod n`.
 * - A float in [0, 1) takes two words: (21 bits of the first · 2^32 + the second) / 2^53.
 * - A derived key (an AI seat's) is the hex of `HMAC-SHA256(key, UTF-8 "octoduel/derive/1/<purpose>")`.
 */
import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256, type _SHA256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/** A hosted game's secret seed: 64 lowercase hex digits (256 bits). */
export type SecretSeed = string;

const SECRET_SEED = /^[0-9a-f]{64}$/;

/** True for a well-formed secret seed (64 lowercase hex digits). */
export function isSecretSeed(seed: unknown): seed is SecretSeed {
  return typeof seed === 'string' && SECRET_SEED.test(seed);
}

/** The label of the stream a game's deadline fills draw from. */
export const FILL_STREAM = 'octoduel/fill/1';
/** The label of the stream an AI seat draws from (its key derived for its seat). */
export const AI_STREAM = 'octoduel/ai/1';

const keyOf = (seed: SecretSeed): Uint8Array => {
  if (!isSecretSeed(seed)) throw new Error('a secret seed is 64 lowercase hex digits');
  return hexToBytes(seed);
};

/** An HMAC-SHA256 object (noble's), keyed. */
type Keyed = _HMAC<_SHA256>;

/** One encoder for every label: noble's `utf8ToBytes` builds an encoder and copies its answer on each call. */
const UTF8 = new TextEncoder();

/** Block `counter` of stream `label` under `key` (already keyed HMAC), as 8 words. */
function block(keyed: Keyed, label: string, counter: number): Uint32Array {
  const mac = keyed
    .clone()
    .update(UTF8.encode(`${label}/${counter}`))
    .digest();
  const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) words[i] = view.getUint32(4 * i);
  return words;
}

/** The largest multiple of n in 2^32: words at or above it are skipped so every value is equally likely. */
const acceptBelow = (n: number): number => 2 ** 32 - (2 ** 32 % n);

function checkRange(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`cannot draw from ${n} values`);
}

/** A key derived from `seed` for one purpose (`ai/A`, say): another secret seed, independent of the first. */
export function deriveSecretSeed(seed: SecretSeed, purpose: string): SecretSeed {
  return bytesToHex(hmac(sha256, keyOf(seed), UTF8.encode(`octoduel/derive/1/${purpose}`)));
}

/**
 * Pure step of a stream addressed by block: a uniform integer in [0, n) from block `state` on (the first
 * accepted word of the block), and the next block. What a game keeps in its state is just that block number.
 */
export function secretInt(
  seed: SecretSeed,
  label: string,
  state: number,
  n: number,
): { value: number; state: number } {
  checkRange(n);
  const keyed = hmac.create(sha256, keyOf(seed));
  const limit = acceptBelow(n);
  for (let counter = state; ; counter++) {
    for (const w of block(keyed, label, counter)) if (w < limit) return { value: w % n, state: counter + 1 };
  }
}

/**
 * A mutable secret stream (an AI's): the words of blocks 0, 1, 2… of `label`, handed out in order. Each block
 * is computed into the same objects (a copy of the keyed HMAC, the tag and a view of it): a random game needs a
 * block every eight draws, and a fresh clone, tag and word array for each made it slower (issue 40).
 */
export class SecretRng {
  /** Which generator this is, beside the fast `Rng` (gameSeed.ts branches on it). */
  readonly kind = 'secret';
  /** HMAC keyed with the seed, before any message: copied for each block. */
  private readonly keyed: Keyed;
  /** The copy that hashes the current block's label. */
  private readonly scratch: Keyed;
  /** The current block's tag, and a view to read its big-endian words. */
  private readonly mac = new Uint8Array(32);
  private readonly macWords = new DataView(this.mac.buffer);
  /** Words of the current block handed out so far (8: none left). */
  private used = 8;
  private counter = 0;

  constructor(
    seed: SecretSeed,
    private readonly label: string = AI_STREAM,
  ) {
    this.keyed = hmac.create(sha256, keyOf(seed));
    this.scratch = this.keyed.clone();
  }

  /** The next 32-bit word of the stream. */
  word(): number {
    if (this.used === 8) {
      // What noble's own `clone()` does, into the copy we have: it is the keyed state again, before any message.
      this.keyed._cloneInto(this.scratch);
      this.scratch.update(UTF8.encode(`${this.label}/${this.counter++}`)).digestInto(this.mac);
      this.used = 0;
    }
    return this.macWords.getUint32(4 * this.used++);
  }

  /** A uniform float in [0, 1), 53 bits. */
  next(): number {
    const high = this.word() >>> 11;
    return (high * 2 ** 32 + this.word()) / 2 ** 53;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    checkRange(n);
    const limit = acceptBelow(n);
    for (;;) {
      const w = this.word();
      if (w < limit) return w % n;
    }
  }

  /** A uniform element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}
