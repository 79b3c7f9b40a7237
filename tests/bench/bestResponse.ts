// Best responses over the whole game against a fixed AI (tests/bench/perfectBench.ts, exploitability): the
// opponent's best reply at each position against the AI's mixed strategy there, by backward induction over the
// turns, the continuation being the best-response values of the next positions (not the table's).
import { SQUARES } from '../../engine/board';
import { HIT_TABLE, MOVE_TABLE } from '../../engine/targets';

/** An AI's mixed strategy at one position over its real plans: only the plans it plays (p > 0). */
export interface MixedPlans {
  readonly moves: Int8Array;
  /** The hit of each plan; −1 for "a square the opponent cannot move to" (it never lands). */
  readonly hits: Int8Array;
  readonly p: Float64Array;
}

/** The plans of `moves`/`hits` that `strategy` plays, with their probabilities. */
export function support(moves: Int8Array, hits: Int8Array, strategy: Float64Array): MixedPlans {
  const keep: number[] = [];
  for (let i = 0; i < strategy.length; i++) if (strategy[i]! > 0) keep.push(i);
  return {
    moves: Int8Array.from(keep, (i) => moves[i]!),
    hits: Int8Array.from(keep, (i) => hits[i]!),
    p: Float64Array.from(keep, (i) => strategy[i]!),
  };
}

const penalty = new Float64Array(SQUARES);

/**
 * The AI's expected result (−1..1, its own) when the opponent (character `opponent` on `opponentSquare`) answers
 * `mine` with its best real plan: every move in range and every hit in range from it. `next[myMove * 64 +
 * theirMove]` is the AI's value after a quiet turn (all 0 after the last turn).
 */
export function worstCase(
  mine: MixedPlans,
  opponent: number,
  opponentSquare: number,
  next: Float64Array,
): number {
  let worst = Infinity;
  const n = mine.p.length;
  for (const m of MOVE_TABLE[opponent]![opponentSquare]!) {
    // `base`: the AI's result if the opponent's hit lands on none of its moves; `penalty[s]`: what changes when
    // the opponent hits square s (the AI loses where it moved to s, or draws where it also hit the opponent).
    let base = 0;
    penalty.fill(0);
    for (let i = 0; i < n; i++) {
      const p = mine.p[i]!;
      const move = mine.moves[i]!;
      const iHit = mine.hits[i] === m;
      const quiet = iHit ? 1 : next[move * SQUARES + m]!;
      base += p * quiet;
      penalty[move]! += p * ((iHit ? 0 : -1) - quiet);
    }
    for (const h of HIT_TABLE[opponent]![m]!) worst = Math.min(worst, base + penalty[h]!);
  }
  return worst;
}
