import type { Plan } from '../ai/types';
import { characterIndex, type Letter } from '../characters';
import type { ReplayedGame } from '../notation';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import type { Reveal, Seat } from '../types';
import {
  MISTAKE_MARGIN,
  SAME_VALUE,
  seatAccuracy,
  seatThatLeft,
  turnAccuracy,
  type NoAccuracy,
} from './accuracy';
import type { MatrixSolution } from './matrixGame';
import {
  planOf,
  planValue,
  solvePosition,
  turnGame,
  type PositionGame,
  type PositionPlans,
} from './positionGame';
import type { SolvedValues } from './solvedTable';

/** One of a position's best plans: `hit` null is "a square the opponent cannot move to" (any of them does). */
export interface BestPlan {
  readonly move: number;
  readonly hit: number | null;
}

/** One player's plan of one turn, scored against the equilibrium. */
export interface PlanScore {
  /** The plan played. */
  readonly plan: Plan;
  /** The expected result (−1..1, for this player) the plan earns against the opponent's equilibrium strategy. */
  readonly value: number;
  /** The value the plan gave away: the position's value for this player minus `value` (0 for an equilibrium plan). */
  readonly loss: number;
  /** The plan gave away more than `MISTAKE_MARGIN`: it is outside every equilibrium plan by a clear margin. */
  readonly mistake: boolean;
  /** Some legal plan of this player's would have been a mistake: the turn tested a choice and counts for accuracy. */
  readonly tested: boolean;
  /** A best plan to draw: the plan played when it gave nothing away, else the equilibrium's most likely plan. */
  readonly best: Plan;
  /** Every plan as good as the best (gives nothing away against the opponent's equilibrium), by move then hit. */
  readonly bestPlans: readonly BestPlan[];
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
  /** Each player's accuracy over the turns that tested a choice (0..100); null when `noAccuracy` says why not. */
  readonly accuracy: Readonly<Record<Seat, number | null>>;
  /** Why a player has no accuracy (it left, or too few turns tested a choice); null when it has one. */
  readonly noAccuracy: Readonly<Record<Seat, NoAccuracy | null>>;
  /** How many of each player's turns tested a choice. */
  readonly scored: Readonly<Record<Seat, number>>;
  /** How many of each player's plans were mistakes. */
  readonly mistakes: Readonly<Record<Seat, number>>;
  /** Each player's value given away over the game, summed. */
  readonly lost: Readonly<Record<Seat, number>>;
}

/**
 * What each of a side's position plans gives away against the other side's equilibrium strategy (A's rows
 * against B's column strategy; B's columns against A's row strategy), in that side's own value.
 */
function planLosses(game: PositionGame, solution: MatrixSolution, side: Seat): Float64Array {
  const rows = game.a.moves.length;
  const columns = game.b.moves.length;
  const losses = new Float64Array(side === 'A' ? rows : columns);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < columns; j++) {
      const p = game.payoff[i * columns + j]!;
      if (side === 'A') losses[i] = losses[i]! + p * solution.column[j]!;
      else losses[j] = losses[j]! + p * solution.row[i]!;
    }
  }
  // A's rows earn at most the value; B's columns leave A at least the value.
  for (let k = 0; k < losses.length; k++)
    losses[k] = Math.max(0, side === 'A' ? solution.value - losses[k]! : losses[k]! - solution.value);
  return losses;
}

/**
 * A side's whole choice in a position, each plan with what it gives away: the position's plans (`planLosses`) and,
 * for every move that has hits the opponent could walk into, the same move with a hit where the opponent cannot be
 * (the reduced game drops it as weakly dominated, but a player may play it, and it may give value away).
 */
function choicesOf(
  game: PositionGame,
  solution: MatrixSolution,
  side: Seat,
  own: SideOfTurn,
): { plans: BestPlan[]; losses: number[] } {
  const reduced = planLosses(game, solution, side);
  const plans: BestPlan[] = [];
  const losses: number[] = [];
  for (let i = 0; i < reduced.length; i++) {
    const hit = own.plans.hits[i]!;
    plans.push({ move: own.plans.moves[i]!, hit: hit < 0 ? null : hit });
    losses.push(reduced[i]!);
  }
  const position = side === 'A' ? solution.value : -solution.value;
  const against = side === 'A' ? solution.column : solution.row;
  for (const move of own.plans.targets) {
    if (plans.some((p) => p.move === move && p.hit === null)) continue;
    const quiet = HIT_TABLE[own.character]![move]!.find((h) => !own.opponentTargets.includes(h));
    if (quiet === undefined) continue;
    const earned = planValue(game, side, { move, hit: quiet }, against);
    plans.push({ move, hit: null });
    losses.push(Math.max(0, position - (side === 'A' ? earned : -earned)));
  }
  return { plans, losses };
}

