import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SIGNED_OUT_PUZZLE_MODES,
  type PuzzleAttemptStarted,
  type PuzzleThemeCount,
  type PuzzleToSolve,
} from '../../contract/puzzles';
import {
  ANSWER_PUZZLE_ATTEMPT,
  DAILY_PUZZLE,
  PUZZLE_DASHBOARD,
  PUZZLE_PAGE,
  PUZZLE_THEME_COUNTS,
  START_PUZZLE_ATTEMPT,
  type AnswerOf,
  type BodyOf,
} from '../../contract/routes';
import { judgePuzzle, PUZZLE_RATING_FLOOR, type PuzzleTheme } from '../../engine';
import type { ApiContext } from '../context';
import {
  attemptRow,
  hasTried,
  openAttempt,
  openAttemptOf,
  playerRating,
  puzzleDashboard,
  puzzlePlayer,
  settleAnswer,
  type AttemptRow,
} from '../db/puzzleAttempts';
import {
  choosePuzzle,
  dailyPuzzle,
  puzzleOf,
  puzzleRow,
  themeCounts,
  utcDate,
  type PuzzleRow,
} from '../db/puzzles';
import { HttpError } from '../http/errors';
import { publicRead } from '../http/publicLimits';
import { optionalSession, requireSession, signedInOnly } from '../http/session';
import { fromTable } from '../http/tableRoute';

/** A streak run's first puzzle is rated about this; each solved one raises the next by STREAK_STEP. */
export const STREAK_START = PUZZLE_RATING_FLOOR + 200;
export const STREAK_STEP = 50;

/** How long the themes' counts are kept before they are counted again (ms). */
export const THEME_COUNTS_KEPT_MS = 60_000;

/** The puzzle as it is shown to solve: its id and position, nothing that gives the answer away. */
const toSolve = (row: PuzzleRow): PuzzleToSolve => {
  const { id, position } = puzzleOf(row);
  return { id, position };
};

/**
 * The puzzle routes (issue 42, docs/API.md "Puzzles"): the daily puzzle, opening and answering attempts (the
 * server judges with the engine and the solved table, and rates), a player's dashboard, the themes and a puzzle's
 * page. Puzzles are stored by api/db/puzzles.ts (the shipped set loaded at start, api/puzzles/shippedSet.ts; those
 * of finished counted games added in the background, api/puzzles/mining.ts).
 */
