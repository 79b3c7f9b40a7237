// The browser side of the replay-analysis timing (tests/bench/analysisTiming.ts): bundled with esbuild into one
// script for a blank page, it runs the engine's analyseGame over a game's pair of values, as a replay page would.
import type { Letter } from '../../engine/characters';
import { analyseGame } from '../../engine/solved/analysis';
import { PairValues } from '../../engine/solved/solvedTable';
import { warmUpAnalysis } from '../../engine/solved/warmUp';
import type { Reveal, Seat } from '../../engine/types';

/** What the page is handed: the pair's values (as PairValues keeps them) and the game. */
export interface AnalysisInput {
  readonly pair: readonly [number, number];
  readonly values: readonly number[];
  readonly characters: Readonly<Record<Seat, Letter>>;
  readonly reveals: readonly Reveal[];
}

/**
 * Milliseconds of each of `runs` analyses, the first one cold (the page's first call of the engine) unless
 * `warmUp`: then first the warm-up a replay page runs while the game's values are on their way, its time first.
 */
function timeAnalysis(input: AnalysisInput, runs: number, warmUp = false): number[] {
  const values = new PairValues(input.pair[0], input.pair[1], Int16Array.from(input.values));
  const warming: number[] = [];
  if (warmUp) {
    const start = performance.now();
    warmUpAnalysis();
    warming.push(performance.now() - start);
  }
  return warming.concat(
    Array.from({ length: runs }, () => {
      const start = performance.now();
      analyseGame(values, input.characters, input.reveals);
      return performance.now() - start;
    }),
  );
}

(globalThis as { timeAnalysis?: typeof timeAnalysis }).timeAnalysis = timeAnalysis;
