import type { Plan } from '../ai/types';
import { characterIndex, type Letter } from '../characters';
import type { ReplayedGame } from '../notation';
import { MOVE_TABLE } from '../targets';
import type { Reveal, Seat } from '../types';
import { planOf, planValue, solvePosition, turnGame } from './positionGame';
import type { SolvedValues } from './solvedTable';

/** One player's plan of one turn, scored against the equilibrium. */
export interface PlanScore {
  /** The plan played. */
  readonly plan: Plan;
  /** The expected result (−1..1, for this player) the plan earns against the opponent's equilibrium strategy. */
  readonly value: number;
  /** The value the plan gave away: the position's value for this player minus `value` (0 for an equilibrium plan). */
  readonly loss: number;
  /** The equilibrium's most likely plan here: a best plan, shown on request. */
  readonly best: Plan;
  /** Lichess's accuracy of the move (0..100) from the loss in winning chances (`turnAccuracy`). */
  readonly accuracy: number;
}

/** One turn of a game, analysed. */
export interface TurnAnalysis {
  readonly turn: number;
  /** The position's exact value for A before the turn (−1 B wins for sure … +1 A wins for sure). */
  readonly value: number;
  readonly A: PlanScore;
  readonly B: PlanScore;
}

/** A whole game, analysed turn by turn against the solved game. */
export interface GameAnalysis {
  readonly turns: readonly TurnAnalysis[];
  /** Each player's accuracy over the game's turns (0..100; null when no turn was played). */
  readonly accuracy: Readonly<Record<Seat, number | null>>;
  /** Each player's value given away over the game, summed. */
  readonly lost: Readonly<Record<Seat, number>>;
}

/**
 * Lichess's accuracy of one move, 103.1668 · e^(−0.04354 · Δ) − 3.1669 clamped to 0..100, where Δ is the drop in
 * winning chances in percentage points. Here the winning chance of a value v (−1..1) is 50 + 50 · v, so a plan that
 * gives away `loss` in value drops 50 · loss points.
 */
export function turnAccuracy(loss: number): number {
  const drop = 50 * Math.max(0, loss);
  return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
}

/**
 * Scores both plans of each turn against the equilibrium of its position: the matrix game of the turn over the
 * solved values of the turn after it, exactly as the Perfect AI solves it. `values` needs only this game's pair of
 * characters (a PairValues slice is enough). The opening (Choose and Place) is not scored.
 */
export function analyseGame(
  values: SolvedValues,
  characters: Readonly<Record<Seat, Letter>>,
  reveals: readonly Reveal[],
): GameAnalysis {
  const a = characterIndex(characters.A);
  const b = characterIndex(characters.B);
  const turns = reveals.map((r): TurnAnalysis => {
    const game = turnGame(values, r.turn, a, b, r.fromA, r.fromB);
    const solution = solvePosition(game);
    const playedA = { move: r.moveA, hit: r.hitA };
    const playedB = { move: r.moveB, hit: r.hitB };
    const valueA = planValue(game, 'A', playedA, solution.column);
    // What B's plan leaves A, turned into B's own value.
    const valueB = -planValue(game, 'B', playedB, solution.row);
    const score = (plan: Plan, value: number, own: number, best: Plan): PlanScore => {
      const loss = Math.max(0, own - value);
      return { plan, value, loss, best, accuracy: turnAccuracy(loss) };
    };
    return {
      turn: r.turn,
      value: solution.value,
      A: score(
        playedA,
        valueA,
        solution.value,
        planOf(game.a, likeliest(solution.row), a, MOVE_TABLE[b]![r.fromB]!),
      ),
      B: score(
        playedB,
        valueB,
        -solution.value,
        planOf(game.b, likeliest(solution.column), b, MOVE_TABLE[a]![r.fromA]!),
      ),
    };
  });
  const mean = (seat: Seat) =>
    turns.length === 0 ? null : turns.reduce((sum, t) => sum + t[seat].accuracy, 0) / turns.length;
  const lost = (seat: Seat) => turns.reduce((sum, t) => sum + t[seat].loss, 0);
  return { turns, accuracy: { A: mean('A'), B: mean('B') }, lost: { A: lost('A'), B: lost('B') } };
}

/** The analysis of a replayed game, or null when it ended before both characters were known. */
export function analyseReplay(values: SolvedValues, game: ReplayedGame): GameAnalysis | null {
  const { A, B } = game.characters;
  if (A === null || B === null) return null;
  return analyseGame(values, { A, B }, game.turns);
}

function likeliest(p: Float64Array): number {
  let best = 0;
  for (let i = 1; i < p.length; i++) if (p[i]! > p[best]!) best = i;
  return best;
}
