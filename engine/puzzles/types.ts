// The puzzle as every layer sees it (issue 42; docs/RULES.md "Puzzles"). The engine finds, tags, rates and judges
// puzzles (engine/puzzles/); api/ stores and serves them and keeps the ratings; web/ shows them. Nothing here is
// I/O: the shipped set is read by api/ and handed to these functions.
import type { Letter } from '../characters';

/** The themes a puzzle can carry, found by code (engine/puzzles/themes.ts), shown after a try. */
export const PUZZLE_THEMES = [
  /** A hit lands wherever the opponent can move, while no reply of theirs reaches your move: a sure win now. */
  'forcedHit',
  /** One move is out of every reply's reach (or the only one that keeps the game), every other can be hit. */
  'escape',
  /** The win is guaranteed, but only on the next turn: this turn's plan sets it up. */
  'twoTurn',
  /** The opponent stands on an edge or in a corner, which is what narrows its moves. */
  'corner',
  /** The solving hit lands at the far end of your range (the longest hit your character has). */
  'longReach',
  /** Turn 10: the last turn before a draw. */
  'lastTurn',
  /** Both sides can hit the other this turn: the solution wins the race. */
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
 * forcedHit: "every square the Nurse can reach is under your hit".
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
