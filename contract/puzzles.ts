// What a puzzle (issue 42: a position with one right plan, found by the solved game, docs/RULES.md "Puzzles") looks
// like on the wire: the puzzle to solve (never its solution or its themes before an answer), an attempt, the
// server's judgement of an answer with the rating it moved, the daily puzzle, the themes and a player's dashboard.
// The routes that carry them are in contract/routes/puzzles.ts; the puzzle's own shape is engine/puzzles/types.ts.

import type { PuzzleJudgement, PuzzlePosition, PuzzleSource, PuzzleTheme } from '../engine/puzzles/types';

/**
 * How an attempt's puzzle is chosen:
 * - `daily`: the day's puzzle (UTC date), the same for everyone; open signed out.
 * - `next`: a puzzle near your puzzle rating that you have not tried.
 * - `streak`: a puzzle a little harder than the last one of your run; the run ends at the first miss.
 * - `theme`: a puzzle of the chosen theme near your rating that you have not tried.
 * - `id`: the puzzle named by `puzzleId` (a puzzle's own page, a link); open signed out.
 */
export const PUZZLE_MODES = ['daily', 'next', 'streak', 'theme', 'id'] as const;
export type PuzzleMode = (typeof PUZZLE_MODES)[number];

/** The modes a caller without a session may use (its attempts are never rated). */
export const SIGNED_OUT_PUZZLE_MODES: readonly PuzzleMode[] = ['daily', 'id'];

/** The most a player's puzzle rating moves in one attempt (points), up or down (lichess-like). */
export const PUZZLE_RATING_CAP = 60;

/** How many attempts the dashboard's recent list shows (newest first). */
export const PUZZLE_RECENT_ATTEMPTS = 20;

/** A puzzle as it is shown to solve: the position only (no solution, no themes, no rating before the answer). */
export interface PuzzleToSolve {
  readonly id: string;
  readonly position: PuzzlePosition;
}

/** POST /api/puzzles/attempts: the attempt just opened (or your open attempt of the same kind, given again). */
export interface PuzzleAttemptStarted {
  /** Names the attempt in its answer (random, unguessable). */
  readonly attemptId: string;
  readonly mode: PuzzleMode;
  /** The theme chosen (mode `theme`), else null. */
  readonly theme: PuzzleTheme | null;
  readonly puzzle: PuzzleToSolve;
  /**
   * Whether the answer moves your puzzle rating: signed in, mode `next`, `theme`, `daily` or `id`, and your first
   * try of this puzzle. Streak runs, later tries of a puzzle and signed-out attempts are unrated.
   */
  readonly rated: boolean;
  /** Mode `streak`: the puzzles solved so far in this run (0 at a run's start); else null. */
  readonly streak: number | null;
  /** Your puzzle rating now (signed in), else null. */
  readonly yourRating: number | null;
}

/** A rating moved by one answer. */
export interface PuzzleRatingChange {
  readonly before: number;
  readonly after: number;
  /** after - before (rounded ratings), within ±PUZZLE_RATING_CAP. */
  readonly change: number;
}

/** A streak run after an answer. */
export interface PuzzleStreak {
  /** Puzzles solved in the run (the last one included when solved). */
  readonly count: number;
  /** The best run ever, this one included. */
  readonly best: number;
  /** True when this answer missed: the run is over (the next `streak` attempt starts a new one). */
  readonly over: boolean;
}

/** POST /api/puzzles/attempts/:id/answer: the server's judgement and everything the answer reveals. */
export interface PuzzleAnswerResult {
  readonly solved: boolean;
  /** Why the solution solves, the wrong plan's refutation, the opponent's possible replies (engine judgePuzzle). */
  readonly judgement: PuzzleJudgement;
  /** The move that solves and every hit with it that solves. */
  readonly solution: { readonly move: number; readonly hits: readonly number[] };
  readonly themes: readonly PuzzleTheme[];
  /** Your rating's change, or null when the attempt was unrated. */
  readonly rating: PuzzleRatingChange | null;
  /** The puzzle's rating after this answer (rounded). */
  readonly puzzleRating: number;
  /** Mode `streak`: the run after this answer; else null. */
  readonly streak: PuzzleStreak | null;
  /** Where the puzzle was found (a stored game's turn links to its replay). */
  readonly source: PuzzleSource;
}

/** GET /api/puzzles/daily: the day's puzzle (UTC), the same for everyone. */
export interface DailyPuzzle {
  /** The UTC date it is the puzzle of, YYYY-MM-DD. */
  readonly date: string;
  readonly puzzle: PuzzleToSolve;
}

/** GET /api/puzzles/themes: each theme with how many puzzles carry it (every theme listed, 0 included). */
export interface PuzzleThemeCount {
  readonly theme: PuzzleTheme;
  readonly count: number;
}

/** GET /api/puzzles/:id: a puzzle's public page (no solution, no themes). */
export interface PuzzlePage {
  readonly puzzle: PuzzleToSolve;
  /** The puzzle's rating now (rounded). */
  readonly rating: number;
  /** Answered attempts of it, by everyone, and how many solved it. */
  readonly attempts: number;
  readonly solved: number;
  /** Where it was found: a stored game's id and turn (its replay), or the engine's seeded game. */
  readonly source: PuzzleSource;
}

/** One answered attempt in the dashboard's recent list. */
export interface PuzzleAttemptLine {
  readonly puzzleId: string;
  readonly mode: PuzzleMode;
  readonly solved: boolean;
  /** Your rating's change (null: unrated). */
  readonly change: number | null;
  /** Server epoch ms. */
  readonly answeredAt: number;
  readonly themes: readonly PuzzleTheme[];
}

/** One theme's line in the dashboard: your answered attempts of puzzles carrying it. */
export interface PuzzleThemeResult {
  readonly theme: PuzzleTheme;
  readonly attempts: number;
  readonly solved: number;
}

/** GET /api/puzzles/dashboard (signed in): your own puzzle results. */
export interface PuzzleDashboard {
  /** Your puzzle rating (rounded; 1500 before any rated attempt). */
  readonly rating: number;
  readonly rd: number;
  /** True while the rating's deviation is high (few rated attempts), shown with a "?". */
  readonly provisional: boolean;
  /** Answered attempts and solved ones, every mode. */
  readonly attempts: number;
  readonly solved: number;
  /** The best streak run, and the current run's count. */
  readonly streakBest: number;
  readonly streakCurrent: number;
  /** Every theme, in PUZZLE_THEMES order. */
  readonly themes: readonly PuzzleThemeResult[];
  /** The last PUZZLE_RECENT_ATTEMPTS answered attempts, newest first. */
  readonly recent: readonly PuzzleAttemptLine[];
}
