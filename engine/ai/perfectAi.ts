import { CHARACTERS, characterIndex, type Letter } from '../characters';
import { randomFrom, type GameSeed, type Random } from '../gameSeed';
import { MOVE_TABLE } from '../targets';
import { CLASS_MEMBERS, CLASS_SQUARES, squareClass } from '../solved/symmetry';
import { planOf, solvePosition, turnGame } from '../solved/positionGame';
import type { SolvedValues } from '../solved/solvedTable';
import { sample } from './expertAi';
import type { AiPlayer, Plan, TurnView } from './types';

/** What the Perfect AI reads: the solved values and the solved opening (engine/solved, docs/AI.md). */
export interface PerfectKnowledge {
  readonly table: SolvedValues;
  /** The opening's equilibrium over (character, square class), character-major (openingGame.ts). */
  readonly opening: ArrayLike<number>;
  /** Each character's best square against the equilibrium (for a character the equilibrium never picks). */
  readonly characters: readonly { readonly bestSquare: number }[];
}

const CLASSES = CLASS_SQUARES.length;

/**
 * The Perfect AI plays the game's exact equilibrium. In Choose and Place it draws its character and square from
 * the solved opening; in each turn it solves the one matrix game of the position against the table's values of the
 * positions after it, and draws its plan from its equilibrium strategy with its own seeded generator (a hosted
 * game's secret stream). No opponent, however informed, can expect more than the game's value against it.
 */
export class PerfectAi implements AiPlayer {
  readonly level = 'perfect';
  private readonly rng: Random;

  constructor(
    seed: GameSeed,
    private readonly solved: PerfectKnowledge,
  ) {
    this.rng = randomFrom(seed);
  }

  choose(): Letter {
    const marginal = Float64Array.from(CHARACTERS, (_, a) => {
      let p = 0;
      for (let k = 0; k < CLASSES; k++) p += this.solved.opening[a * CLASSES + k]!;
      return p;
    });
    return CHARACTERS[sample(normalised(marginal), this.rng.next())]!.letter;
  }

  /** A square class drawn from the opening given the character, then a square of that class, evenly. */
  place(me: Letter): number {
    const a = characterIndex(me);
    const classes = Float64Array.from({ length: CLASSES }, (_, k) => this.solved.opening[a * CLASSES + k]!);
    // A character the equilibrium never picks (a deadline's fill chose it) stands on its best class of squares.
    const total = classes.reduce((x, y) => x + y, 0);
    const k =
      total > 0
        ? sample(normalised(classes), this.rng.next())
        : squareClass(this.solved.characters[a]!.bestSquare);
    return this.rng.pick(CLASS_MEMBERS[k]!);
  }

  plan(view: TurnView): Plan {
    const me = characterIndex(view.me);
    const them = characterIndex(view.opponent);
    const game = turnGame(this.solved.table, view.turn, me, them, view.mySquare, view.opponentSquare);
    const solution = solvePosition(game);
    const i = sample(solution.row, this.rng.next());
    return planOf(game.a, i, me, MOVE_TABLE[them]![view.opponentSquare]!);
  }
}

/** p scaled to sum 1. */
function normalised(p: Float64Array): Float64Array {
  const total = p.reduce((a, b) => a + b, 0);
  return p.map((x) => x / total);
}
