/**
 * A game's seed and the draws made from it. Hosted games have a secret seed (engine/secretRng.ts: 256 bits, an
 * HMAC-SHA256 stream); a number is the seed of a game stored before secret seeds (Mulberry32, engine/rng.ts)
 * or of a fast simulation (benchmarks, tests), never of a hosted game. Both replay exactly from the seed.
 */
import { deriveSeed, randomInt, Rng, seedState } from './rng';
import {
  deriveSecretSeed,
  FILL_STREAM,
  isSecretSeed,
  secretInt,
  SecretRng,
  type SecretSeed,
} from './secretRng';
import type { Seat } from './types';

/** A secret seed (hosted games), or a number (older stored games, simulations). */
export type GameSeed = SecretSeed | number;

/** What an AI draws from. */
export interface Random {
  /** A uniform float in [0, 1). */
  next(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** A uniform element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** True when the seed is a well-formed game seed: a secret seed, or a safe integer (an older game's). */
export function isGameSeed(seed: unknown): seed is GameSeed {
  return isSecretSeed(seed) || Number.isSafeInteger(seed);
}

/** The generator state a new game starts from: a block number for a secret seed, Mulberry32's state else. */
export function firstDrawState(seed: GameSeed): number {
  return typeof seed === 'string' ? 0 : seedState(seed);
}

/** Pure step of a game's fill stream: a uniform integer in [0, n) and the next state. */
export function drawFill(seed: GameSeed, state: number, n: number): { value: number; state: number } {
  return typeof seed === 'string' ? secretInt(seed, FILL_STREAM, state, n) : randomInt(state, n);
}

/**
 * The one class every AI's generator is, whichever stream it draws from: an AI's draw call always meets this
 * class, and each branch below one generator class, so both get inlined. With the two generator classes met at
 * one call site (a process that plays both kinds of seed), numeric games ran about a quarter slower; branching on
 * `instanceof Rng` instead of `kind` measured slower too (issue 40).
 */
class SeededRandom implements Random {
  constructor(private readonly source: Rng | SecretRng) {}

  next(): number {
    const s = this.source;
    return s.kind === 'fast' ? s.next() : s.next();
  }

  int(n: number): number {
    const s = this.source;
    return s.kind === 'fast' ? s.int(n) : s.int(n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

/** The generator an AI seeded with `seed` draws from: the secret stream for a secret seed, Mulberry32 else. */
export function randomFrom(seed: GameSeed): Random {
  return new SeededRandom(typeof seed === 'string' ? new SecretRng(seed) : new Rng(seed));
}

/** The seed of an AI seat in a game: derived from the game's committed seed, so its sampling replays. */
export function aiSeed(gameSeed: GameSeed, seat: Seat): GameSeed {
  if (typeof gameSeed === 'string') return deriveSecretSeed(gameSeed, `ai/${seat}`);
  return deriveSeed(gameSeed, seat === 'A' ? 1 : 2);
}
