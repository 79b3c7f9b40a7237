import { SQUARES } from '../board';
import { CHARACTERS, characterIndex, type Letter } from '../characters';
import { randomFrom, type GameSeed, type Random } from '../gameSeed';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import type { AiPlayer, Plan, TurnView } from './types';

const EPSILON = 1e-12;

/**
 * A one-turn greedy AI. It models the opponent as uniform over its valid plans, then picks the move and hit
 * with the best immediate value: P(the opponent moves to my hit) − P(the opponent hits my move).
 * Equal choices are broken at random.
 */
export class GreedyAi implements AiPlayer {
  readonly level = 'greedy';
  private readonly rng: Random;
  /** P(the opponent moves to each square), rebuilt every plan. */
  private readonly pMove = new Float64Array(SQUARES);
  /** P(the opponent hits each square), rebuilt every plan. */
  private readonly pHit = new Float64Array(SQUARES);

  constructor(seed: GameSeed) {
    this.rng = randomFrom(seed);
  }

  choose(): Letter {
    return this.rng.pick(CHARACTERS).letter;
  }

  /** The squares from which the character can reach the most squares. */
  place(me: Letter): number {
    const moves = MOVE_TABLE[characterIndex(me)]!;
    return this.pickBest(SQUARES, (sq) => moves[sq]!.length);
  }

  plan(view: TurnView): Plan {
    this.modelOpponent(characterIndex(view.opponent), view.opponentSquare);
    const me = characterIndex(view.me);
    const moves = MOVE_TABLE[me]![view.mySquare]!;
    const move =
      moves[this.pickBest(moves.length, (i) => this.bestHitChance(me, moves[i]!) - this.pHit[moves[i]!]!)]!;
    const hits = HIT_TABLE[me]![move]!;
    return { move, hit: hits[this.pickBest(hits.length, (i) => this.pMove[hits[i]!]!)]! };
  }

  private modelOpponent(opp: number, from: number): void {
    this.pMove.fill(0);
    this.pHit.fill(0);
    const moves = MOVE_TABLE[opp]![from]!;
    const pEach = 1 / moves.length;
    for (const m of moves) {
      this.pMove[m] = pEach;
      const hits = HIT_TABLE[opp]![m]!;
      const w = pEach / hits.length;
      for (const h of hits) this.pHit[h]! += w;
    }
  }

  private bestHitChance(me: number, move: number): number {
    let best = 0;
    for (const h of HIT_TABLE[me]![move]!) best = Math.max(best, this.pMove[h]!);
    return best;
  }

  /** An index in [0, n) with the highest score; ties broken uniformly at random. */
  private pickBest(n: number, score: (i: number) => number): number {
    let best = -Infinity;
    let chosen = 0;
    let ties = 0;
    for (let i = 0; i < n; i++) {
      const s = score(i);
      if (s > best + EPSILON) {
        best = s;
        chosen = i;
        ties = 1;
      } else if (s > best - EPSILON && this.rng.int(++ties) === 0) {
        chosen = i;
      }
    }
    return chosen;
  }
}
