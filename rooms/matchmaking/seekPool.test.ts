import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { PoolSeats, type SeatsNow } from './poolSeats';
import { FRESH_SECONDS, MemorySeekPool, RedisSeekPool, type SeekPool } from './seekPool';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7');
/** Each Redis pool on a key of its own (its fresh marks under it), deleted after the file. */
const redisKeys: string[] = [];
afterAll(async () => {
  const keys = await Promise.all(redisKeys.map((k) => redis.keys(`${k}*`)));
  if (keys.flat().length > 0) await redis.del(...keys.flat());
  redis.disconnect();
});

const POOLS: { name: string; make: () => SeekPool }[] = [
  { name: 'MemorySeekPool', make: () => new MemorySeekPool() },
  {
    name: 'RedisSeekPool',
    make: () => {
      const key = `octoduel:test:seeking:${randomUUID()}`;
      redisKeys.push(key);
      return new RedisSeekPool(redis, key);
    },
  },
];

describe.each(POOLS)('$name', ({ make }) => {
  test('seekers pair up two by two: the first waits in a new room, the second takes it', async () => {
    const pool = make();
    expect(await pool.seek('r1')).toBeUndefined();
    expect(await pool.seek('r2')).toEqual({ roomId: 'r1', fresh: true });
    expect(await pool.seek('r3')).toBeUndefined();
    expect(await pool.seek('r4')).toEqual({ roomId: 'r3', fresh: true });
    expect(await pool.take()).toBeUndefined();
  });

  test('a room put back in an empty pool is first, and not fresh (it exists)', async () => {
    const pool = make();
    expect(await pool.reopen('old')).toBe(false);
    expect(await pool.seek('r1')).toEqual({ roomId: 'old', fresh: false });
  });

  test('a room put back while another waits goes behind it, and is told so (its player seeks again)', async () => {
    const pool = make();
    await pool.seek('r1');
    expect(await pool.reopen('old')).toBe(true);
    expect(await pool.reopen('old')).toBe(true);
    expect(await pool.take()).toEqual({ roomId: 'r1', fresh: true });
    expect(await pool.reopen('old')).toBe(false);
    expect(await pool.take()).toEqual({ roomId: 'old', fresh: false });
  });

  test('reopen never lists a room twice; withdraw takes it out', async () => {
    const pool = make();
    await pool.reopen('r1');
    await pool.reopen('r1');
    await pool.reopen('r2');
    await pool.withdraw('r2');
    expect(await pool.take()).toEqual({ roomId: 'r1', fresh: false });
    expect(await pool.take()).toBeUndefined();
  });
});

test('a room waits as fresh only for a few seconds after a seeker put it there', async () => {
  const clock = { now: 0 };
  const pool = new MemorySeekPool(() => clock.now);
  await pool.seek('r1');
  clock.now = FRESH_SECONDS * 1000;
  expect(await pool.take()).toEqual({ roomId: 'r1', fresh: false });
});

describe('PoolSeats', () => {
  const waiting = (...seated: string[]): SeatsNow => ({ seated, waiting: true });
  /** A room whose seats are `now.seated`, counting the times it told its player to seek again. */
  const fakeRoom = (now: SeatsNow = waiting()) => ({
    now,
    toldToSeek: 0,
    seatsNow() {
      return this.now;
    },
    seekAgain() {
      this.toldToSeek += 1;
    },
  });

  test.each([
    { name: 'an empty room admits', now: waiting(), want: 'ok' },
    { name: 'one seated: the second seat', now: waiting('ann'), want: 'ok' },
    { name: 'both seated', now: waiting('ann', 'cat'), want: 'full' },
    { name: 'the same user again', now: waiting('bob'), want: 'self' },
    { name: 'a started game', now: { seated: ['ann'], waiting: false }, want: 'full' },
  ])('$name: $want', ({ now, want }) => {
    const seats = new PoolSeats(new MemorySeekPool(), 'r1', 2, fakeRoom());
    expect(seats.admit('s-bob', 'bob', now)).toBe(want);
  });

  test('an admitted player holds the seat until it joins or is dropped', async () => {
    const pool = new MemorySeekPool();
    const seats = new PoolSeats(pool, 'r1', 2, fakeRoom());
    expect(seats.admit('s1', 'ann', waiting())).toBe('ok');
    expect(seats.admit('s2', 'bob', waiting())).toBe('ok');
    // Two seekers that took the same room (a stray second entry): the third is refused at once.
    expect(seats.admit('s3', 'cat', waiting())).toBe('full');
    // Bob never came: the room waits with Ann and is back in the pool, once.
    seats.drop('s2', waiting());
    seats.drop('s2', waiting());
    await Promise.resolve();
    expect(await pool.take()).toEqual({ roomId: 'r1', fresh: false });
    expect(await pool.take()).toBeUndefined();
  });

  test('a room with nobody left, or with both seats held, is not put back', async () => {
    const pool = new MemorySeekPool();
    const seats = new PoolSeats(pool, 'r1', 2, fakeRoom());
    seats.admit('s1', 'ann', waiting());
    seats.drop('s1', waiting());
    seats.keepListed(waiting('ann', 'bob'));
    seats.keepListed({ seated: ['ann'], waiting: false });
    expect(await pool.take()).toBeUndefined();
    seats.keepListed(waiting('ann'));
    expect(await pool.take()).toEqual({ roomId: 'r1', fresh: false });
  });

  // Issue 35: a reservation never used held the first waiting room; the next seeker waited in a room of its own.
  test('a room that waits again while another waits in the pool tells its player to seek again', async () => {
    const pool = new MemorySeekPool();
    const room = fakeRoom(waiting('ann'));
    const seats = new PoolSeats(pool, 'r1', 2, room);
    expect(await pool.seek('r2')).toBeUndefined();
    seats.keepListed(waiting('ann'));
    await vi.waitFor(() => {
      expect(room.toldToSeek).toBe(1);
    });
    expect(await pool.take()).toEqual({ roomId: 'r2', fresh: true });
  });

  test.each([
    { name: 'no other room waits', others: false, admitted: false, now: waiting('ann') },
    { name: 'a player is on the way to its free seat', others: true, admitted: true, now: waiting('ann') },
    {
      name: 'its game started meanwhile',
      others: true,
      admitted: false,
      now: { seated: ['ann', 'bob'], waiting: false },
    },
  ])('no seeking again when $name', async ({ others, admitted, now }) => {
    const pool = new MemorySeekPool();
    const room = fakeRoom(now);
    const seats = new PoolSeats(pool, 'r1', 2, room);
    if (others) await pool.seek('r2');
    if (admitted) seats.admit('s-bob', 'bob', waiting('ann'));
    seats.keepListed(waiting('ann'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(room.toldToSeek).toBe(0);
  });
});
