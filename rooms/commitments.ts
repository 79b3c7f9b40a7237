import { randomBytes } from 'node:crypto';
import type { MapSchema } from '@colyseus/schema';
import {
  fairnessRecord,
  pickCommitment,
  pickLabel,
  picksOfGame,
  samePickOf,
  seedCommitment,
  type FairnessRecord,
  type GameSeed,
  type GameState,
  type Pick,
  type PickKey,
  type PickReveal,
} from '../engine';
import { CommitmentSchema } from './schema';

/** Random bytes drawn at once and handed out 16 at a time (one system call per 256 nonces, not per nonce). */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = POOL_BYTES;

/** 16 random bytes (from the operating system's generator) as lowercase hex: a game's salt or a pick's nonce. */
export function randomHex16(): string {
  if (used + 16 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += 16;
  return pool.toString('hex', used - 16, used);
}

interface Published {
  readonly pick: Pick;
  readonly nonce: string;
  readonly commitment: string;
  /** The pick is public, so its nonce is synced. */
  revealed: boolean;
}

/**
 * One game's commitments (docs/FAIRNESS.md): the salt and seed commitment drawn when the game is created, and a
 * commitment with a fresh nonce for each pick once it is final (or, for an eager AI, once decided). A nonce is
 * synced only once the pick is public: a plan has only 64×64 values, so an early nonce would give it away.
 */
export class GameCommitments {
  readonly salt: string;
  readonly seedCommitment: string;
  private readonly published = new Map<string, Published>();
  /** Labels committed, changed or revealed since the last `syncTo`: only they are written to the synced map. */
  private readonly unsynced = new Set<string>();
  private record: FairnessRecord | undefined;

  constructor(
    readonly gameId: string,
    seed: GameSeed,
    private readonly newNonce: () => string = randomHex16,
  ) {
    this.salt = newNonce();
    this.seedCommitment = seedCommitment(gameId, seed, this.salt);
  }

  /** Commits to each pick not committed yet, or whose value changed (then with a new nonce, not revealed). */
  commit(picks: readonly Pick[]): void {
    for (const pick of picks) {
      const label = pickLabel(pick);
      const old = this.published.get(label);
      if (old !== undefined && samePickOf(old.pick, pick)) continue;
      const nonce = this.newNonce();
      const commitment = pickCommitment(this.gameId, pick.phase, pick.turn, pick.seat, pick.pick, nonce);
      this.published.set(label, { pick, nonce, commitment, revealed: false });
      this.unsynced.add(label);
    }
  }

  /** Marks as revealed each committed pick that is now public with the committed value. */
  reveal(shown: readonly Pick[]): void {
    for (const pick of shown) {
      const label = pickLabel(pick);
      const p = this.published.get(label);
      if (p === undefined || p.revealed || !samePickOf(p.pick, pick)) continue;
      p.revealed = true;
      this.unsynced.add(label);
    }
  }

  /**
   * The game is over: commits to any pick of the game not seen live (so the record always opens), reveals every
   * pick the game made, and returns the public record (the same one each time it is asked).
   */
  finish(game: GameState): FairnessRecord {
    if (this.record !== undefined) return this.record;
    const picks = picksOfGame({ seed: game.seed, mode: game.mode, durations: game.durations }, game.log);
    this.commit(picks);
    this.reveal(picks);
    const published = (key: PickKey) => this.published.get(pickLabel(key))!;
    this.record = fairnessRecord(this.gameId, game, this.salt, (key) => published(key).nonce, {
      picks,
      seedCommitment: this.seedCommitment,
      commitmentFor: (key) => published(key).commitment,
    });
    return this.record;
  }

  /** What the data layer keeps of a finished game's commitments. */
  fairness(game: GameState): { salt: string; seedCommitment: string; picks: readonly PickReveal[] } {
    return { salt: this.salt, seedCommitment: this.seedCommitment, picks: this.finish(game).picks };
  }

  /**
   * Writes every commitment into the synced map (a nonce only once revealed); keeps existing entries. Only the
   * commitments that changed since the last call are written (the map is this game's: it starts empty).
   */
  syncTo(map: MapSchema<CommitmentSchema>): void {
    for (const label of this.unsynced) {
      const p = this.published.get(label)!;
      let c = map.get(label);
      if (c === undefined) {
        c = new CommitmentSchema();
        map.set(label, c);
      }
      c.phase = p.pick.phase;
      c.turn = p.pick.turn;
      c.seat = p.pick.seat;
      c.commitment = p.commitment;
      c.nonce = p.revealed ? p.nonce : '';
    }
    this.unsynced.clear();
  }
}
