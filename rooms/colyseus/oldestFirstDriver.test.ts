import { LocalDriver, type IRoomCache } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { OldestFirstDriver } from './oldestFirstDriver';

/** Lists rooms in the given order, each opened `at` (ms) with the given fields. */
function listed(driver: LocalDriver, rooms: readonly (Partial<IRoomCache> & { at: number })[]): void {
  for (const { at, ...fields } of rooms) {
    const room = driver.createInstance({ name: 'others', locked: false, ...fields });
    room.createdAt = new Date(at);
    room.save();
  }
}

const ROOMS = [
  { roomId: 'late', at: 3000 },
  { roomId: 'locked-oldest', at: 1000, locked: true },
  { roomId: 'oldest', at: 2000 },
  { roomId: 'tie', at: 2000 },
  { roomId: 'other-type', at: 500, name: 'h2a0' },
];

describe('OldestFirstDriver', () => {
  it('finds the oldest room matching the conditions, as the stock driver sorts it, not the first listed', async () => {
    const ours = new OldestFirstDriver();
    const stock = new LocalDriver();
    listed(ours, ROOMS);
    listed(stock, ROOMS);
    const conditions = { name: 'others', locked: false };
    expect((await ours.findOne(conditions, { createdAt: 1 })).roomId).toBe('oldest');
    expect((await stock.findOne(conditions, { createdAt: 1 })).roomId).toBe('oldest');
    expect((await ours.findOne(conditions, { createdAt: -1 })).roomId).toBe('late');
    expect((await ours.findOne({ name: 'h2a0' }, { createdAt: 1 })).roomId).toBe('other-type');
  });

  it('answers nothing when no room matches, and the first listed without sorting', async () => {
    const driver = new OldestFirstDriver();
    listed(driver, ROOMS);
    expect(await driver.findOne({ name: 'h1a1' }, { createdAt: 1 })).toBeUndefined();
    expect((await driver.findOne({ name: 'others', locked: false })).roomId).toBe('late');
  });
});
