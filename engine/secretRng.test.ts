import { describe, expect, test } from 'vitest';
import { AI_STREAM, deriveSecretSeed, FILL_STREAM, isSecretSeed, secretInt, SecretRng } from './secretRng';

const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

// Known answers: stored games replay from this exact stream, so it may never change. The words were checked
// against Node's own HMAC-SHA256 (tests/secretStream.test.ts does that for random keys on every run).
describe('known answers (version 1 of the stream)', () => {
  test('the words of block 0 and the start of block 1 of the AI stream', () => {
    const r = new SecretRng(KEY);
    expect(Array.from({ length: 10 }, () => r.word())).toEqual([
      3452030309, 2109946546, 1951830833, 4000442550, 3640842118, 2173781898, 2694682880, 676867773,
      1972815710, 2285369046,
    ]);
  });

  test('integers and a float from the AI stream', () => {
    const r = new SecretRng(KEY);
    expect([r.int(16), r.int(64), r.int(3), r.next()]).toEqual([5, 50, 2, 0.9314259756563252]);
  });

  test('fills: one block per draw, the state is the next block', () => {
    let state = 0;
    const values: number[] = [];
    for (const n of [16, 64, 13, 7]) {
      const d = secretInt(KEY, FILL_STREAM, state, n);
      values.push(d.value);
      state = d.state;
    }
    expect(values).toEqual([3, 32, 5, 5]);
    expect(state).toBe(4);
  });

  test('derived keys', () => {
    expect(deriveSecretSeed(KEY, 'ai/A')).toBe(
      '1fd3915e833b6d69afd0bec0847dd43df7f992164c5d1e71678e9e5b0af443d4',
    );
    expect(deriveSecretSeed(KEY, 'ai/B')).toBe(
      'b624092b4d5e0b8fda3ce3bc3c9e271ab7096031b0d39068f7d2b54c2bf87632',
    );
  });
});

describe('streams', () => {
  test('the same key and label give the same stream; another label or key another one', () => {
    const take = (r: SecretRng) => Array.from({ length: 20 }, () => r.word());
    expect(take(new SecretRng(KEY))).toEqual(take(new SecretRng(KEY, AI_STREAM)));
    expect(take(new SecretRng(KEY, FILL_STREAM))).not.toEqual(take(new SecretRng(KEY)));
    expect(take(new SecretRng(deriveSecretSeed(KEY, 'x')))).not.toEqual(take(new SecretRng(KEY)));
  });

  test('secretInt from a state is the same draw wherever the game stands', () => {
    const third = secretInt(KEY, FILL_STREAM, 2, 64);
    expect(secretInt(KEY, FILL_STREAM, 2, 64)).toEqual(third);
    expect(third.state).toBe(3);
  });

  test.each([1, 2, 3, 5, 16, 64, 1000])('int(%i) stays in range and takes every value', (n) => {
    const r = new SecretRng(KEY);
    const counts = new Array<number>(n).fill(0);
    const draws = Math.max(2000, n * 40);
    for (let i = 0; i < draws; i++) {
      const v = r.int(n);
      expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
      counts[v]!++;
    }
    // Every value comes up, none more than three times as often as it should (a loose check of uniformity).
    for (const c of counts) {
      expect(c).toBeGreaterThan(0);
      expect(c).toBeLessThan((3 * draws) / n);
    }
  });

  test('next() is a float in [0, 1) with its mean near a half', () => {
    const r = new SecretRng(KEY);
    let sum = 0;
    for (let i = 0; i < 4000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    expect(Math.abs(sum / 4000 - 0.5)).toBeLessThan(0.03);
  });
});

describe('bad input', () => {
  test.each([
    ['too short', 'abc'],
    ['upper case', KEY.toUpperCase()],
    ['not hex', 'z'.repeat(64)],
    ['a number', 42],
    ['65 digits', `${KEY}0`],
  ])('%s is not a secret seed', (_, seed) => {
    expect(isSecretSeed(seed)).toBe(false);
  });

  test('a malformed key or range throws instead of drawing from nothing', () => {
    expect(() => new SecretRng('abc')).toThrow(/64 lowercase hex/);
    expect(() => secretInt(KEY, FILL_STREAM, 0, 0)).toThrow(RangeError);
    expect(() => new SecretRng(KEY).int(1.5)).toThrow(RangeError);
  });
});
