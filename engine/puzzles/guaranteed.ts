import { hitLands } from '../resolve';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import type { SolvedValues } from '../solved/solvedTable';

/**
 * What each of the solver's plans guarantees in a position (docs/RULES.md "Puzzles"): the least it earns against
 * any reply of the opponent's, as if the opponent knew the plan. A reply's payoff is the turn's result by
 * "Resolving a turn" (+1 only the solver hits, −1 only the opponent hits, 0 both hit) or, when nobody hits, the
 * solved table's value of the next turn at the two new squares (0 after turn 10).
 */
export interface PlanValues {
  /** The solver's move targets, ascending (the engine's MOVE_TABLE). */
  readonly moves: readonly number[];
  /** For each move (same index), its hit targets, ascending (the engine's HIT_TABLE). */
  readonly hits: readonly (readonly number[])[];
  /** For each move (same index), each hit's guaranteed value (same index as `hits`). */
  readonly values: readonly Float64Array[];
  /** The opponent's move targets, ascending: the squares a reply can move to. */
  readonly replies: readonly number[];
}

/** One reply of the opponent's to a plan, and what it gives the solver. */
export interface Reply {
  readonly move: number;
  /** The opponent's hit: the solver's move when the reply hits it, else a square in range that misses. */
  readonly hit: number;
  /** The solver's payoff: +1, −1, 0 or the next turn's value. */
  readonly value: number;
  /** What the turn ends in for the solver: decided by a hit, or the next turn (or a draw after turn 10). */
  readonly outcome: 'win' | 'loss' | 'draw' | 'next';
}

/** A position as the engine's tables index it: the turn, both characters' indexes and squares. */
export interface IndexedPosition {
  readonly turn: number;
  readonly solver: number;
  readonly solverSquare: number;
  readonly opponent: number;
  readonly opponentSquare: number;
}

/** The solver's value after a turn in which nobody hit: the table's next turn (0 after the last). */
export function nextValue(values: SolvedValues, p: IndexedPosition, move: number, reply: number): number {
  return values.value(p.turn + 1, p.solver, p.opponent, move, reply);
}

/**
 * Every reply the opponent can make to (move, hit), one per reply move and per kind (hitting the solver's move,
 * or missing it), with its payoff for the solver. A reply move whose every hit lands on the solver's move gives
 * only the hitting reply; one whose range does not reach it gives only the missing one.
 */
export function repliesTo(values: SolvedValues, p: IndexedPosition, move: number, hit: number): Reply[] {
  const out: Reply[] = [];
  for (const reply of MOVE_TABLE[p.opponent]![p.opponentSquare]!) {
    const range = HIT_TABLE[p.opponent]![reply]!;
    const solverHits = hitLands(hit, reply);
    if (range.some((h) => hitLands(h, move)))
      out.push({
        move: reply,
        hit: move,
        value: solverHits ? 0 : -1,
        outcome: solverHits ? 'draw' : 'loss',
      });
    const miss = range.find((h) => !hitLands(h, move));
    if (miss !== undefined)
      out.push(
        solverHits
          ? { move: reply, hit: miss, value: 1, outcome: 'win' }
          : { move: reply, hit: miss, value: nextValue(values, p, move, reply), outcome: 'next' },
      );
  }
  return out;
}

/** The guaranteed value of every plan of the solver's. */
export function planValues(values: SolvedValues, p: IndexedPosition): PlanValues {
  const moves = MOVE_TABLE[p.solver]![p.solverSquare]!;
  const replies = MOVE_TABLE[p.opponent]![p.opponentSquare]!;
  const hits = moves.map((m) => HIT_TABLE[p.solver]![m]!);
  const planned = moves.map((move, k) => {
    // The reply moves' payoffs when the solver's hit misses them, and when it lands on them.
    const missed = new Float64Array(replies.length);
    const landed = new Float64Array(replies.length);
    let worst = Infinity;
    replies.forEach((reply, j) => {
      const range = HIT_TABLE[p.opponent]![reply]!;
      const canHit = range.some((h) => hitLands(h, move));
      const canMiss = range.some((h) => !hitLands(h, move));
      missed[j] = Math.min(canHit ? -1 : Infinity, canMiss ? nextValue(values, p, move, reply) : Infinity);
      landed[j] = Math.min(canHit ? 0 : Infinity, canMiss ? 1 : Infinity);
      worst = Math.min(worst, missed[j]);
    });
    return Float64Array.from(hits[k]!, (hit) => {
      const j = replies.findIndex((reply) => hitLands(hit, reply));
      if (j < 0) return worst;
      let v = landed[j]!;
      for (let i = 0; i < replies.length; i++) if (i !== j) v = Math.min(v, missed[i]!);
      return v;
    });
  });
  return { moves, hits, values: planned, replies };
}
