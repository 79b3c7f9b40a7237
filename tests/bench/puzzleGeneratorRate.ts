// The puzzle generator's pace (issue 42): engine/puzzles/generator.ts's generatePuzzles, as `npm run puzzles` runs
// it, on the shipped solved table, over the first games of the shipped run (seed SHIPPED_SEED). Its progress hook
// (called after each game) times every game, so each AI pairing's share is known too.
import { SHIPPED_GAMES, SHIPPED_SEED } from '../../api/cli/puzzles';
import { SOLVED_DIR, solvedTableFor } from '../../api/solved/tableFiles';
import { generatePuzzles, PUZZLE_MATCHES, type PerfectKnowledge } from '../../engine';

/** One run of the generator over the slice. */
export interface GeneratorRun {
  readonly seconds: number;
  /** CPU seconds of this process over the run (user + system): above `seconds` only with other threads busy. */
  readonly cpuSeconds: number;
  readonly positions: number;
  /** Distinct puzzles found in the slice. */
  readonly puzzles: number;
  /** Per pairing of PUZZLE_MATCHES (in its order): the positions of its games and the ms they took. */
  readonly byMatch: readonly { readonly positions: number; readonly ms: number }[];
}

export interface GeneratorRate {
  /** Seconds to load and check the shipped table (not in any run). */
  readonly tableSeconds: number;
  readonly games: number;
  readonly seed: number;
  readonly shippedGames: number;
  readonly warmUpGames: number;
  readonly runs: readonly GeneratorRun[];
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** The first `games` games of the shipped run, every game timed through the generator's progress hook. */
export function generatorRun(knowledge: PerfectKnowledge, games: number): GeneratorRun {
  const byMatch = PUZZLE_MATCHES.map(() => ({ positions: 0, ms: 0 }));
  const cpuStart = cpuSeconds();
  const start = performance.now();
  let last = start;
  let lastPositions = 0;
  const found = generatePuzzles(knowledge, { games, seed: SHIPPED_SEED }, (done, _games, positions) => {
    const now = performance.now();
    // Game i plays PUZZLE_MATCHES[i mod 6] (generatePuzzles); `done` counts from 1.
    const match = byMatch[(done - 1) % PUZZLE_MATCHES.length]!;
    match.ms += now - last;
    match.positions += positions - lastPositions;
    last = now;
    lastPositions = positions;
  });
  return {
    seconds: (performance.now() - start) / 1000,
    cpuSeconds: cpuSeconds() - cpuStart,
    positions: found.positions,
    puzzles: found.puzzles.length,
    byMatch,
  };
}

/**
 * Loads the shipped table, runs the generator once over `warmUpGames` (not counted: V8 compiles the AIs and the
 * definition), then `runs` times over the first `games` games; between runs the event loop turns, so an interrupt
 * (Ctrl-C) is heard within a run.
 */
export async function generatorRate(
  games: number,
  runs: number,
  warmUpGames: number,
): Promise<GeneratorRate> {
  const loading = performance.now();
  const knowledge = solvedTableFor(SOLVED_DIR);
  const tableSeconds = (performance.now() - loading) / 1000;
  generatorRun(knowledge, warmUpGames);
  const done: GeneratorRun[] = [];
  for (let r = 0; r < runs; r++) {
    await new Promise((next) => setImmediate(next));
    done.push(generatorRun(knowledge, games));
  }
  return {
    tableSeconds,
    games,
    seed: SHIPPED_SEED,
    shippedGames: SHIPPED_GAMES,
    warmUpGames,
    runs: done,
  };
}
