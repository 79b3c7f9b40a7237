// The engine's secret stream (engine/secretRng.ts, pure JavaScript so the browser can replay a game) is exactly
// HMAC-SHA256 in counter mode as Node's own crypto computes it, for random keys.
import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { deriveSecretSeed, SecretRng } from '../engine';

const words = (key: string, label: string, block: number): number[] => {
  const mac = createHmac('sha256', Buffer.from(key, 'hex')).update(`${label}/${block}`).digest();
  return Array.from({ length: 8 }, (_, i) => mac.readUInt32BE(4 * i));
};

test.each(Array.from({ length: 5 }, (_, i) => i))('random key %i: three blocks of the stream', () => {
  const key = randomBytes(32).toString('hex');
  const r = new SecretRng(key, 'octoduel/ai/1');
  const expected = [0, 1, 2].flatMap((b) => words(key, 'octoduel/ai/1', b));
  expect(Array.from({ length: 24 }, () => r.word())).toEqual(expected);
  expect(deriveSecretSeed(key, 'ai/A')).toBe(
    createHmac('sha256', Buffer.from(key, 'hex')).update('octoduel/derive/1/ai/A').digest('hex'),
  );
});
