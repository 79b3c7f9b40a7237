import { createHash, randomBytes } from 'node:crypto';
import {
  fairnessRecord,
  pickKeysOfGame,
  picksOfGame,
  pickSlot,
  seedCommitment,
  type FairnessRecord,
  type GameSeed,
  type GameState,
  type Pick,
  type PickKey,
  type PickReveal,
  type PickValue,
} from '../../engine';

/**
 * The engine's pickCommitment, hashed with Node's native SHA-256 instead of the engine's portable one (the same
 * bytes: the UTF-8 of the same JSON; rooms/host/commitments.test.ts checks them equal).
 */
export function pickCommitmentOf(gameId: string, pick: Pick, nonce: string): string {
  const value = typeof pick.pick === 'object' ? [pick.pick.move, pick.pick.hit] : pick.pick;
  const fields = ['octoduel/pick/1', gameId, pick.phase, pick.turn, pick.seat, value, nonce];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const sameValue = (a: PickValue, b: PickValue): boolean =>
  typeof a === 'object' && typeof b === 'object' ? a.move === b.move && a.hit === b.hit : a === b;

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

/** A synced list of strings by slot (the room's synced array; a plain array in tests). */
export interface SyncedSlots {
  readonly length: number;
  push(value: string): unknown;
  [slot: number]: string | undefined;
}

interface Published {
  readonly pick: Pick;
  readonly nonce: string;
  readonly commitment: string;
  /** The pick is public, so its nonce is synced. */
  revealed: boolean;
  /** The engine said this pick is final (finalPicks), not only that an eager AI decided it. */
  readonly final: boolean;
}

/**
 * One game's commitments (docs/FAIRNESS.md): the salt and seed commitment drawn when the game is created, and a
 * commitment with a fresh nonce for each pick once it is final (or, for an eager AI, once decided). A nonce is
 * synced only once the pick is public: a plan has only 64×64 values, so an early nonce would give it away.
 * Picks are held by their slot (engine pickSlot), which is also their index in the synced arrays.
 */
export class GameCommitments {
  readonly salt: string;
  readonly seedCommitment: string;
  private readonly published: (Published | undefined)[] = [];
  /** Slots committed, changed or revealed since the last `syncTo`: only they are written to the synced arrays. */
  private readonly unsynced = new Set<number>();
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
    this.publish(picks, false);
  }

  /** Commits to picks the engine says are final (finalPicks): the record can be built from them without a replay. */
  commitFinal(picks: readonly Pick[]): void {
    this.publish(picks, true);
  }

  private publish(picks: readonly Pick[], final: boolean): void {
    for (const pick of picks) {
      const slot = pickSlot(pick);
      const old = this.published[slot];
      if (old !== undefined && sameValue(old.pick.pick, pick.pick)) {
        // The same commitment and nonce: now known final (the engine's pick object is the one recorded).
        if (final && !old.final) this.published[slot] = { ...old, pick, final };
        continue;
      }
      const nonce = this.newNonce();
      const commitment = pickCommitmentOf(this.gameId, pick, nonce);
      this.published[slot] = { pick, nonce, commitment, revealed: false, final };
      this.unsynced.add(slot);
    }
  }

  /** Marks as revealed each committed pick that is now public with the committed value. */
  reveal(shown: readonly Pick[]): void {
    for (const pick of shown) {
      const slot = pickSlot(pick);
      const p = this.published[slot];
      if (p === undefined || p.revealed || !sameValue(p.pick.pick, pick.pick)) continue;
      p.revealed = true;
      this.unsynced.add(slot);
    }
  }

  /**
   * The game is over: commits to any pick of the game not seen live (so the record always opens), reveals every
   * pick the game made, and returns the public record (the same one each time it is asked). The picks are the
   * ones committed as final when they are all there, else picksOfGame's replay of the log (the same list).
   */
  finish(game: GameState): FairnessRecord {
    if (this.record !== undefined) return this.record;
    const picks =
      this.picksSeenLive(game) ??
      picksOfGame({ seed: game.seed, mode: game.mode, durations: game.durations }, game.log);
    this.commit(picks);
    this.reveal(picks);
    const published = (key: PickKey) => this.published[pickSlot(key)]!;
    this.record = fairnessRecord(this.gameId, game, this.salt, (key) => published(key).nonce, {
      picks,
      seedCommitment: this.seedCommitment,
      commitmentFor: (key) => published(key).commitment,
    });
    return this.record;
  }

  /**
   * The game's picks in play order, each as committed final live, when the engine can say from the final state
   * which picks the game made (it reached turn 1) and every one of them was committed final; else undefined (a
   * state went by unseen, say a late timer crossed two deadlines at once).
   */
  picksSeenLive(game: GameState): Pick[] | undefined {
    const keys = pickKeysOfGame(game);
    if (keys === null) return undefined;
    const picks: Pick[] = [];
    for (const key of keys) {
      const p = this.published[pickSlot(key)];
      if (p?.final !== true) return undefined;
      picks.push(p.pick);
    }
    return picks;
  }

  /** What the data layer keeps of a finished game's commitments. */
  fairness(game: GameState): { salt: string; seedCommitment: string; picks: readonly PickReveal[] } {
    return { salt: this.salt, seedCommitment: this.seedCommitment, picks: this.finish(game).picks };
  }

  /**
   * Writes the commitments into the synced arrays (docs/PROTOCOL.md): slot i of `commitments` holds the pick's
   * commitment, slot i of `nonces` its nonce once revealed ('' before, and in slots not committed yet). Only the
   * slots that changed since the last call are written (the arrays are this game's: they start empty).
   */
  syncTo(commitments: SyncedSlots, nonces: SyncedSlots): void {
    for (const slot of this.unsynced) {
      const p = this.published[slot]!;
      while (commitments.length <= slot) commitments.push('');
      while (nonces.length <= slot) nonces.push('');
      if (commitments[slot] !== p.commitment) commitments[slot] = p.commitment;
      const nonce = p.revealed ? p.nonce : '';
      if (nonces[slot] !== nonce) nonces[slot] = nonce;
    }
    this.unsynced.clear();
  }
}
