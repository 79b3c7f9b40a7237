import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { MemoryLeases, RedisLeases, type LeaseCommands, type Leases } from './lease';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7');
/** Each Redis case on a key of its own, deleted after the file. */
const redisKeys: string[] = [];
afterAll(async () => {
  if (redisKeys.length > 0) await redis.del(...redisKeys);
  redis.disconnect();
});

/** Long enough for a loaded machine to renew at half of it. */
const TTL = 300;

/** Leases, a key of their own, and how to let time pass for them. */
interface Case {
  readonly leases: Leases;
  readonly key: string;
  readonly pass: (ms: number) => Promise<void>;
}

const LEASES: { name: string; make: () => Case }[] = [
  {
    name: 'MemoryLeases',
    make: () => {
      const clock = { now: 0 };
      const pass = (ms: number) => {
        clock.now += ms;
        return Promise.resolve();
      };
      return { leases: new MemoryLeases(() => clock.now), key: 'exhibition', pass };
    },
  },
  {
    name: 'RedisLeases',
    make: () => {
      const key = `octoduel:test:lease:${randomUUID()}`;
      redisKeys.push(key);
      const pass = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
      return { leases: new RedisLeases(redis), key, pass };
    },
  },
];

describe.each(LEASES)('$name', ({ make }) => {
  test('taken once: a second holder cannot take it, nor the first again', async () => {
    const { leases, key } = make();
    expect(await Promise.all([leases.take(key, 'p1', TTL), leases.take(key, 'p2', TTL)])).toEqual([
      true,
      false,
    ]);
    expect(await leases.take(key, 'p1', TTL)).toBe(false);
    expect(await leases.take(key, 'p2', TTL)).toBe(false);
  });

  test('renewed by its holder only: the holder keeps it past its first time to live', async () => {
    const { leases, key, pass } = make();
    await leases.take(key, 'p1', TTL);
    expect(await leases.renew(key, 'p2', TTL)).toBe(false);
    for (let i = 0; i < 3; i++) {
      await pass(TTL / 2);
      expect(await leases.renew(key, 'p1', TTL)).toBe(true);
    }
    expect(await leases.take(key, 'p2', TTL)).toBe(false);
  });

  test('released by its holder only: then another takes it', async () => {
    const { leases, key } = make();
    await leases.take(key, 'p1', TTL);
    await leases.release(key, 'p2');
    expect(await leases.take(key, 'p2', TTL)).toBe(false);
    expect(await leases.renew(key, 'p1', TTL)).toBe(true);
    await leases.release(key, 'p1');
    expect(await leases.renew(key, 'p1', TTL)).toBe(false);
    expect(await leases.take(key, 'p2', TTL)).toBe(true);
  });

  test('expires when not renewed: its holder cannot renew it, another takes it', async () => {
    const { leases, key, pass } = make();
    await leases.take(key, 'p1', TTL);
    await pass(TTL + 50);
    expect(await leases.renew(key, 'p1', TTL)).toBe(false);
    expect(await leases.take(key, 'p2', TTL)).toBe(true);
    // The old holder's late release leaves the new holder's lease alone.
    await leases.release(key, 'p1');
    expect(await leases.take(key, 'p1', TTL)).toBe(false);
  });
});

test('a Redis error is logged, never thrown, and answered as if the lease were not had', async () => {
  const down = new Error('connect ECONNREFUSED');
  const failing: LeaseCommands = { set: () => Promise.reject(down), eval: () => Promise.reject(down) };
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const leases = new RedisLeases(failing);
    expect(await leases.take('k', 'p1', TTL)).toBe(false);
    expect(await leases.renew('k', 'p1', TTL)).toBe(false);
    await expect(leases.release('k', 'p1')).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(3);
  } finally {
    log.mockRestore();
  }
});
