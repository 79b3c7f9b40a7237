import type { GameSeed } from '../gameSeed';
import { ExpertAi } from './expertAi';
import { GreedyAi } from './greedyAi';
import { RandomAi } from './randomAi';
import type { AiLevel, AiPlayer } from './types';

/** A new seeded AI player of this level: a hosted game's AI gets a secret seed (gameSeed.ts aiSeed). */
export function createAi(level: AiLevel, seed: GameSeed): AiPlayer {
  switch (level) {
    case 'random':
      return new RandomAi(seed);
    case 'greedy':
      return new GreedyAi(seed);
    case 'expert':
      return new ExpertAi(seed);
  }
}
