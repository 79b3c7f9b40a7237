// Written by `npm run bench -- ratings` (tests/bench/ratingsBench.ts) from measured AI-versus-AI results.
import type { AiLevel } from './types';

/** A fixed Glicko-2 rating for each AI level: games never change it (RULES.md, Leaderboard and ratings). */
export const AI_RATINGS: Readonly<Record<AiLevel, { readonly rating: number; readonly rd: number }>> = {
  random: { rating: 1000, rd: 30 },
  greedy: { rating: 1156, rd: 30 },
  expert: { rating: 1211, rd: 30 },
  perfect: { rating: 1322, rd: 30 },
};
