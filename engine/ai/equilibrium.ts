import { SQUARES } from '../board';
import { HIT_TABLE, MOVE_TABLE } from '../targets';

/** One side of a turn: every (move, hit) plan it may make. */
export interface PlanSet {
  readonly moves: Int8Array;
  readonly hits: Int8Array;
}

/** The solved turn: each side's mixed strategy over its plans, the value for "me", and how exploitable it is. */
export interface TurnSolution {
  readonly mine: PlanSet;
  readonly theirs: PlanSet;
  /** Probability of each of my plans (sums to 1). */
  readonly myStrategy: Float64Array;
  readonly theirStrategy: Float64Array;
  /** My expected payoff (+1 win, −1 loss, 0 draw or no hit) if both play these strategies. */
  readonly value: number;
  /** The most a fully informed opponent gains against my strategy beyond the game's value (0 at equilibrium). */
  readonly exploitability: number;
}

/** Every (move, hit) plan of a character (by index) standing on a square. */
export function planSet(character: number, square: number): PlanSet {
  const moves: number[] = [];
  const hits: number[] = [];
  for (const m of MOVE_TABLE[character]![square]!) {
    for (const h of HIT_TABLE[character]![m]!) {
      moves.push(m);
      hits.push(h);
    }
  }
  return { moves: Int8Array.from(moves), hits: Int8Array.from(hits) };
}

/** Scratch buffers reused between solves (a solver is used by one AI at a time). */
export class TurnSolver {
  private readonly pMove = new Float64Array(SQUARES);
  private readonly pHit = new Float64Array(SQUARES);

  /**
   * Solves one turn as a simultaneous zero-sum game by regret matching+ for both sides. With a continuation
   * value of 0, my plan (m, h) against the opponent's mixed strategy is worth P(they move to h) − P(they hit
   * m): each iteration is linear in the number of plans.
   */
  solve(mine: PlanSet, theirs: PlanSet, iterations: number): TurnSolution {
    const a = new SideState(mine.moves.length);
    const b = new SideState(theirs.moves.length);
    for (let t = 1; t <= iterations; t++) {
      a.current();
      b.current();
      this.payoffs(mine, b.strategy, theirs, a.utility);
      this.payoffs(theirs, a.strategy, mine, b.utility);
      a.update(t);
      b.update(t);
    }
    const myStrategy = a.average();
    const theirStrategy = b.average();
    const myBest = this.bestResponse(mine, theirStrategy, theirs);
    const theirBest = this.bestResponse(theirs, myStrategy, mine);
    const value = this.expected(mine, myStrategy, theirs, theirStrategy);
    // At an exact equilibrium both best responses equal the value: their gap is the distance from it.
    const exploitability = Math.max(0, theirBest + value) + Math.max(0, myBest - value);
    return { mine, theirs, myStrategy, theirStrategy, value, exploitability: exploitability / 2 };
  }

  /** The opponent's marginals: where it moves and where it hits, under its mixed strategy. */
  private marginals(theirs: PlanSet, strategy: Float64Array): void {
    this.pMove.fill(0);
    this.pHit.fill(0);
    for (let i = 0; i < strategy.length; i++) {
      const p = strategy[i]!;
      if (p === 0) continue;
      this.pMove[theirs.moves[i]!]! += p;
      this.pHit[theirs.hits[i]!]! += p;
    }
  }

  /** The payoff of each of `side`'s plans against the other side's mixed strategy. */
  private payoffs(side: PlanSet, otherStrategy: Float64Array, other: PlanSet, out: Float64Array): void {
    this.marginals(other, otherStrategy);
    for (let i = 0; i < out.length; i++) out[i] = this.pMove[side.hits[i]!]! - this.pHit[side.moves[i]!]!;
  }

  private bestResponse(side: PlanSet, otherStrategy: Float64Array, other: PlanSet): number {
    const u = new Float64Array(side.moves.length);
    this.payoffs(side, otherStrategy, other, u);
    let best = -Infinity;
    for (const v of u) best = Math.max(best, v);
    return best;
  }

  private expected(
    mine: PlanSet,
    myStrategy: Float64Array,
    theirs: PlanSet,
    theirStrategy: Float64Array,
  ): number {
    const u = new Float64Array(mine.moves.length);
    this.payoffs(mine, theirStrategy, theirs, u);
    let v = 0;
    for (let i = 0; i < u.length; i++) v += u[i]! * myStrategy[i]!;
    return v;
  }
}

/** One side's regrets and strategies during regret matching+. */
class SideState {
  readonly regret: Float64Array;
  readonly strategy: Float64Array;
  readonly utility: Float64Array;
  private readonly sum: Float64Array;

  constructor(n: number) {
    this.regret = new Float64Array(n);
    this.strategy = new Float64Array(n);
    this.utility = new Float64Array(n);
    this.sum = new Float64Array(n);
  }

  /** The current strategy: proportional to positive regrets, uniform when there are none. */
  current(): void {
    let total = 0;
    for (const r of this.regret) total += r;
    const n = this.regret.length;
    for (let i = 0; i < n; i++) this.strategy[i] = total > 0 ? this.regret[i]! / total : 1 / n;
  }

  /** Adds this iteration's regrets (floored at 0: RM+) and weights the average by the iteration. */
  update(t: number): void {
    let expected = 0;
    for (let i = 0; i < this.strategy.length; i++) expected += this.strategy[i]! * this.utility[i]!;
    for (let i = 0; i < this.regret.length; i++) {
      this.regret[i] = Math.max(0, this.regret[i]! + this.utility[i]! - expected);
      this.sum[i]! += t * this.strategy[i]!;
    }
  }

  /** The average strategy, which converges to an equilibrium strategy. */
  average(): Float64Array {
    let total = 0;
    for (const s of this.sum) total += s;
    return this.sum.map((s) => s / total);
  }
}
