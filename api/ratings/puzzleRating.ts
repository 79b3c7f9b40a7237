// A puzzle attempt as a rated game (issue 42, docs/RULES.md "Puzzles"): the player against the puzzle, one Glicko-2
// rating period each (the glicko2 package's maths, as the game ratings use it: api/ratings/glicko.ts), the player's
// change capped, the puzzle's not (its deviation shrinks with its attempts: it settles).
import { PUZZLE_RATING_CAP } from '../../contract/puzzles';
import { rateGame, START, type Rating } from './glicko';

/** A player's puzzle rating before any rated attempt: the game ratings' start (RULES.md). */
export const PUZZLE_PLAYER_START: Rating = START;

/**
 * A new puzzle's deviation: its starting rating is the engine's estimate of its difficulty (engine/puzzles/
 * difficulty.ts), worth more than a newcomer's 1500 but far from settled; its first attempts move it most.
 */
export const PUZZLE_START_RD = 250;

/** A new puzzle's volatility (the players'). */
export const PUZZLE_START_VOL = START.vol;

/** The puzzle's side of a new puzzle: the engine's rating, PUZZLE_START_RD, PUZZLE_START_VOL. */
export const puzzleStart = (rating: number): Rating => ({
  rating,
  rd: PUZZLE_START_RD,
  vol: PUZZLE_START_VOL,
});

/**
 * One rated attempt: the player scores 1 when it solved, 0 when it missed, the puzzle the other way. Both are
 * rated against the other's rating from before the attempt; the player's new rating is kept within
 * PUZZLE_RATING_CAP of its old one (its deviation and volatility as Glicko-2 gives them).
 */
export function rateAttempt(
  player: Rating,
  puzzle: Rating,
  solved: boolean,
): { readonly player: Rating; readonly puzzle: Rating } {
  const { a, b } = rateGame(player, puzzle, solved ? 1 : 0);
  const low = player.rating - PUZZLE_RATING_CAP;
  const high = player.rating + PUZZLE_RATING_CAP;
  return { player: { ...a, rating: Math.min(high, Math.max(low, a.rating)) }, puzzle: b };
}
