import { SQUARES } from '../board';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import type { Plan } from '../ai/types';
import { solveMatrixGame, type MatrixSolution } from './matrixGame';
import type { SolvedValues } from './solvedTable';

/**
 * One side's plans in a position, reduced to those that differ: a hit only matters on a square the opponent can
 * move to, so for each move there is one plan per such hit, and one plan with `hit` −1 ("hits nowhere the
 * opponent can be") when the move has no such hit. A hit that threatens nothing is weakly dominated by one
 * that does, so dropping it keeps the game's value and leaves an equilibrium of the whole game.
 */
export interface PositionPlans {
  readonly moves: Int8Array;
  readonly hits: Int8Array;
  /** Index of each plan's move in `targets`. */
  readonly moveIndex: Int16Array;
  /** The side's move targets, ascending. */
  readonly targets: readonly number[];
}

/** The position's plans for a character (index) on `square` against an opponent who may move to `opponentTargets`. */
export function positionPlans(
  character: number,
  square: number,
  opponentTargets: readonly number[],
): PositionPlans {
  const reachable = new Uint8Array(SQUARES);
  for (const t of opponentTargets) reachable[t] = 1;
  const targets = MOVE_TABLE[character]![square]!;
  const moves: number[] = [];
  const hits: number[] = [];
  const moveIndex: number[] = [];
  targets.forEach((m, k) => {
    let threats = 0;
    for (const h of HIT_TABLE[character]![m]!) {
      if (reachable[h] === 0) continue;
      moves.push(m);
      hits.push(h);
      moveIndex.push(k);
      threats++;
    }
    if (threats === 0) {
      moves.push(m);
      hits.push(-1);
      moveIndex.push(k);
    }
  });
  return {
    moves: Int8Array.from(moves),
    hits: Int8Array.from(hits),
    moveIndex: Int16Array.from(moveIndex),
    targets,
  };
}

/** A position's turn as a matrix game: A's plans × B's plans, payoffs to A. */
export interface PositionGame {
  readonly a: PositionPlans;
  readonly b: PositionPlans;
  /** Row-major a × b payoffs: +1 A hits, −1 B hits, 0 both, else the next position's value. */
  readonly payoff: Float64Array;
  /** A's value after a turn without a hit, by both move targets (0 after the last turn). */
  readonly next: (moveA: number, moveB: number) => number;
}

/**
 * The turn played from (squareA, squareB) by characters a and b, where `next(moveA, moveB)` is A's value of the
 * position after a turn without a hit (0 after the last turn).
 */
export function positionGame(
  a: number,
  b: number,
  squareA: number,
  squareB: number,
  next: (moveA: number, moveB: number) => number,
): PositionGame {
  const targetsA = MOVE_TABLE[a]![squareA]!;
  const targetsB = MOVE_TABLE[b]![squareB]!;
  const pa = positionPlans(a, squareA, targetsB);
  const pb = positionPlans(b, squareB, targetsA);
  const quiet = new Float64Array(targetsA.length * targetsB.length);
  for (let i = 0; i < targetsA.length; i++)
    for (let j = 0; j < targetsB.length; j++)
      quiet[i * targetsB.length + j] = next(targetsA[i]!, targetsB[j]!);
  const rows = pa.moves.length;
  const columns = pb.moves.length;
  const payoff = new Float64Array(rows * columns);
  for (let i = 0; i < rows; i++) {
    const moveA = pa.moves[i]!;
    const hitA = pa.hits[i]!;
    const quietRow = pa.moveIndex[i]! * targetsB.length;
    for (let j = 0; j < columns; j++) {
      const aHits = hitA === pb.moves[j]!;
      const bHits = pb.hits[j]! === moveA;
      payoff[i * columns + j] = aHits ? (bHits ? 0 : 1) : bHits ? -1 : quiet[quietRow + pb.moveIndex[j]!]!;
    }
  }
  return { a: pa, b: pb, payoff, next };
}

/** The position's game and its exact solution. */
export function solvePosition(game: PositionGame): MatrixSolution {
  return solveMatrixGame(game.payoff, game.a.moves.length, game.b.moves.length);
}

/** A's turn `turn` from (squareA, squareB) as a matrix game over the solved values of the turn after it. */
export function turnGame(
  values: SolvedValues,
  turn: number,
  a: number,
  b: number,
  squareA: number,
  squareB: number,
): PositionGame {
  return positionGame(a, b, squareA, squareB, (moveA, moveB) => values.value(turn + 1, a, b, moveA, moveB));
}

/**
 * The real plan behind a side's plan `i`: a plan that "hits nowhere the opponent can be" (hit −1) hits the first
 * such square in range, so every plan played is legal.
 */
export function planOf(
  plans: PositionPlans,
  i: number,
  character: number,
  opponentTargets: readonly number[],
): Plan {
  const move = plans.moves[i]!;
  const hit = plans.hits[i]!;
  if (hit >= 0) return { move, hit };
  const quiet = HIT_TABLE[character]![move]!.find((h) => !opponentTargets.includes(h));
  if (quiet === undefined) throw new Error('position plans: a quiet plan with no quiet hit');
  return { move, hit: quiet };
}

/**
 * What one real plan of A's is worth against B's mixed strategy over B's position plans (and the other way round
 * with `side` 'B': what B's real plan leaves A against A's mixed strategy), using the game's own payoffs.
 */
export function planValue(game: PositionGame, side: 'A' | 'B', plan: Plan, strategy: Float64Array): number {
  const next = game.next;
  const other = side === 'A' ? game.b : game.a;
  let v = 0;
  for (let j = 0; j < other.moves.length; j++) {
    const p = strategy[j]!;
    if (p === 0) continue;
    const theirMove = other.moves[j]!;
    const iHit = plan.hit === theirMove;
    const theyHit = other.hits[j]! === plan.move;
    // Payoffs to me (the side playing `plan`); turned into A's at the end.
    const mine = iHit
      ? theyHit
        ? 0
        : 1
      : theyHit
        ? -1
        : side === 'A'
          ? next(plan.move, theirMove)
          : -next(theirMove, plan.move);
    v += p * mine;
  }
  return side === 'A' ? v : -v;
}
