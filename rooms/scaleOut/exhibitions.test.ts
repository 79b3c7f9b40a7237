import { describe, expect, test, vi } from 'vitest';
import type { LiveGame } from '../../contract/http';
import { EXHIBITION_LEASE_MS, Exhibitions } from './exhibitions';
import { MemoryLeases, type Leases } from './lease';

/** A process whose rooms are numbered ids (`created` lists them), on `leases` (its own by default). */
function host(leases?: Leases, name = 'room') {
  const created: string[] = [];
  const exhibitions = new Exhibitions({
    leases,
    create: async () => {
      await Promise.resolve();
      created.push(`${name}${created.length + 1}`);
      return created.at(-1)!;
    },
  });
  return { exhibitions, created };
}

/** Two processes sharing one lease store (as two processes share Redis). */
function twoHosts() {
  const leases = new MemoryLeases();
  return [host(leases, 'a'), host(leases, 'b')] as const;
}

const human: LiveGame = {
  roomId: 'people',
  mode: 'others',
  turn: 2,
  spectators: 0,
  topRating: 1500,
  players: [
    { seat: 'A', name: 'Ann', username: 'ann', rating: 1500, provisional: false, isAi: false },
    { seat: 'B', name: 'Bob', username: 'bob', rating: 1400, provisional: false, isAi: false },
  ],
};
const nothingLive = async () => [];

describe('Exhibitions', () => {
  test('starts one when nothing is live, and only one however many ask at once', async () => {
    const { exhibitions, created } = host();
    expect(await Promise.all([exhibitions.offer([]), exhibitions.offer([])])).toEqual([true, true]);
    expect(await exhibitions.offer([])).toBe(false);
    expect(created).toEqual(['room1']);
    expect(exhibitions.current).toBe('room1');
  });

  test('starts none while any game is live (a human game, or an exhibition on another process)', async () => {
    const { exhibitions, created } = host();
    expect(await exhibitions.offer([human])).toBe(false);
    expect(created).toEqual([]);
  });

  test('a watched exhibition is followed by the next one; the room id changes', async () => {
    const { exhibitions, created } = host();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('room1', true, nothingLive)).toBe(true);
    expect(created).toEqual(['room1', 'room2']);
    expect(exhibitions.current).toBe('room2');
  });

  test('one nobody watched and nobody asked about is followed by none, until someone asks again', async () => {
    const { exhibitions, created } = host();
    exhibitions.noteInterest();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('room1', false, nothingLive)).toBe(false);
    expect(exhibitions.current).toBeUndefined();
    expect(await exhibitions.offer([])).toBe(true);
    // Someone asked for the live games while it ran: that is an audience too.
    exhibitions.noteInterest();
    expect(await exhibitions.finished('room2', false, nothingLive)).toBe(true);
    expect(created).toEqual(['room1', 'room2', 'room3']);
  });

  test('a finished exhibition yields to a live human game', async () => {
    const { exhibitions, created } = host();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('room1', true, async () => [human])).toBe(false);
    expect(created).toEqual(['room1']);
    expect(exhibitions.current).toBeUndefined();
  });

  test('an unknown or closed room changes nothing; once stopped, none starts', async () => {
    const { exhibitions, created } = host();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('other', true, nothingLive)).toBe(false);
    exhibitions.closed('room1');
    expect(exhibitions.current).toBeUndefined();
    await exhibitions.stop();
    expect(await exhibitions.offer([])).toBe(false);
    expect(created).toEqual(['room1']);
  });

  describe('across processes (one lease)', () => {
    test('asked at once on two processes, one starts an exhibition, the other none', async () => {
      const [a, b] = twoHosts();
      const started = await Promise.all([a.exhibitions.offer([]), b.exhibitions.offer([])]);
      expect(started).toEqual([true, false]);
      expect(await b.exhibitions.offer([])).toBe(false);
      expect([...a.created, ...b.created]).toEqual(['a1']);
    });

    test('the holder keeps the lease through the pause and into the next one it starts', async () => {
      const [a, b] = twoHosts();
      await a.exhibitions.offer([]);
      expect(
        await a.exhibitions.finished('a1', true, async () => {
          expect(await b.exhibitions.offer([])).toBe(false);
          return [];
        }),
      ).toBe(true);
      expect(await b.exhibitions.offer([])).toBe(false);
      expect([...a.created, ...b.created]).toEqual(['a1', 'a2']);
    });

    test('one followed by none, one that closed, or a stopping process: the other may start the next', async () => {
      const [a, b] = twoHosts();
      await a.exhibitions.offer([]);
      expect(await a.exhibitions.finished('a1', false, nothingLive)).toBe(false);
      expect(await b.exhibitions.offer([])).toBe(true);
      b.exhibitions.closed('b1');
      await Promise.resolve();
      expect(await a.exhibitions.offer([])).toBe(true);
      await a.exhibitions.stop();
      expect(await b.exhibitions.offer([])).toBe(true);
      expect([...a.created, ...b.created]).toEqual(['a1', 'a2', 'b1', 'b2']);
    });

    test('a room that could not be created gives the lease back; no lease to be had, no exhibition', async () => {
      const leases = new MemoryLeases();
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failing = new Exhibitions({ leases, create: () => Promise.reject(new Error('no room')) });
      expect(await failing.offer([])).toBe(false);
      log.mockRestore();
      const { exhibitions, created } = host(leases);
      expect(await exhibitions.offer([])).toBe(true);
      // Redis unreachable: RedisLeases answers as if the lease were held by another.
      const unreachable: Leases = {
        take: () => Promise.resolve(false),
        renew: () => Promise.resolve(false),
        release: () => Promise.resolve(),
      };
      expect(await host(unreachable).exhibitions.offer([])).toBe(false);
      expect(created).toEqual(['room1']);
    });
  });

  test('the lease is renewed for as long as the exhibition runs, and let go once none runs', async () => {
    vi.useFakeTimers();
    try {
      const [a, b] = twoHosts();
      await a.exhibitions.offer([]);
      await vi.advanceTimersByTimeAsync(4 * EXHIBITION_LEASE_MS);
      expect(await b.exhibitions.offer([])).toBe(false);
      // Its end went unheard (say the list of live games failed): the next renewal lets the lease go.
      await expect(
        a.exhibitions.finished('a1', true, () => Promise.reject(new Error('no list'))),
      ).rejects.toThrow('no list');
      await vi.advanceTimersByTimeAsync(EXHIBITION_LEASE_MS / 3);
      expect(await b.exhibitions.offer([])).toBe(true);
      expect([...a.created, ...b.created]).toEqual(['a1', 'b1']);
    } finally {
      vi.useRealTimers();
    }
  });
});
