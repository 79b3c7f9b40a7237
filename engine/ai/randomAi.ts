import { SQUARES } from '../board';
import { CHARACTERS, characterIndex, type Letter } from '../characters';
import { randomFrom, type GameSeed, type Random } from '../gameSeed';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import type { AiPlayer, Plan, TurnView } from './types';

type Table = (typeof MOVE_TABLE)[number];

/**
 * The original product's AI: every choice uniform over the valid ones. It is the hot path of every simulation
 * (benchmarks, strength tables), so it looks its character's tables up once, not once per plan, and indexes
 * them here rather than through `Random.pick`, whose one shared element load sees every kind of list (issue 40).
 */
export class RandomAi implements AiPlayer {
  readonly level = 'random';
  private readonly rng: Random;
  /** The character the tables below are for; null before the first plan. */
  private letter: Letter | null = null;
  /** Its move targets by square. */
  private moves: Table = [];
  /** Its hit targets by square moved to. */
  private hits: Table = [];

  constructor(seed: GameSeed) {
    this.rng = randomFrom(seed);
  }

  choose(): Letter {
    return this.rng.pick(CHARACTERS).letter;
  }

  place(): number {
    return this.rng.int(SQUARES);
  }

  plan(view: TurnView): Plan {
    if (view.me !== this.letter) {
      const me = characterIndex(view.me);
      this.letter = view.me;
      this.moves = MOVE_TABLE[me]!;
      this.hits = HIT_TABLE[me]!;
    }
    const moves = this.moves[view.mySquare]!;
    const move = moves[this.rng.int(moves.length)]!;
    const hits = this.hits[move]!;
    return { move, hit: hits[this.rng.int(hits.length)]! };
  }
}
