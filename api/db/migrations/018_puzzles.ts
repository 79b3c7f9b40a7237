import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 018_puzzles (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // Puzzles (issue 42, docs/ARCHITECTURE.md "Puzzles"): the puzzles (the shipped set loaded at start, and those
    // found in finished counted games), their themes, each player's attempts, each player's puzzle rating, the
    // daily puzzle chosen for each UTC date, and the shipped sets already loaded. Ratings are Glicko-2
    // (api/ratings/glicko.ts), player against puzzle.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('puzzles')
        // engine/puzzles' id: the turn, both letters and the canonical squares (one id per symmetry class).
        .addColumn('id', 'text', (c) => c.primaryKey())
        // The position: the turn about to be played, the solver's and the opponent's letter and square.
        .addColumn('turn', 'integer', (c) => c.notNull())
        .addColumn('solver', 'text', (c) => c.notNull())
        .addColumn('solver_square', 'integer', (c) => c.notNull())
        .addColumn('opponent', 'text', (c) => c.notNull())
        .addColumn('opponent_square', 'integer', (c) => c.notNull())
        // The solution: its move, and every hit with it that solves (a JSON array of squares).
        .addColumn('solution_move', 'integer', (c) => c.notNull())
        .addColumn('solution_hits', 'text', (c) => c.notNull())
        // The solution's guaranteed value and the best other move's (the table's scale, -1..1).
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('next_best', 'double precision', (c) => c.notNull())
        // Its themes, a JSON array (puzzle_themes lists them one a row, to choose by theme).
        .addColumn('themes', 'text', (c) => c.notNull())
        // Its Glicko-2 rating: the engine's estimate to start with, then moved by every rated attempt.
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('vol', 'double precision', (c) => c.notNull())
        // Answered attempts of it, by anyone, and the solved ones among them.
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('solved', 'integer', (c) => c.notNull().defaultTo(0))
        // Where it was found: `game` (a stored game's id and turn) or `engine` (a seeded engine game and turn).
        .addColumn('source_kind', 'text', (c) => c.notNull())
        .addColumn('source_game_id', 'text')
        .addColumn('source_seed', 'text')
        .addColumn('source_turn', 'integer', (c) => c.notNull())
        // 1 for a puzzle of the shipped set (engine/puzzles/set/puzzles.json): the daily puzzle is one of them.
        .addColumn('shipped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('added_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('puzzles_by_rating').on('puzzles').column('rating').execute();
      await db.schema.createIndex('puzzles_shipped').on('puzzles').columns(['shipped', 'id']).execute();
      await db.schema
        .createTable('puzzle_themes')
        .addColumn('theme', 'text', (c) => c.notNull())
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('puzzle_themes_pk', ['theme', 'puzzle_id'])
        .execute();
      await db.schema
        .createIndex('puzzle_themes_by_puzzle')
        .on('puzzle_themes')
        .column('puzzle_id')
        .execute();
      await db.schema
        .createTable('puzzle_attempts')
        // Random and unguessable: whoever holds a signed-out attempt's id may answer it (once).
        .addColumn('id', 'text', (c) => c.primaryKey())
        // The player (null: signed out, never rated).
        .addColumn('user_id', 'text')
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        // daily, next, streak, theme or id (contract/puzzles.ts PUZZLE_MODES), and the theme chosen.
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('theme', 'text')
        // 1 when the answer moves the player's and the puzzle's ratings (decided at the start, checked again
        // at the answer: only a player's first answered try of a puzzle is rated).
        .addColumn('rated', 'integer', (c) => c.notNull())
        // A streak attempt: the puzzles solved in the run before it.
        .addColumn('streak', 'integer')
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        // Null until answered (once: a second answer is refused).
        .addColumn('answered_at', 'bigint')
        .addColumn('solved', 'integer')
        .addColumn('move', 'integer')
        .addColumn('hit', 'integer')
        // A rated answer: the player's rating before and after (after within the cap), and the puzzle's.
        .addColumn('rating_before', 'double precision')
        .addColumn('rating_after', 'double precision')
        .addColumn('puzzle_rating_before', 'double precision')
        .addColumn('puzzle_rating_after', 'double precision')
        .execute();
      await db.schema
        .createIndex('puzzle_attempts_by_user_puzzle')
        .on('puzzle_attempts')
        .columns(['user_id', 'puzzle_id'])
        .execute();
      await db.schema
        .createIndex('puzzle_attempts_by_user_answered')
        .on('puzzle_attempts')
        .columns(['user_id', 'answered_at'])
        .execute();
      await db.schema
        .createTable('puzzle_players')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('vol', 'double precision', (c) => c.notNull())
        // Answered attempts and solved ones (every mode).
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('solved', 'integer', (c) => c.notNull().defaultTo(0))
        // The streak: the current run's solved puzzles, and the best run.
        .addColumn('streak_current', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('streak_best', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('puzzle_dailies')
        // The UTC date, YYYY-MM-DD: chosen once (deterministically from the date over the shipped set) and kept.
        .addColumn('date', 'text', (c) => c.primaryKey())
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('puzzle_sets')
        // The SHA-256 of a shipped set's file once all its puzzles are stored: a start that finds it reads no more.
        .addColumn('sha256', 'text', (c) => c.primaryKey())
        .addColumn('puzzles', 'integer', (c) => c.notNull())
        .addColumn('loaded_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
