// Puzzle attempts and the players' puzzle ratings (issue 42): an attempt is opened on a puzzle, then answered once;
// a rated answer is one Glicko-2 game between the player and the puzzle (api/ratings/puzzleRating.ts), written in
// the transaction that marks the attempt answered. The server alone decides whether an answer solves (the route
// judges it with the engine) and what it does to the ratings: nothing of either comes from the client.
import { randomBytes } from 'node:crypto';
import { PostgresAdapter, type Kysely, type Selectable, type Transaction } from 'kysely';
import { PUZZLE_THEMES, type PuzzleTheme } from '../../engine';
import {
  PUZZLE_RECENT_ATTEMPTS,
  type PuzzleDashboard,
  type PuzzleMode,
  type PuzzleRatingChange,
  type PuzzleStreak,
} from '../../contract/puzzles';
import { isProvisional, type Rating } from '../ratings/glicko';
import { PUZZLE_PLAYER_START, rateAttempt } from '../ratings/puzzleRating';
import type { Database, PuzzleAttemptsTable, PuzzlePlayersTable } from './schema';

export type AttemptRow = Selectable<PuzzleAttemptsTable>;
export type PuzzlePlayerRow = Selectable<PuzzlePlayersTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** A new attempt's id: 128 random bits, URL-safe. */
export const newAttemptId = (): string => randomBytes(16).toString('base64url');

/** What opening an attempt stores. */
export interface NewAttempt {
  readonly userId: string | null;
  readonly puzzleId: string;
  readonly mode: PuzzleMode;
  readonly theme: PuzzleTheme | null;
  readonly rated: boolean;
  readonly streak: number | null;
  readonly now: number;
}

/** Opens an attempt; answers its row. */
export async function openAttempt(db: Kysely<Database>, attempt: NewAttempt): Promise<AttemptRow> {
  const row: AttemptRow = {
    id: newAttemptId(),
    user_id: attempt.userId,
    puzzle_id: attempt.puzzleId,
    mode: attempt.mode,
    theme: attempt.theme,
    rated: attempt.rated ? 1 : 0,
    streak: attempt.streak,
    started_at: attempt.now,
    answered_at: null,
    solved: null,
    move: null,
    hit: null,
    rating_before: null,
    rating_after: null,
    puzzle_rating_before: null,
    puzzle_rating_after: null,
  };
  await db.insertInto('puzzle_attempts').values(row).execute();
  return row;
}

/** How long a signed-out attempt is kept (answered or not): its answer is counted on the puzzle already. */
export const SIGNED_OUT_ATTEMPT_MS = 24 * 60 * 60 * 1000;

/** Deletes the signed-out attempts opened SIGNED_OUT_ATTEMPT_MS ago or more (api/db/sessions.ts purgeExpired). */
export async function purgeSignedOutAttempts(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('puzzle_attempts')
    .where('user_id', 'is', null)
    .where('started_at', '<=', now - SIGNED_OUT_ATTEMPT_MS)
    .execute();
}