export function puzzleRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  let themes: { readonly at: number; readonly counts: Promise<PuzzleThemeCount[]> } | undefined;

  const puzzleOr404 = async (id: string): Promise<PuzzleRow> => {
    const row = await puzzleRow(k, id);
    if (row === undefined) throw new HttpError(404, 'puzzle/unknown');
    return row;
  };
  const dailyOr404 = async (): Promise<PuzzleRow> => {
    const row = await dailyPuzzle(k, utcDate(ctx.now()));
    if (row === undefined) throw new HttpError(404, 'puzzle/unknown', 'There is no daily puzzle yet.');
    return row;
  };

  /** The puzzle a new attempt of `body`'s kind is at (the user's for modes that need one). */
  const puzzleFor = async (
    body: BodyOf<typeof START_PUZZLE_ATTEMPT>,
    userId: string | undefined,
  ): Promise<{ row: PuzzleRow; streak: number | null }> => {
    switch (body.mode) {
      case 'daily':
        return { row: await dailyOr404(), streak: null };
      case 'id':
        return { row: await puzzleOr404(body.puzzleId!), streak: null };
      case 'next':
      case 'theme': {
        const target = (await playerRating(k, userId!)).rating;
        const row = await choosePuzzle(k, {
          target,
          untriedBy: userId!,
          ...(body.mode === 'theme' ? { theme: body.theme! } : {}),
        });
        if (row === undefined) throw new HttpError(404, 'puzzle/none-left');
        return { row, streak: null };
      }
      case 'streak': {
        const count = (await puzzlePlayer(k, userId!))?.streak_current ?? 0;
        const target = STREAK_START + count * STREAK_STEP;
        // Puzzles the player never tried first; a player who tried them all near the target gets any of them.
        const row =
          (await choosePuzzle(k, { target, untriedBy: userId! })) ?? (await choosePuzzle(k, { target }));
        if (row === undefined) throw new HttpError(404, 'puzzle/none-left');
        return { row, streak: count };
      }
    }
  };

  const started = (attempt: AttemptRow, row: PuzzleRow, yourRating: number | null): PuzzleAttemptStarted => ({
    attemptId: attempt.id,
    mode: attempt.mode as PuzzleAttemptStarted['mode'],
    theme: attempt.theme as PuzzleTheme | null,
    puzzle: toSolve(row),
    rated: attempt.rated === 1,
    streak: attempt.streak,
    yourRating,
  });

  return async (app) => {
    app.route({
      ...fromTable(DAILY_PUZZLE),
      handler: async (): Promise<AnswerOf<typeof DAILY_PUZZLE>> => {
        const date = utcDate(ctx.now());
        return { date, puzzle: toSolve(await dailyOr404()) };
      },
    });

    app.route({
      ...fromTable(PUZZLE_THEME_COUNTS),
      handler: async (): Promise<AnswerOf<typeof PUZZLE_THEME_COUNTS>> => {
        if (themes === undefined || ctx.now() - themes.at >= THEME_COUNTS_KEPT_MS) {
          const counts = themeCounts(k);
          themes = { at: ctx.now(), counts };
          counts.catch(() => {
            themes = undefined;
          });
        }
        return themes.counts;
      },
    });

    app.route({
      ...fromTable(PUZZLE_DASHBOARD),
      onRequest: signedInOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof PUZZLE_DASHBOARD>> => {
        const { user } = await requireSession(ctx, request);
        return puzzleDashboard(k, user.id);
      },
    });

    app.route({
      ...fromTable(PUZZLE_PAGE),
      config: publicRead,
      handler: async (request): Promise<AnswerOf<typeof PUZZLE_PAGE>> => {
        const row = await puzzleOr404(request.params.id);
        return {
          puzzle: toSolve(row),
          rating: Math.round(row.rating),
          attempts: row.attempts,
          solved: row.solved,
          source: puzzleOf(row).source,
        };
      },
    });

    app.route({
      ...fromTable(START_PUZZLE_ATTEMPT),
      handler: async (request): Promise<AnswerOf<typeof START_PUZZLE_ATTEMPT>> => {
        const body = request.body;
        if (body.mode === 'theme' && body.theme === undefined)
          throw new HttpError(400, 'request/invalid', 'Choose a theme: mode "theme" needs `theme`.');
        if (body.mode === 'id' && body.puzzleId === undefined)
          throw new HttpError(400, 'request/invalid', 'Name the puzzle: mode "id" needs `puzzleId`.');
        const session = await optionalSession(ctx, request);
        if (session === undefined) {
          if (!SIGNED_OUT_PUZZLE_MODES.includes(body.mode))
            throw new HttpError(401, 'auth/signed-out', 'Please sign in to play rated puzzles.');
          const { row } = await puzzleFor(body, undefined);
          const attempt = await openAttempt(k, {
            userId: null,
            puzzleId: row.id,
            mode: body.mode,
            theme: null,
            rated: false,
            streak: null,
            now: ctx.now(),
          });
          return started(attempt, row, null);
        }
        const userId = session.user.id;
        const theme = body.mode === 'theme' ? body.theme : undefined;
        // The puzzle of a daily or id attempt is known first: an open attempt at it is given again.
        const fixed =
          body.mode === 'daily'
            ? await dailyOr404()
            : body.mode === 'id'
              ? await puzzleOr404(body.puzzleId!)
              : undefined;
        const yourRating = Math.round((await playerRating(k, userId)).rating);
        const open = await openAttemptOf(k, userId, {
          mode: body.mode,
          ...(theme === undefined ? {} : { theme }),
          ...(fixed === undefined ? {} : { puzzleId: fixed.id }),
        });
        if (open !== undefined)
          return started(open, fixed ?? (await puzzleOr404(open.puzzle_id)), yourRating);
        const { row, streak } =
          fixed === undefined ? await puzzleFor(body, userId) : { row: fixed, streak: null };
        const attempt = await openAttempt(k, {
          userId,
          puzzleId: row.id,
          mode: body.mode,
          theme: theme ?? null,
          // Streak runs are unrated (lichess's too); so is any try of a puzzle after the first.
          rated: body.mode !== 'streak' && !(await hasTried(k, userId, row.id)),
          streak,
          now: ctx.now(),
        });
        return started(attempt, row, yourRating);
      },
    });

    app.route({
      ...fromTable(ANSWER_PUZZLE_ATTEMPT),
      handler: async (request): Promise<AnswerOf<typeof ANSWER_PUZZLE_ATTEMPT>> => {
        const attempt = await attemptRow(k, request.params.id);
        if (attempt === undefined) throw new HttpError(404, 'puzzle/attempt-unknown');
        if (attempt.user_id !== null) {
          const session = await optionalSession(ctx, request);
          if (session === undefined) throw new HttpError(401, 'auth/signed-out');
          if (session.user.id !== attempt.user_id) throw new HttpError(403, 'puzzle/not-yours');
        }
        if (attempt.answered_at !== null) throw new HttpError(409, 'puzzle/answered');
        const puzzle = puzzleOf(await puzzleOr404(attempt.puzzle_id));
        const { move, hit } = request.body;
        const judged = judgePuzzle(puzzle, { move, hit }, ctx.solved.table);
        if (!judged.ok) {
          const code = judged.error.code === 'puzzle/bad-hit' ? 'puzzle/bad-hit' : 'puzzle/bad-move';
          throw new HttpError(400, code);
        }
        const judgement = judged.value;
        const settled = await settleAnswer(k, attempt, { move, hit, solved: judgement.solved }, ctx.now());
        if (settled === 'answered') throw new HttpError(409, 'puzzle/answered');
        return {
          solved: judgement.solved,
          judgement,
          solution: puzzle.solution,
          themes: puzzle.themes,
          rating: settled.rating,
          puzzleRating: Math.round(settled.puzzleRating),
          streak: settled.streak,
          source: puzzle.source,
        };
      },
    });
  };
}
