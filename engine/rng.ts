/**
 * The fast seeded generator: Mulberry32. Its whole state is one 32-bit integer. Not for secrets: a few draws seen
 * give its seed away (issue 23). It replays the games stored before secret seeds (a numeric seed) and drives fast
 * simulations (benchmarks, tests); a hosted game draws from its secret seed's stream (secretRng.ts, gameSeed.ts).
 */

const GOLDEN = 0x6d2b79f5;

/** Scrambles a 32-bit state into a 32-bit output. */
function mix(state: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** Any number as a generator state (an unsigned 32-bit integer). */
export function seedState(seed: number): number {
  return (Math.trunc(seed) | 0) >>> 0;
}

/** An independent seed for a sub-stream (an AI seat, say) derived from a game seed. */
export function deriveSeed(seed: number, stream: number): number {
  return mix((seedState(seed) ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0);
}

/** Pure step: a uniform integer in [0, n) and the next state. */
export function randomInt(state: number, n: number): { value: number; state: number } {
  const next = (state + GOLDEN) >>> 0;
  return { value: Math.floor((mix(next) / 4294967296) * n), state: next };
}

/** A mutable generator over the same sequence, for AIs and simulations that draw many numbers. */
export class Rng {
  /** Which generator this is, beside `SecretRng` (gameSeed.ts branches on it). */
  readonly kind = 'fast';
  /** Current state; `new Rng(rng.state)` continues the same sequence. */
  state: number;

  constructor(seed: number) {
    this.state = seedState(seed);
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + GOLDEN) >>> 0;
    return mix(this.state) / 4294967296;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A uniform element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}
