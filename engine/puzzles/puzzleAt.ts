import { characterIndex, type Letter } from '../characters';
import { MAX_TURNS } from '../resolve';
import type { SolvedValues } from '../solved/solvedTable';
import { MOVE_TABLE } from '../targets';
import { indexed, solutionOf, summarise } from './definition';
import { difficultyFacts, startingRating } from './difficulty';
import { puzzleId } from './puzzleId';
import { roundValue } from './puzzleSet';
import { puzzleThemes } from './themes';
import type { Puzzle, PuzzlePosition, PuzzleSource } from './types';

/** The puzzle at a position (docs/RULES.md "Puzzles"): its solution, themes and starting rating; undefined when it is none. */
export function puzzleAt(
  values: SolvedValues,
  position: PuzzlePosition,
  source: PuzzleSource,
): Puzzle | undefined {
  const p = indexed(position);
  const solution = solutionOf(values, p);
  if (solution === undefined) return undefined;
  const themes = puzzleThemes(values, p, solution);
  return {
    id: puzzleId(position),
    position,
    solution: { move: solution.move, hits: solution.hits },
    value: roundValue(solution.value),
    nextBest: roundValue(solution.nextBest),
    themes,
    rating: startingRating(difficultyFacts(p, summarise(values, p), solution), themes),
    source,
  };
}

/** Every square the opponent could move to: the replies revealed after an answer. */
export function puzzleReplies(position: PuzzlePosition): number[] {
  return [...MOVE_TABLE[characterIndex(position.opponent.letter)]![position.opponent.square]!];
}

/** A game as puzzlesOfGame reads it: both characters, and both squares before each turn played. */
export interface PuzzleGame {
  readonly letters: readonly [Letter, Letter];
  /** squares[k]: both pieces' squares before turn k + 1. */
  readonly squares: readonly (readonly [number, number])[];
}

/**
 * The puzzles of a game: every turn it reached, seen from both sides (the first player's side first), each
 * linked to its source by `source(turn)`. A position met twice (the same id) gives one puzzle.
 */
export function puzzlesOfGame(
  values: SolvedValues,
  game: PuzzleGame,
  source: (turn: number) => PuzzleSource,
): Puzzle[] {
  const found = new Map<string, Puzzle>();
  game.squares.slice(0, MAX_TURNS).forEach(([a, b], k) => {
    const turn = k + 1;
    const sides: readonly PuzzlePosition[] = [
      {
        turn,
        solver: { letter: game.letters[0], square: a },
        opponent: { letter: game.letters[1], square: b },
      },
      {
        turn,
        solver: { letter: game.letters[1], square: b },
        opponent: { letter: game.letters[0], square: a },
      },
    ];
    for (const position of sides) {
      const puzzle = puzzleAt(values, position, source(turn));
      if (puzzle !== undefined && !found.has(puzzle.id)) found.set(puzzle.id, puzzle);
    }
  });
  return [...found.values()];
}
