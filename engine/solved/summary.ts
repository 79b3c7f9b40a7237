import { isLetter, type Letter } from '../characters';
import { characters, gameValue } from './table/manifest.json';
import type { CharacterFigure } from './openingGame';
import { CLASS_MEMBERS, squareClass } from './symmetry';

/** What the solved opening says of one character, its letter typed. */
export interface SolvedCharacter extends CharacterFigure {
  readonly letter: Letter;
}

/** What the solution says, for people (the /rules page): read from the shipped table's manifest. */
export interface SolvedSummary {
  /** The whole game's value for the first seat (−1..1): 0 means neither seat is favoured with best play. */
  readonly gameValue: number;
  /** The 16 characters in the engine's order. */
  readonly characters: readonly SolvedCharacter[];
}

/** The shipped solution's summary (engine/solved/table/manifest.json, written by `npm run solve`). */
export const SOLVED_SUMMARY: SolvedSummary = {
  gameValue,
  characters: characters.filter((c): c is SolvedCharacter => isLetter(c.letter)),
};

/**
 * The winning chances (0..100) of an expected result v (−1..1), a draw counting as half a win: 50 + 50 · v, as
 * the replay analysis counts them (analysis.ts turnAccuracy).
 */
export function winningChances(value: number): number {
  return 50 + 50 * value;
}

/** The characters by their value against perfect play, best first (ties: the more often picked first). */
export function charactersByValue(summary: SolvedSummary = SOLVED_SUMMARY): SolvedCharacter[] {
  return [...summary.characters].sort((x, y) => y.value - x.value || y.pick - x.pick);
}

/**
 * The squares as good as `square` for any character: those the board's turns and mirror images take it to (a
 * character's best square stands for all of them; the centre square d5 for d4, d5, e4 and e5).
 */
export function squaresLike(square: number): readonly number[] {
  return CLASS_MEMBERS[squareClass(square)]!;
}
