// The mixed strategies the Perfect and the expert AI play at a position and in the opening, computed exactly as
// they compute them before sampling (engine/ai/perfectAi.ts, engine/ai/expertAi.ts), for the exploitability pass.
import { SQUARES } from '../../engine/board';
import { CHARACTERS } from '../../engine/characters';
import { EXPERT_ITERATIONS, ExpertAi } from '../../engine/ai/expertAi';
import { planSet, TurnSolver, type TurnSolution } from '../../engine/ai/equilibrium';
import { greedyStrategy, uniformStrategy } from '../../engine/ai/opponentModel';
import type { PerfectKnowledge } from '../../engine/ai/perfectAi';
import { solvePosition, turnGame } from '../../engine/solved/positionGame';
import type { SolvedValues } from '../../engine/solved/solvedTable';
import { CLASS_MEMBERS, CLASS_SQUARES } from '../../engine/solved/symmetry';
import { MOVE_TABLE } from '../../engine/targets';
import { support, type MixedPlans } from './bestResponse';

/** Perfect's strategy on its turn `turn` as character `me` on `mySquare`: PerfectAi.plan before it samples. */
export function perfectStrategy(
  table: SolvedValues,
  turn: number,
  me: number,
  them: number,
  mySquare: number,
  theirSquare: number,
): MixedPlans {
  const game = turnGame(table, turn, me, them, mySquare, theirSquare);
  return support(game.a.moves, game.a.hits, solvePosition(game).row);
}

/** ExpertAi's private blend (the equilibrium mixed with the best reply to its models' prediction). */
type Blend = (solution: TurnSolution, strategies: readonly Float64Array[]) => Float64Array;

/**
 * The expert's strategy on the first turn of a game (its beliefs at their prior): ExpertAi.plan before it samples.
 * It does not depend on the turn: the expert solves each turn as if nothing came after it.
 */
export class ExpertStrategies {
  private readonly solver = new TurnSolver();
  private readonly ai = new ExpertAi(0);
  private readonly blend: Blend = (this.ai as unknown as { blend: Blend }).blend.bind(this.ai);

  at(me: number, them: number, mySquare: number, theirSquare: number): MixedPlans {
    const mine = planSet(me, mySquare);
    const theirs = planSet(them, theirSquare);
    const solution = this.solver.solve(mine, theirs, EXPERT_ITERATIONS);
    const models = [solution.theirStrategy, uniformStrategy(theirs), greedyStrategy(theirs, mine)];
    return support(mine.moves, mine.hits, this.blend(solution, models));
  }
}

/** An opening as probabilities of (character, square), character-major (CHARACTERS × 64). */
export type Opening = Float64Array;

/** Perfect's opening: the solved one's (character, class) picks, each class spread evenly over its squares. */
export function perfectOpening(solved: PerfectKnowledge): Opening {
  const classes = CLASS_SQUARES.length;
  const out = new Float64Array(CHARACTERS.length * SQUARES);
  let total = 0;
  for (let i = 0; i < CHARACTERS.length * classes; i++) total += solved.opening[i]!;
  for (let c = 0; c < CHARACTERS.length; c++)
    for (let k = 0; k < classes; k++) {
      const members = CLASS_MEMBERS[k]!;
      for (const s of members)
        out[c * SQUARES + s] = solved.opening[c * classes + k]! / total / members.length;
    }
  return out;
}

/** The expert's opening: a character uniformly, then uniformly a square from which it reaches the most squares. */
export function expertOpening(): Opening {
  const out = new Float64Array(CHARACTERS.length * SQUARES);
  for (let c = 0; c < CHARACTERS.length; c++) {
    const reach = MOVE_TABLE[c]!.map((t) => t.length);
    const best = Math.max(...reach);
    const squares = reach.flatMap((n, s) => (n === best ? [s] : []));
    for (const s of squares) out[c * SQUARES + s] = 1 / CHARACTERS.length / squares.length;
  }
  return out;
}
