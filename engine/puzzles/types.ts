// The puzzle as every layer sees it (issue 42; docs/RULES.md "Puzzles"). The engine finds, tags, rates and judges
// puzzles (engine/puzzles/); api/ stores and serves them and keeps the ratings; web/ shows them. Nothing here is
// I/O: the shipped set is read by api/ and handed to these functions.
import type { Letter } from '../characters';

/** The themes a puzzle can carry, found by code (engine/puzzles/themes.ts), shown after a try. */
export const PUZZLE_THEMES = [
  /**
   * The hit matters: with the right move only some hits solve, those on the opponent's best squares, which it must
   * then avoid. (A sure hit never exists: every character can move to two squares at least, a hit covers one.)
   */
  'forcedHit',
  /** Every other move loses to a reply that hits it; the solution's is out of reach, or its hit covers the one threat. */
  'escape',
  /** The solution wins nothing now but sets up the next turn, which is then a puzzle of its own for the solver. */
  'twoTurn',
  /** The opponent stands on an edge or in a corner, which is what narrows its moves. */
  'corner',
  /** The hit matters, and every solving hit is at the far end of your range (the longest hit your character has). */
  'longReach',
  /** Turn 10: the last turn before a draw. */
  'lastTurn',
  /** Both sides threaten: the opponent can hit some of your moves, and the solution hits where it can move. */
  'mutualThreat',
  /** Staying on your square is the solution. */
  'standStill',
] as const;

export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

/** One side of a puzzle's position. */
export interface PuzzlePiece {
  readonly letter: Letter;
  /** 0..63, as everywhere in the engine. */
  readonly square: number;
}

/** A position after Place, about to be planned: the solver's side and the opponent's. */
export interface PuzzlePosition {
  /** The turn about to be played (1..10). */
  readonly turn: number;
  readonly solver: PuzzlePiece;
  readonly opponent: PuzzlePiece;
}

/** A plan: where to move and where to hit (the hit in range of the move, as in a game). */
export interface PuzzlePlan {
  readonly move: number;
  readonly hit: number;
}

/** Where a puzzle was found: a stored game's turn, or a turn of the engine's own seeded games. */
export type PuzzleSource =
  | { readonly kind: 'game'; readonly gameId: string; readonly turn: number }
  | { readonly kind: 'engine'; readonly seed: string; readonly turn: number };

/** A puzzle: the position, its one right move with every hit that solves it, its themes, its starting rating. */
export interface Puzzle {
  /** Stable: made from the position's symmetry class, so the same position found twice is one puzzle. */
  readonly id: string;
  readonly position: PuzzlePosition;
  /** The move that solves, and every hit with it that solves (any one of them is a right answer). */
  readonly solution: { readonly move: number; readonly hits: readonly number[] };
  /** The guaranteed value of the solution for the solver (+1 a sure win; the table's scale, −1..1). */
  readonly value: number;
  /** The best guaranteed value of any plan with another move (at least the margin below `value`). */
  readonly nextBest: number;
  readonly themes: readonly PuzzleTheme[];
  /** The puzzle's starting Glicko-2 rating (engine/puzzles/difficulty.ts). */
  readonly rating: number;
  readonly source: PuzzleSource;
}

/**
 * Why the solution solves, or why a wrong plan fails, as data: the web says it in words (react-i18next), e.g.
 * forcedHit: "your hit on g8 takes the Cook's best square away" (`covered`: the solving hits);
 * escape: "a7 is the one square no reply of the Judicial Doctor can hit" (`safe`: the solution's move);
 * twoTurn: "this sets up the next turn, where d6 hitting d4 wins chances" (`next`: the solver's plan then);
 * refuted: the reply that punishes a wrong plan most, and whether it loses, draws or leaves the solver worse off.
 */
export type PuzzleReason =
  | { readonly kind: 'forcedHit'; readonly opponent: Letter; readonly covered: readonly number[] }
  | { readonly kind: 'escape'; readonly opponent: Letter; readonly safe: number }
  | { readonly kind: 'twoTurn'; readonly opponent: Letter; readonly next: PuzzlePlan }
  | {
      readonly kind: 'refuted';
      readonly opponent: Letter;
      readonly reply: PuzzlePlan;
      readonly outcome: 'loss' | 'draw' | 'worse';
    };

/** The server's judgement of one answer (engine/puzzles/judge.ts): it alone decides whether an answer solves. */
export interface PuzzleJudgement {
  readonly solved: boolean;
  /** Why the solution solves (always given, so a failed try can be shown the right answer too). */
  readonly reason: PuzzleReason;
  /** For a wrong answer: the opponent's reply that punishes it, and what it leads to. */
  readonly refutation: PuzzleReason | null;
  /** Every square the opponent could move to (revealed after the answer). */
  readonly replies: readonly number[];
}
