// An arena's pairing (docs/RULES.md "Arenas: pairing"): the free players are paired by a minimum-cost matching
// on rank and rating difference, never with the opponent either just played, except in a duel (only two players
// active, who then play each other again). The matching is exact among pairings that join players at most
// PAIRING_WINDOW places apart in the standings: lila's weighted matching below about 100 waiting players and its
// proximity pairing above, as one algorithm that stays linear in the number of players.

/** A free player a wave may pair. */
export interface PairingCandidate {
  readonly userId: string;
  /** Its place in the standings (1 first). */
  readonly rank: number;
  readonly rating: number;
  /** The opponent of its last arena game (null before the first). */
  readonly lastOpponent: string | null;
  /** When it became free (ms): of an odd number, the one free the shortest time waits. */
  readonly freeSince: number;
}

/** What one pairing wave is given. */
export interface PairingWave {
  readonly free: readonly PairingCandidate[];
  /** Players in the arena who are neither paused nor withdrawn (free or playing). */
  readonly active: number;
}

/** A wave's answer: the pairs (the better-ranked player first) and who waits for the next wave. */
export interface Pairing {
  readonly pairs: readonly (readonly [string, string])[];
  readonly waiting: readonly string[];
}

/** How many places apart in the standings a pair may be (the matching's window). */
export const PAIRING_WINDOW = 8;

/** One place of rank difference costs as much as this many rating points. */
export const RANK_WEIGHT = 30;

/** Leaving a player unpaired costs more than any pairing, so a wave pairs as many as it can. */
const UNPAIRED = 1e15;

/**
 * Of the players a wave must leave, it leaves the one free the shortest time: each place in the order of becoming
 * free lowers the cost of leaving a player by more than a whole wave's pairings can cost.
 */
const FRESHER = 1e7;

/** True when the two may play now: not each other's last opponent, unless they are the only two active. */
export function mayPair(a: PairingCandidate, b: PairingCandidate, active: number): boolean {
  if (a.userId === b.userId) return false;
  if (active <= 2) return true;
  return a.lastOpponent !== b.userId && b.lastOpponent !== a.userId;
}

/** The cost of pairing two players: their rank difference in rating points, plus their rating difference. */
export function pairCost(a: PairingCandidate, b: PairingCandidate): number {
  return Math.abs(a.rank - b.rank) * RANK_WEIGHT + Math.abs(a.rating - b.rating);
}

/**
 * Pairs one wave: as many pairs as the rules allow, at the least total cost among pairings of players at most
 * PAIRING_WINDOW places apart (by rank); of the players left over, each waits for the next wave. Deterministic:
 * the same wave gives the same pairs.
 */
export function pairWave(wave: PairingWave): Pairing {
  const players = [...wave.free].sort(
    (a, b) => a.rank - b.rank || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const n = players.length;
  // Of an odd number, the one free the shortest time waits: its leftover cost is the lowest.
  const byFreeSince = players.map((_, i) => i).sort((a, b) => players[a]!.freeSince - players[b]!.freeSince);
  const freshness = new Float64Array(n);
  byFreeSince.forEach((i, place) => (freshness[i] = place));
  const leftover = (i: number) => UNPAIRED - freshness[i]! * FRESHER;
  const w = PAIRING_WINDOW;
  const states = 1 << (w + 1);
  // best[i * states + mask]: the least cost of deciding players i.. when bit k of mask says player i + k is taken.
  const best = new Float64Array((n + 1) * states);
  const choice = new Int8Array(n * states);
  for (let i = n - 1; i >= 0; i--) {
    for (let mask = 0; mask < states; mask++) {
      const at = i * states + mask;
      const next = (i + 1) * states;
      if ((mask & 1) !== 0) {
        best[at] = best[next + (mask >> 1)]!;
        choice[at] = -1;
        continue;
      }
      let cost = leftover(i) + best[next + (mask >> 1)]!;
      let pick = 0;
      for (let k = 1; k <= w && i + k < n; k++) {
        if ((mask & (1 << k)) !== 0) continue;
        const a = players[i]!;
        const b = players[i + k]!;
        if (!mayPair(a, b, wave.active)) continue;
        const c = pairCost(a, b) + best[next + ((mask | (1 << k)) >> 1)]!;
        if (c < cost) {
          cost = c;
          pick = k;
        }
      }
      best[at] = cost;
      choice[at] = pick;
    }
  }
  const pairs: (readonly [string, string])[] = [];
  const waiting: string[] = [];
  let mask = 0;
  for (let i = 0; i < n; i++) {
    const pick = choice[i * states + mask]!;
    if (pick > 0) {
      pairs.push([players[i]!.userId, players[i + pick]!.userId]);
      mask |= 1 << pick;
    } else if (pick === 0) waiting.push(players[i]!.userId);
    mask >>= 1;
  }
  return { pairs, waiting };
}