interface SideOfTurn {
  readonly plans: PositionPlans;
  readonly strategy: Float64Array;
  readonly character: number;
  readonly opponentTargets: readonly number[];
}

/** One side's plan of a turn scored: its loss, whether it was a mistake, whether the turn tested it, its best plans. */
function scorePlan(
  game: PositionGame,
  solution: MatrixSolution,
  side: Seat,
  played: Plan,
  own: SideOfTurn,
): PlanScore {
  const position = side === 'A' ? solution.value : -solution.value;
  // What the plan leaves A against the other's equilibrium strategy, turned into this side's own value.
  const earned = planValue(game, side, played, side === 'A' ? solution.column : solution.row);
  const value = side === 'A' ? earned : -earned;
  const loss = Math.max(0, position - value);
  const choices = choicesOf(game, solution, side, own);
  const mistake = loss > MISTAKE_MARGIN;
  const tested = mistake || choices.losses.some((l) => l > MISTAKE_MARGIN);
  const best =
    loss <= SAME_VALUE
      ? played
      : planOf(own.plans, likeliest(own.strategy), own.character, own.opponentTargets);
  const bestPlans = choices.plans
    .filter((_, k) => choices.losses[k]! <= SAME_VALUE)
    .sort((x, y) => x.move - y.move || (x.hit ?? -1) - (y.hit ?? -1));
  return {
    plan: played,
    value,
    loss,
    mistake,
    tested,
    best,
    bestPlans,
    accuracy: turnAccuracy(loss),
  };
}

/**
 * Scores both plans of each turn against the equilibrium of its position: the matrix game of the turn over the
 * solved values of the turn after it, exactly as the Perfect AI solves it. `values` needs only this game's pair of
 * characters (a PairValues slice is enough). The opening (Choose and Place) is not scored. `left`: the seat that
 * left the game (it gets no accuracy).
 */
export function analyseGame(
  values: SolvedValues,
  characters: Readonly<Record<Seat, Letter>>,
  reveals: readonly Reveal[],
  left: Seat | null = null,
): GameAnalysis {
  const a = characterIndex(characters.A);
  const b = characterIndex(characters.B);
  const turns = reveals.map((r): TurnAnalysis => {
    const game = turnGame(values, r.turn, a, b, r.fromA, r.fromB);
    const solution = solvePosition(game);
    const targetsA = MOVE_TABLE[a]![r.fromA]!;
    const targetsB = MOVE_TABLE[b]![r.fromB]!;
    return {
      turn: r.turn,
      value: solution.value,
      A: scorePlan(
        game,
        solution,
        'A',
        { move: r.moveA, hit: r.hitA },
        { plans: game.a, strategy: solution.row, character: a, opponentTargets: targetsB },
      ),
      B: scorePlan(
        game,
        solution,
        'B',
        { move: r.moveB, hit: r.hitB },
        { plans: game.b, strategy: solution.column, character: b, opponentTargets: targetsA },
      ),
    };
  });
  const of = (seat: Seat) =>
    seatAccuracy(
      turns.map((t) => t[seat]),
      left === seat,
    );
  const A = of('A');
  const B = of('B');
  const sum = (seat: Seat, f: (s: PlanScore) => number) => turns.reduce((n, t) => n + f(t[seat]), 0);
  return {
    turns,
    accuracy: { A: A.accuracy, B: B.accuracy },
    noAccuracy: { A: A.none, B: B.none },
    scored: { A: A.scored, B: B.scored },
    mistakes: { A: sum('A', (s) => (s.mistake ? 1 : 0)), B: sum('B', (s) => (s.mistake ? 1 : 0)) },
    lost: { A: sum('A', (s) => s.loss), B: sum('B', (s) => s.loss) },
  };
}

/** The analysis of a replayed game, or null when it ended before both characters were known. */
export function analyseReplay(values: SolvedValues, game: ReplayedGame): GameAnalysis | null {
  const { A, B } = game.characters;
  if (A === null || B === null) return null;
  return analyseGame(values, { A, B }, game.turns, seatThatLeft(game.final.result));
}

function likeliest(p: Float64Array): number {
  let best = 0;
  for (let i = 1; i < p.length; i++) if (p[i]! > p[best]!) best = i;
  return best;
}
