// Puzzles for tests (issue 42): real ones, found by the engine in the shipped solved table over a fixed walk of
// positions (the same every run), so a test needs neither the shipped set nor a hand-made solution.
import {
  characterIndex,
  CHARACTERS,
  puzzleAt,
  type Puzzle,
  type PuzzlePlan,
  type PuzzleTheme,
} from '../../engine';
import { HIT_TABLE, MOVE_TABLE } from '../../engine/targets';
import { SOLVED_DIR, solvedTableFor } from '../../api/solved/tableFiles';

/** The shipped solved table's values (loaded once per process). */
export const solvedValues = () => solvedTableFor(SOLVED_DIR).table;

/**
 * The first `count` puzzles of a fixed walk over positions (turns 10, 9, 5, 3, every character pair, spread
 * squares), each a different id, optionally only those with `theme`; the engine's starting ratings.
 */
export function findPuzzles(count: number, theme?: PuzzleTheme): Puzzle[] {
  const values = solvedValues();
  const found = new Map<string, Puzzle>();
  for (const turn of [10, 9, 5, 3])
    for (const a of CHARACTERS)
      for (const b of CHARACTERS)
        for (let s = 0; s < 64; s += 5)
          for (let o = 2; o < 64; o += 9) {
            if (s === o) continue;
            const puzzle = puzzleAt(
              values,
              { turn, solver: { letter: a.letter, square: s }, opponent: { letter: b.letter, square: o } },
              { kind: 'engine', seed: 'test-walk', turn },
            );
            if (puzzle === undefined || found.has(puzzle.id)) continue;
            if (theme !== undefined && !puzzle.themes.includes(theme)) continue;
            found.set(puzzle.id, puzzle);
            if (found.size === count) return [...found.values()];
          }
  throw new Error(`findPuzzles: only ${found.size} puzzles found`);
}

/** `puzzles` with starting ratings `ratings` (cycled), for tests of choosing by rating. */
export const withRatings = (puzzles: readonly Puzzle[], ratings: readonly number[]): Puzzle[] =>
  puzzles.map((p, i) => ({ ...p, rating: ratings[i % ratings.length]! }));

/** A legal plan that does not solve `puzzle`: another move of the solver's, with the first hit in its range. */
export function wrongPlan(puzzle: Puzzle): PuzzlePlan {
  const solver = characterIndex(puzzle.position.solver.letter);
  const move = MOVE_TABLE[solver]![puzzle.position.solver.square]!.find((m) => m !== puzzle.solution.move);
  if (move === undefined) throw new Error(`wrongPlan: ${puzzle.id} has one move only`);
  return { move, hit: HIT_TABLE[solver]![move]![0]! };
}

/** The puzzle's solution as a plan (its first solving hit). */
export const rightPlan = (puzzle: Puzzle): PuzzlePlan => ({
  move: puzzle.solution.move,
  hit: puzzle.solution.hits[0]!,
});

/** A move the solver cannot make (a square out of its reach). */
export function unreachableMove(puzzle: Puzzle): number {
  const solver = characterIndex(puzzle.position.solver.letter);
  const reach = MOVE_TABLE[solver]![puzzle.position.solver.square]!;
  const square = Array.from({ length: 64 }, (_, i) => i).find((s) => !reach.includes(s));
  if (square === undefined) throw new Error(`unreachableMove: ${puzzle.id}'s solver reaches every square`);
  return square;
}

/** A hit out of range of the solution's move. */
export function outOfRangeHit(puzzle: Puzzle): number {
  const solver = characterIndex(puzzle.position.solver.letter);
  const range = HIT_TABLE[solver]![puzzle.solution.move]!;
  const square = Array.from({ length: 64 }, (_, i) => i).find((s) => !range.includes(s));
  if (square === undefined) throw new Error(`outOfRangeHit: every square is in range`);
  return square;
}
