import type { GameSeed } from '../gameSeed';
import { ExpertAi } from './expertAi';
import { GreedyAi } from './greedyAi';
import { PerfectAi, type PerfectKnowledge } from './perfectAi';
import { RandomAi } from './randomAi';
import type { AiLevel, AiPlayer } from './types';

/**
 * A new seeded AI player of this level: a hosted game's AI gets a secret seed (gameSeed.ts aiSeed). The Perfect AI
 * needs the solved table (`solved`), which the server loads once; without it, asking for one throws.
 */
export function createAi(level: AiLevel, seed: GameSeed, solved?: PerfectKnowledge): AiPlayer {
  switch (level) {
    case 'random':
      return new RandomAi(seed);
    case 'greedy':
      return new GreedyAi(seed);
    case 'expert':
      return new ExpertAi(seed);
    case 'perfect':
      if (solved === undefined) throw new Error('the Perfect AI needs the solved table (npm run solve)');
      return new PerfectAi(seed, solved);
  }
}
