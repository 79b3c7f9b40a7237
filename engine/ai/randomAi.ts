import { SQUARES } from '../board';
import { CHARACTERS, characterIndex, type Letter } from '../characters';
import { randomFrom, type GameSeed, type Random } from '../gameSeed';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import type { AiPlayer, Plan, TurnView } from './types';

/** The original product's AI: every choice uniform over the valid ones. */
export class RandomAi implements AiPlayer {
  readonly level = 'random';
  private readonly rng: Random;

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
    const me = characterIndex(view.me);
    const move = this.rng.pick(MOVE_TABLE[me]![view.mySquare]!);
    return { move, hit: this.rng.pick(HIT_TABLE[me]![move]!) };
  }
}
