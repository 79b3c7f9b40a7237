// The puzzle routes (issue 42, docs/API.md "Puzzles"): the daily puzzle, opening an attempt, answering it (the
// server alone judges and rates), a player's dashboard, the themes and a puzzle's public page.
import * as Type from './schema';
import {
  PUZZLE_MODES,
  type DailyPuzzle,
  type PuzzleAnswerResult,
  type PuzzleAttemptStarted,
  type PuzzleDashboard,
  type PuzzlePage,
  type PuzzleThemeCount,
} from '../puzzles';
import { PUZZLE_THEMES } from '../../engine/puzzles/types';
import { route, typed } from './route';

/** A puzzle's id (engine/puzzles: the turn, both letters and the canonical squares, e.g. "7NU-b8d6"). */
const PuzzleIdField = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
/** An attempt's id (random). */
const AttemptIdField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Square = Type.Integer({ minimum: 0, maximum: 63 });

/** The day's puzzle (UTC date), the same for everyone; open signed out. */
export const DAILY_PUZZLE = route({
  method: 'GET',
  path: '/api/puzzles/daily',
  answer: typed<DailyPuzzle>(),
});

/** Every theme with how many puzzles carry it. */
export const PUZZLE_THEME_COUNTS = route({
  method: 'GET',
  path: '/api/puzzles/themes',
  answer: typed<readonly PuzzleThemeCount[]>(),
});

/** Your puzzle rating and results (signed in). */
export const PUZZLE_DASHBOARD = route({
  method: 'GET',
  path: '/api/puzzles/dashboard',
  answer: typed<PuzzleDashboard>(),
});

/** A puzzle's public page: its position, rating, attempts and source, never its solution. */
export const PUZZLE_PAGE = route({
  method: 'GET',
  path: '/api/puzzles/:id',
  params: Type.Object({ id: PuzzleIdField }),
  answer: typed<PuzzlePage>(),
});

/**
 * Opens an attempt: `mode` picks the puzzle (contract/puzzles.ts PUZZLE_MODES); `theme` is required with mode
 * `theme`, `puzzleId` with mode `id`. Signed out, only `daily` and `id` (unrated). A signed-in player's open
 * attempt of the same kind is given again rather than a new puzzle (a reload, or skipping a hard puzzle, shows the
 * same one).
 */
export const START_PUZZLE_ATTEMPT = route({
  method: 'POST',
  path: '/api/puzzles/attempts',
  body: Type.Object(
    {
      mode: Type.Union(PUZZLE_MODES.map((m) => Type.Literal(m))),
      theme: Type.Optional(Type.Union(PUZZLE_THEMES.map((t) => Type.Literal(t)))),
      puzzleId: Type.Optional(PuzzleIdField),
    },
    // Refused, not dropped: Fastify's Ajv strips fields only where additionalProperties is `false`.
    { additionalProperties: Type.Never() },
  ),
  answer: typed<PuzzleAttemptStarted>(),
});

/**
 * Answers an attempt, once: the plan (a move and a hit in range of it), and nothing else. The server judges it,
 * rates it and reveals the solution; a field besides `move` and `hit` (a rating, a result) is refused
 * (`request/invalid`), as is a second answer (`puzzle/answered`).
 */
export const ANSWER_PUZZLE_ATTEMPT = route({
  method: 'POST',
  path: '/api/puzzles/attempts/:id/answer',
  params: Type.Object({ id: AttemptIdField }),
  body: Type.Object({ move: Square, hit: Square }, { additionalProperties: Type.Never() }),
  answer: typed<PuzzleAnswerResult>(),
});
