// The browser side of the replay-analysis timing (tests/bench/analysisTiming.ts): bundled with esbuild into one
// script for a blank page, it runs the engine's analyseGame over a game's pair of values, as a replay page would.
import type { Letter } from '../../engine/characters';
import { analyseGame } from '../../engine/solved/analysis';
import { PairValues } from '../../engine/solved/solvedTable';
import type { Reveal, Seat } from '../../engine/types';

/** What the page is handed: the pair's values (as PairValues keeps them) and the game. */
export interface AnalysisInput {
  readonly pair: readonly [number, number];
  readonly values: readonly number[];
  readonly characters: Readonly<Record<Seat, Letter>>;
  readonly reveals: readonly Reveal[];
}

/** Milliseconds of each of `runs` analyses, the first one cold (the page's first call of the engine). */
function timeAnalysis(input: AnalysisInput, runs: number): number[] {
  const values = new PairValues(input.pair[0], input.pair[1], Int16Array.from(input.values));
  return Array.from({ length: runs }, () => {
    const start = performance.now();
    analyseGame(values, input.characters, input.reveals);
    return performance.now() - start;
  });
}

(globalThis as { timeAnalysis?: typeof timeAnalysis }).timeAnalysis = timeAnalysis;
