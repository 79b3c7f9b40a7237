import { ExpertAi } from './expertAi';
import { GreedyAi } from './greedyAi';
import { RandomAi } from './randomAi';
import type { AiLevel, AiPlayer } from './types';

/** A new seeded AI player of this level. */
export function createAi(level: AiLevel, seed: number): AiPlayer {
  switch (level) {
    case 'random':
      return new RandomAi(seed);
    case 'greedy':
      return new GreedyAi(seed);
    case 'expert':
      return new ExpertAi(seed);
  }
}
