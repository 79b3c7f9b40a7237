import { describe, expect, test } from 'vitest';
import { PAIRING_WINDOW, pairWave, type PairingCandidate } from './pairing';

const player = (rank: number, extra: Partial<PairingCandidate> = {}): PairingCandidate => ({
  userId: `p${rank}`,
  rank,
  rating: 1500,
  lastOpponent: null,
  freeSince: 0,
  ...extra,
});
const sorted = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map((p) => [...p].sort().join('-')).sort();

describe('arena pairing', () => {
  test('neighbours in the standings play each other', () => {
    const { pairs, waiting } = pairWave({ free: [1, 2, 3, 4].map((r) => player(r)), active: 4 });
    expect(sorted(pairs)).toEqual(['p1-p2', 'p3-p4']);
    expect(waiting).toEqual([]);
  });

  test('never the opponent just played: the next best pairing instead', () => {
    const free = [player(1, { lastOpponent: 'p2' }), player(2, { lastOpponent: 'p1' }), player(3), player(4)];
    expect(sorted(pairWave({ free, active: 4 }).pairs)).toEqual(['p1-p3', 'p2-p4']);
  });

  test('two free who just played each other, in a larger arena: both wait', () => {
    const free = [player(1, { lastOpponent: 'p2' }), player(2, { lastOpponent: 'p1' })];
    const wave = pairWave({ free, active: 6 });
    expect(wave.pairs).toEqual([]);
    expect([...wave.waiting].sort()).toEqual(['p1', 'p2']);
  });

  test('a duel: with only two players active, they play each other again', () => {
    const free = [player(1, { lastOpponent: 'p2' }), player(2, { lastOpponent: 'p1' })];
    expect(sorted(pairWave({ free, active: 2 }).pairs)).toEqual(['p1-p2']);
  });

  test('an odd number: the player free the shortest time waits', () => {
    const free = [
      player(1, { freeSince: 100 }),
      player(2, { freeSince: 5000 }),
      player(3, { freeSince: 200 }),
    ];
    const wave = pairWave({ free, active: 3 });
    expect(wave.waiting).toEqual(['p2']);
    expect(sorted(wave.pairs)).toEqual(['p1-p3']);
  });

  test('rating difference counts at equal rank distance', () => {
    const free = [
      player(1, { rating: 1500 }),
      player(2, { rating: 2000 }),
      player(3, { rating: 1510 }),
      player(4, { rating: 2010 }),
    ];
    expect(sorted(pairWave({ free, active: 4 }).pairs)).toEqual(['p1-p3', 'p2-p4']);
  });

  test('players further apart than the window are not paired', () => {
    const free = [player(1), player(2 + PAIRING_WINDOW)];
    // Sorted by rank they are neighbours in the list: the window is over the free list, not the ranks.
    expect(pairWave({ free, active: 20 }).pairs).toHaveLength(1);
  });

  test('a thousand free players: all paired, each with someone near in rank, nobody twice', () => {
    const free = Array.from({ length: 1000 }, (_, i) =>
      player(i + 1, { rating: 1200 + ((i * 37) % 600), lastOpponent: `p${i % 2 === 0 ? i + 2 : i}` }),
    );
    const { pairs, waiting } = pairWave({ free, active: 1000 });
    expect(waiting).toEqual([]);
    const seen = new Set(pairs.flat());
    expect(seen.size).toBe(1000);
    for (const [a, b] of pairs) {
      const ra = Number(a.slice(1));
      const rb = Number(b.slice(1));
      expect(Math.abs(ra - rb)).toBeLessThanOrEqual(PAIRING_WINDOW);
      expect(free.find((p) => p.userId === a)!.lastOpponent).not.toBe(b);
      expect(free.find((p) => p.userId === b)!.lastOpponent).not.toBe(a);
    }
  });

  test('the same wave gives the same pairs, whatever order the players are given in', () => {
    const free = [5, 3, 1, 4, 2, 6].map((r) => player(r, { rating: 1400 + r * 13 }));
    expect(pairWave({ free, active: 6 })).toEqual(pairWave({ free: [...free].reverse(), active: 6 }));
  });
});
