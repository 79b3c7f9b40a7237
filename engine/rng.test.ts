import fc from 'fast-check';
import { expect, test } from 'vitest';
import { deriveSeed, randomInt, Rng, seedState } from './rng';

test('the same seed gives the same sequence', () => {
  const a = new Rng(42);
  const b = new Rng(42);
  const seqA = Array.from({ length: 20 }, () => a.int(1000));
  expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(seqA);
  expect(Array.from({ length: 20 }, () => new Rng(43).int(1000))).not.toEqual(seqA);
});

test('the pure step follows the same sequence as the generator', () => {
  fc.assert(
    fc.property(fc.integer(), fc.integer({ min: 1, max: 100 }), (seed, n) => {
      const rng = new Rng(seed);
      let state = seedState(seed);
      for (let i = 0; i < 5; i++) {
        const r = randomInt(state, n);
        expect(r.value).toBe(rng.int(n));
        state = r.state;
      }
      expect(state).toBe(rng.state);
    }),
  );
});

test('integers stay in [0, n) and spread over all of it', () => {
  const rng = new Rng(7);
  const counts = new Array<number>(16).fill(0);
  for (let i = 0; i < 16_000; i++) {
    const v = rng.int(16);
    expect(v >= 0 && v < 16 && Number.isInteger(v)).toBe(true);
    counts[v]! += 1;
  }
  // Each of 16 values expects 1000 draws; a fair generator stays well inside 800..1200.
  for (const c of counts) expect(c).toBeGreaterThan(800);
  for (const c of counts) expect(c).toBeLessThan(1200);
});

test('derived seeds differ by stream and are stable', () => {
  expect(deriveSeed(5, 1)).toBe(deriveSeed(5, 1));
  expect(deriveSeed(5, 1)).not.toBe(deriveSeed(5, 2));
  expect(deriveSeed(5, 1)).not.toBe(deriveSeed(6, 1));
});

test('any number is a valid seed', () => {
  for (const seed of [-1, 0, 2 ** 40, 3.7, -(2 ** 31)]) {
    const s = seedState(seed);
    expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
  }
});
