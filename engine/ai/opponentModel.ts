import { SQUARES } from '../board';
import type { PlanSet } from './equilibrium';

const EPSILON = 1e-12;

/** A uniform player's strategy: each move equally likely, then each hit of that move (the random AI). */
export function uniformStrategy(plans: PlanSet): Float64Array {
  const perMove = countBy(plans.moves);
  const moves = new Set(plans.moves).size;
  return Float64Array.from(plans.moves, (m) => 1 / moves / perMove.get(m)!);
}

/**
 * A greedy player's strategy (the greedy AI's rule, ties shared equally): it models its opponent (`other`) as
 * uniform and takes the move with the best P(the other moves to my best hit) − P(the other hits my move),
 * then the hit most likely to land.
 */
export function greedyStrategy(plans: PlanSet, other: PlanSet): Float64Array {
  const otherUniform = uniformStrategy(other);
  const pMove = new Float64Array(SQUARES);
  const pHit = new Float64Array(SQUARES);
  for (let i = 0; i < otherUniform.length; i++) {
    pHit[other.hits[i]!]! += otherUniform[i]!;
  }
  for (const m of new Set(other.moves)) pMove[m] = 1 / new Set(other.moves).size;
  // The best hit chance of each move, then the best moves.
  const bestHit = new Map<number, number>();
  for (let i = 0; i < plans.moves.length; i++) {
    const m = plans.moves[i]!;
    bestHit.set(m, Math.max(bestHit.get(m) ?? 0, pMove[plans.hits[i]!]!));
  }
  let best = -Infinity;
  for (const [m, h] of bestHit) best = Math.max(best, h - pHit[m]!);
  const bestMoves = new Set([...bestHit].filter(([m, h]) => h - pHit[m]! > best - EPSILON).map(([m]) => m));
  const chosen = plans.moves.map((m, i) =>
    bestMoves.has(m) && pMove[plans.hits[i]!]! > bestHit.get(m)! - EPSILON ? 1 : 0,
  );
  const perMove = new Map<number, number>();
  chosen.forEach((c, i) => {
    if (c === 1) perMove.set(plans.moves[i]!, (perMove.get(plans.moves[i]!) ?? 0) + 1);
  });
  return Float64Array.from(chosen, (c, i) =>
    c === 0 ? 0 : 1 / bestMoves.size / perMove.get(plans.moves[i]!)!,
  );
}

/** P(the player moves to `square`) under a strategy over its plans. */
export function moveProbability(plans: PlanSet, strategy: Float64Array, square: number): number {
  let p = 0;
  for (let i = 0; i < strategy.length; i++) if (plans.moves[i] === square) p += strategy[i]!;
  return p;
}

function countBy(values: Int8Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
