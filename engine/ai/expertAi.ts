import { SQUARES } from '../board';
import { CHARACTERS, characterIndex, type Letter } from '../characters';
import { randomFrom, type GameSeed, type Random } from '../gameSeed';
import { MOVE_TABLE } from '../targets';
import { planSet, TurnSolver, type PlanSet, type TurnSolution } from './equilibrium';
import { greedyStrategy, moveProbability, uniformStrategy } from './opponentModel';
import type { AiPlayer, Plan, TurnView } from './types';

/** Regret-matching iterations per decision: enough for an exploitability well under 1 % (docs/AI.md). */
export const EXPERT_ITERATIONS = 400;

/** The opponent models the expert weighs: an equilibrium player, a uniform one, a greedy one. */
export const OPPONENT_MODELS = ['equilibrium', 'uniform', 'greedy'] as const;
const PRIOR = [0.5, 0.25, 0.25];
/** Keeps a surprising move from ruling a model out for good. */
const SMOOTHING = 0.02;

/** What the expert remembers of the previous turn to learn from the opponent's move. */
interface Memory {
  readonly turn: number;
  readonly theirs: PlanSet;
  readonly strategies: readonly Float64Array[];
}

/**
 * The expert AI. Each turn is a simultaneous zero-sum game (my move and hit against the opponent's), solved
 * by regret matching+. It also watches the opponent's moves (public once revealed) and weighs three models
 * of it: an equilibrium player, a uniform one, a greedy one. It plays the equilibrium mixed with the best
 * reply to what the models predict, in proportion to how sure it is that the opponent is not an equilibrium
 * player. Plans are drawn with its own seeded generator; it sees only what a player in its seat sees.
 */
export class ExpertAi implements AiPlayer {
  readonly level = 'expert';
  private readonly rng: Random;
  private readonly solver = new TurnSolver();
  /** The latest solved turn, kept for inspection (tests, exploitability). */
  lastSolution: TurnSolution | undefined;
  /** How much the expert believes each opponent model (OPPONENT_MODELS order); reset each game. */
  beliefs = [...PRIOR];
  private memory: Memory | undefined;

  constructor(
    seed: GameSeed,
    private readonly iterations = EXPERT_ITERATIONS,
  ) {
    this.rng = randomFrom(seed);
  }

  choose(): Letter {
    return this.rng.pick(CHARACTERS).letter;
  }

  /** A square from which the character reaches the most squares (ties at random). */
  place(me: Letter): number {
    const moves = MOVE_TABLE[characterIndex(me)]!;
    let best = 0;
    const squares: number[] = [];
    for (let sq = 0; sq < SQUARES; sq++) {
      const n = moves[sq]!.length;
      if (n > best) squares.length = 0;
      if (n >= best) {
        best = n;
        squares.push(sq);
      }
    }
    return this.rng.pick(squares);
  }

  plan(view: TurnView): Plan {
    const mine = planSet(characterIndex(view.me), view.mySquare);
    const theirs = planSet(characterIndex(view.opponent), view.opponentSquare);
    const solution = this.solver.solve(mine, theirs, this.iterations);
    this.lastSolution = solution;
    this.learn(view);
    const strategies = [solution.theirStrategy, uniformStrategy(theirs), greedyStrategy(theirs, mine)];
    this.memory = { turn: view.turn, theirs, strategies };
    const strategy = this.blend(solution, strategies);
    const i = sample(strategy, this.rng.next());
    return { move: mine.moves[i]!, hit: mine.hits[i]! };
  }

  /** Updates the beliefs with the opponent's last move (its new square), or starts afresh in a new game. */
  private learn(view: TurnView): void {
    const memory = this.memory;
    if (memory === undefined || view.turn !== memory.turn + 1) {
      this.beliefs = [...PRIOR];
      return;
    }
    const likelihood = memory.strategies.map(
      (s) => SMOOTHING + moveProbability(memory.theirs, s, view.opponentSquare),
    );
    const weighted = this.beliefs.map((b, k) => b * likelihood[k]!);
    const total = weighted.reduce((a, b) => a + b, 0);
    this.beliefs = weighted.map((w) => w / total);
  }

  /** The equilibrium, mixed with the best reply to the predicted opponent as far as it is not one. */
  private blend(solution: TurnSolution, strategies: readonly Float64Array[]): Float64Array {
    const { mine, theirs, myStrategy } = solution;
    const predicted = new Float64Array(theirs.moves.length);
    strategies.forEach((s, k) => {
      for (let i = 0; i < s.length; i++) predicted[i]! += this.beliefs[k]! * s[i]!;
    });
    const reply = bestReply(mine, theirs, predicted);
    const lambda = 1 - this.beliefs[0]!;
    return myStrategy.map((p, i) => (1 - lambda) * p + lambda * reply[i]!);
  }
}

/** The uniform mix of my best plans against a predicted opponent strategy. */
function bestReply(mine: PlanSet, theirs: PlanSet, predicted: Float64Array): Float64Array {
  const pMove = new Float64Array(SQUARES);
  const pHit = new Float64Array(SQUARES);
  for (let i = 0; i < predicted.length; i++) {
    pMove[theirs.moves[i]!]! += predicted[i]!;
    pHit[theirs.hits[i]!]! += predicted[i]!;
  }
  const value = Array.from(mine.moves, (m, i) => pMove[mine.hits[i]!]! - pHit[m]!);
  const best = Math.max(...value);
  const count = value.filter((v) => v > best - 1e-12).length;
  return Float64Array.from(value, (v) => (v > best - 1e-12 ? 1 / count : 0));
}

/** The index drawn from a probability distribution with a uniform number u in [0, 1). */
export function sample(probabilities: Float64Array, u: number): number {
  let acc = 0;
  for (let i = 0; i < probabilities.length; i++) {
    acc += probabilities[i]!;
    if (u < acc) return i;
  }
  return probabilities.length - 1;
}