/** The attempt `id`, or undefined. */
export async function attemptRow(db: Db, id: string): Promise<AttemptRow | undefined> {
  return db.selectFrom('puzzle_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user's latest unanswered attempt of this kind: the same mode, and the same theme (mode `theme`) or puzzle
 * (modes `daily` and `id`). Opening an attempt gives it again rather than another puzzle.
 */
export async function openAttemptOf(
  db: Kysely<Database>,
  userId: string,
  kind: { readonly mode: PuzzleMode; readonly theme?: PuzzleTheme; readonly puzzleId?: string },
): Promise<AttemptRow | undefined> {
  let q = db
    .selectFrom('puzzle_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('answered_at', 'is', null)
    .where('mode', '=', kind.mode);
  if (kind.theme !== undefined) q = q.where('theme', '=', kind.theme);
  if (kind.puzzleId !== undefined) q = q.where('puzzle_id', '=', kind.puzzleId);
  return q.orderBy('started_at', 'desc').limit(1).executeTakeFirst();
}

/** Whether the user ever opened an attempt at the puzzle (then a new attempt at it is unrated). */
export async function hasTried(db: Db, userId: string, puzzleId: string): Promise<boolean> {
  const row = await db
    .selectFrom('puzzle_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's puzzle rating row, or undefined before its first answer. */
export async function puzzlePlayer(db: Db, userId: string): Promise<PuzzlePlayerRow | undefined> {
  return db.selectFrom('puzzle_players').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The user's puzzle rating (PUZZLE_PLAYER_START before any rated answer). */
export async function playerRating(db: Db, userId: string): Promise<Rating> {
  const row = await puzzlePlayer(db, userId);
  return row === undefined ? PUZZLE_PLAYER_START : { rating: row.rating, rd: row.rd, vol: row.vol };
}

/** What an answer did, for its reply. */
export interface Settled {
  /** The player's rating change, null when the answer was unrated. */
  readonly rating: PuzzleRatingChange | null;
  /** The puzzle's rating after the answer (unrounded). */
  readonly puzzleRating: number;
  /** A streak attempt: the run after the answer. */
  readonly streak: PuzzleStreak | null;
}

/** A locked read on PostgreSQL (SQLite's writer holds the whole database for the transaction anyway). */
const locked = <Q extends { forUpdate(): Q }>(db: Db, q: Q): Q =>
  db.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q;

/**
 * Answers the attempt, once, in one transaction: marks it answered (only if it was not: 'answered' otherwise, and
 * nothing changes), counts it on the puzzle and the player, and for a rated answer (the attempt rated, and no other
 * answered try of this puzzle by the player) rates the player and the puzzle against each other. A streak attempt
 * moves the player's run: one more when solved, over when missed.
 */
export async function settleAnswer(
  db: Kysely<Database>,
  attempt: AttemptRow,
  answer: { readonly move: number; readonly hit: number; readonly solved: boolean },
  now: number,
): Promise<Settled | 'answered'> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('puzzle_attempts')
      .set({ answered_at: now, solved: answer.solved ? 1 : 0, move: answer.move, hit: answer.hit })
      .where('id', '=', attempt.id)
      .where('answered_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return 'answered';
    const puzzle = await locked(
      trx,
      trx.selectFrom('puzzles').select(['rating', 'rd', 'vol']).where('id', '=', attempt.puzzle_id),
    ).executeTakeFirstOrThrow();
    const solvedCount = answer.solved ? 1 : 0;
    const userId = attempt.user_id;
    if (userId === null) {
      await countOnPuzzle(trx, attempt.puzzle_id, solvedCount);
      return { rating: null, puzzleRating: puzzle.rating, streak: null };
    }
    await trx
      .insertInto('puzzle_players')
      .values({ user_id: userId, ...PUZZLE_PLAYER_START, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const player = await locked(
      trx,
      trx.selectFrom('puzzle_players').selectAll().where('user_id', '=', userId),
    ).executeTakeFirstOrThrow();
    const rated = attempt.rated === 1 && !(await answeredBefore(trx, userId, attempt));
    let rating: PuzzleRatingChange | null = null;
    let puzzleRating = puzzle.rating;
    let playerAfter: Rating = { rating: player.rating, rd: player.rd, vol: player.vol };
    if (rated) {
      const after = rateAttempt(playerAfter, puzzle, answer.solved);
      playerAfter = after.player;
      puzzleRating = after.puzzle.rating;
      rating = {
        before: Math.round(player.rating),
        after: Math.round(after.player.rating),
        change: Math.round(after.player.rating) - Math.round(player.rating),
      };
      await trx
        .updateTable('puzzles')
        .set({ rating: after.puzzle.rating, rd: after.puzzle.rd, vol: after.puzzle.vol })
        .where('id', '=', attempt.puzzle_id)
        .execute();
      await trx
        .updateTable('puzzle_attempts')
        .set({
          rating_before: player.rating,
          rating_after: after.player.rating,
          puzzle_rating_before: puzzle.rating,
          puzzle_rating_after: after.puzzle.rating,
        })
        .where('id', '=', attempt.id)
        .execute();
    }
    await countOnPuzzle(trx, attempt.puzzle_id, solvedCount);
    let streak: PuzzleStreak | null = null;
    let streakCurrent = player.streak_current;
    let streakBest = player.streak_best;
    if (attempt.mode === 'streak') {
      const count = answer.solved ? player.streak_current + 1 : player.streak_current;
      streakBest = Math.max(streakBest, count);
      streakCurrent = answer.solved ? count : 0;
      streak = { count, best: streakBest, over: !answer.solved };
    }
    await trx
      .updateTable('puzzle_players')
      .set((eb) => ({
        rating: playerAfter.rating,
        rd: playerAfter.rd,
        vol: playerAfter.vol,
        attempts: eb('attempts', '+', 1),
        solved: eb('solved', '+', solvedCount),
        streak_current: streakCurrent,
        streak_best: streakBest,
        updated_at: now,
      }))
      .where('user_id', '=', userId)
      .execute();
    return { rating, puzzleRating, streak };
  });
}

/** Whether the user answered another attempt at this attempt's puzzle (only a first answer is rated). */
async function answeredBefore(
  trx: Transaction<Database>,
  userId: string,
  attempt: AttemptRow,
): Promise<boolean> {
  const row = await trx
    .selectFrom('puzzle_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', attempt.puzzle_id)
    .where('id', '!=', attempt.id)
    .where('answered_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function countOnPuzzle(trx: Transaction<Database>, puzzleId: string, solved: number): Promise<void> {
  await trx
    .updateTable('puzzles')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), solved: eb('solved', '+', solved) }))
    .where('id', '=', puzzleId)
    .execute();
}

/** The user's puzzle dashboard: rating, counts, streaks, each theme's results, the latest answers. */
export async function puzzleDashboard(db: Kysely<Database>, userId: string): Promise<PuzzleDashboard> {
  const [player, byTheme, recent] = await Promise.all([
    puzzlePlayer(db, userId),
    db
      .selectFrom('puzzle_attempts as a')
      .innerJoin('puzzle_themes as t', 't.puzzle_id', 'a.puzzle_id')
      .select([
        't.theme',
        (eb) => eb.fn.countAll<number | string>().as('attempts'),
        (eb) => eb.fn.sum<number | string | null>('a.solved').as('solved'),
      ])
      .where('a.user_id', '=', userId)
      .where('a.answered_at', 'is not', null)
      .groupBy('t.theme')
      .execute(),
    db
      .selectFrom('puzzle_attempts as a')
      .innerJoin('puzzles as p', 'p.id', 'a.puzzle_id')
      .select([
        'a.puzzle_id',
        'a.mode',
        'a.solved',
        'a.answered_at',
        'a.rating_before',
        'a.rating_after',
        'p.themes',
      ])
      .where('a.user_id', '=', userId)
      .where('a.answered_at', 'is not', null)
      .orderBy('a.answered_at', 'desc')
      .orderBy('a.id')
      .limit(PUZZLE_RECENT_ATTEMPTS)
      .execute(),
  ]);
  const rating = player ?? {
    ...PUZZLE_PLAYER_START,
    attempts: 0,
    solved: 0,
    streak_best: 0,
    streak_current: 0,
  };
  const themes = new Map(byTheme.map((r) => [r.theme, r]));
  return {
    rating: Math.round(rating.rating),
    rd: Math.round(rating.rd),
    provisional: isProvisional(rating),
    attempts: rating.attempts,
    solved: rating.solved,
    streakBest: rating.streak_best,
    streakCurrent: rating.streak_current,
    themes: PUZZLE_THEMES.map((theme) => {
      const r = themes.get(theme);
      return { theme, attempts: Number(r?.attempts ?? 0), solved: Number(r?.solved ?? 0) };
    }),
    recent: recent.map((r) => ({
      puzzleId: r.puzzle_id,
      mode: r.mode as PuzzleMode,
      solved: r.solved === 1,
      change:
        r.rating_before === null || r.rating_after === null
          ? null
          : Math.round(r.rating_after) - Math.round(r.rating_before),
      answeredAt: r.answered_at ?? 0,
      themes: JSON.parse(r.themes) as PuzzleTheme[],
    })),
  };
}
