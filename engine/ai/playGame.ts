import { aiSeed, type GameSeed } from '../gameSeed';
import { MAX_TURNS, resolveTurn } from '../resolve';
import { createAi } from './createAi';
import type { PerfectKnowledge } from './perfectAi';
import type { AiLevel, AiPlayer } from './types';

/** How a whole AI game ended, and after how many turns. */
export interface AiGameResult {
  readonly winner: 'A' | 'B' | 'draw';
  readonly turns: number;
}

/** Plays a whole game between two AI players, without clocks: choose, place, then up to ten turns. */
export function playGame(a: AiPlayer, b: AiPlayer): AiGameResult {
  const charA = a.choose();
  const charB = b.choose();
  let squareA = a.place(charA);
  let squareB = b.place(charB);
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    const planA = a.plan({ turn, me: charA, mySquare: squareA, opponent: charB, opponentSquare: squareB });
    const planB = b.plan({ turn, me: charB, mySquare: squareB, opponent: charA, opponentSquare: squareA });
    const outcome = resolveTurn({
      moveA: planA.move,
      hitA: planA.hit,
      moveB: planB.move,
      hitB: planB.hit,
      turn,
    });
    if (outcome !== 'next') return { winner: outcome, turns: turn };
    squareA = planA.move;
    squareB = planB.move;
  }
  return { winner: 'draw', turns: MAX_TURNS };
}

/**
 * A whole game between two AI levels, deterministic for a seed: each seat gets its own seed derived as a hosted
 * game's AI seat's is (`aiSeed`), so a secret seed draws from the secret stream. `solved` is the table a Perfect
 * AI plays from.
 */
export function playAiGame({
  seed,
  a,
  b,
  solved,
}: {
  seed: GameSeed;
  a: AiLevel;
  b: AiLevel;
  solved?: PerfectKnowledge;
}): AiGameResult {
  return playGame(createAi(a, aiSeed(seed, 'A'), solved), createAi(b, aiSeed(seed, 'B'), solved));
}
