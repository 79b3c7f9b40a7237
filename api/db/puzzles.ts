// The puzzles' storage (issue 42, docs/ARCHITECTURE.md "Puzzles"): the puzzles and their themes (the shipped set
// loaded at start, those found in finished counted games added after), choosing one (near a rating, of a theme,
// not tried yet), the daily puzzle of a date, and the counts the pages show.
import { createHash } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { PUZZLE_THEMES, type Letter, type Puzzle, type PuzzleSource, type PuzzleTheme } from '../../engine';
import type { PuzzleThemeCount } from '../../contract/puzzles';
import { puzzleStart } from '../ratings/puzzleRating';
import type { Database, PuzzlesTable } from './schema';

export type PuzzleRow = Selectable<PuzzlesTable>;

/** Puzzles inserted per statement (21 parameters each: well under SQLite's and PostgreSQL's limits). */
const INSERT_CHUNK = 200;

/** The puzzle a row holds (its rating the engine's starting one: the row's own rating is read apart). */
export function puzzleOf(row: PuzzleRow): Puzzle {
  const source: PuzzleSource =
    row.source_kind === 'game'
      ? { kind: 'game', gameId: row.source_game_id ?? '', turn: row.source_turn }
      : { kind: 'engine', seed: row.source_seed ?? '', turn: row.source_turn };
  return {
    id: row.id,
    position: {
      turn: row.turn,
      solver: { letter: row.solver as Letter, square: row.solver_square },
      opponent: { letter: row.opponent as Letter, square: row.opponent_square },
    },
    solution: { move: row.solution_move, hits: JSON.parse(row.solution_hits) as number[] },
    value: row.value,
    nextBest: row.next_best,
    themes: JSON.parse(row.themes) as PuzzleTheme[],
    rating: Math.round(row.rating),
    source,
  };
}

const rowOf = (p: Puzzle, shipped: boolean, now: number) => {
  const start = puzzleStart(p.rating);
  return {
    id: p.id,
    turn: p.position.turn,
    solver: p.position.solver.letter,
    solver_square: p.position.solver.square,
    opponent: p.position.opponent.letter,
    opponent_square: p.position.opponent.square,
    solution_move: p.solution.move,
    solution_hits: JSON.stringify(p.solution.hits),
    value: p.value,
    next_best: p.nextBest,
    themes: JSON.stringify(p.themes),
    rating: start.rating,
    rd: start.rd,
    vol: start.vol,
    source_kind: p.source.kind,
    source_game_id: p.source.kind === 'game' ? p.source.gameId : null,
    source_seed: p.source.kind === 'engine' ? p.source.seed : null,
    source_turn: p.source.turn,
    shipped: shipped ? 1 : 0,
    added_at: now,
  };
};

/**
 * Adds the puzzles not stored yet (by id; a stored one keeps its rating, counts and source), with their themes;
 * `shipped` marks the shipped set's. Idempotent, and safe when two processes add the same ones at once. Answers
 * how many were new.
 */
export async function addPuzzles(
  db: Kysely<Database>,
  puzzles: readonly Puzzle[],
  options: { readonly shipped: boolean; readonly now: number },
): Promise<number> {
  let added = 0;
  for (let i = 0; i < puzzles.length; i += INSERT_CHUNK) {
    const chunk = puzzles.slice(i, i + INSERT_CHUNK);
    added += await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('puzzles')
        .values(chunk.map((p) => rowOf(p, options.shipped, options.now)))
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      const fresh = new Set(inserted.map((r) => r.id));
      const themes = chunk
        .filter((p) => fresh.has(p.id))
        .flatMap((p) => p.themes.map((theme) => ({ theme, puzzle_id: p.id })));
      if (themes.length > 0)
        await trx
          .insertInto('puzzle_themes')
          .values(themes)
          .onConflict((oc) => oc.columns(['theme', 'puzzle_id']).doNothing())
          .execute();
      return fresh.size;
    });
  }
  return added;
}

/** The ids of the stored puzzles among `ids`. */
export async function storedPuzzleIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('puzzles')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** Marks the puzzles `ids` as the shipped set's. */
export async function markShipped(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await db
      .updateTable('puzzles')
      .set({ shipped: 1 })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('shipped', '=', 0)
      .execute();
}

/** The puzzle `id`'s row, or undefined. */
export async function puzzleRow(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
): Promise<PuzzleRow | undefined> {
  return db.selectFrom('puzzles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many puzzles the choice by rating looks at on each side of the target before picking one at random. */
export const NEAR_WINDOW = 8;

/** ...and of those, only the ones at most this much farther from the target than the closest (rating points). */
export const NEAR_SPREAD = 50;

/** What a choice of puzzle asks for. */
export interface PuzzleChoice {
  /** The rating to be near. */
  readonly target: number;
  /** Only puzzles of this theme. */
  readonly theme?: PuzzleTheme;
  /** Only puzzles this user never opened an attempt at. */
  readonly untriedBy?: string;
  /** 0 <= random() < 1: which of the nearest is picked (Math.random by default). */
  readonly random?: () => number;
}

/**
 * A puzzle near `target`: the NEAR_WINDOW nearest at or above it and below it (of the theme, not tried by the user),
 * then one at random of the NEAR_WINDOW nearest of those that are at most NEAR_SPREAD farther than the closest (so
 * a sparse choice stays near); undefined when none is left. Each side walks the rating index from the target.
 */
export async function choosePuzzle(
  db: Kysely<Database>,
  choice: PuzzleChoice,
): Promise<PuzzleRow | undefined> {
  const side = (above: boolean) => {
    let q = db.selectFrom('puzzles as p').selectAll('p');
    const { theme, untriedBy } = choice;
    if (theme !== undefined)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('puzzle_themes as t')
            .select('t.puzzle_id')
            .where('t.theme', '=', theme)
            .whereRef('t.puzzle_id', '=', 'p.id'),
        ),
      );
    if (untriedBy !== undefined)
      q = q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('puzzle_attempts as a')
              .select('a.id')
              .where('a.user_id', '=', untriedBy)
              .whereRef('a.puzzle_id', '=', 'p.id'),
          ),
        ),
      );
    return (
      above
        ? q.where('p.rating', '>=', choice.target).orderBy('p.rating', 'asc')
        : q.where('p.rating', '<', choice.target).orderBy('p.rating', 'desc')
    )
      .orderBy('p.id')
      .limit(NEAR_WINDOW)
      .execute();
  };
  const [above, below] = await Promise.all([side(true), side(false)]);
  const distance = (p: PuzzleRow) => Math.abs(p.rating - choice.target);
  const sorted = [...above, ...below].sort((x, y) => distance(x) - distance(y));
  if (sorted.length === 0) return undefined;
  const closest = distance(sorted[0]!);
  const nearest = sorted.slice(0, NEAR_WINDOW).filter((p) => distance(p) <= closest + NEAR_SPREAD);
  const random = choice.random ?? Math.random;
  return nearest[Math.min(nearest.length - 1, Math.floor(random() * nearest.length))];
}

/** The UTC date of an epoch ms, YYYY-MM-DD. */
export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Which of `count` shipped puzzles (in id order) is the daily puzzle of `date`: the first 48 bits of the date's
 * SHA-256, modulo the count. The same for everyone, on every process.
 */
export function dailyIndex(date: string, count: number): number {
  const hash = createHash('sha256').update(`octoduel-daily-puzzle:${date}`).digest();
  return hash.readUIntBE(0, 6) % count;
}

/**
 * The daily puzzle of `date` (YYYY-MM-DD): chosen once, by dailyIndex over the shipped set, and kept (a set
 * shipped later does not change a day already chosen). Undefined when no shipped puzzle is stored.
 */
export async function dailyPuzzle(db: Kysely<Database>, date: string): Promise<PuzzleRow | undefined> {
  const chosen = async () =>
    db
      .selectFrom('puzzle_dailies as d')
      .innerJoin('puzzles as p', 'p.id', 'd.puzzle_id')
      .selectAll('p')
      .where('d.date', '=', date)
      .executeTakeFirst();
  const kept = await chosen();
  if (kept !== undefined) return kept;
  const { count } = await db
    .selectFrom('puzzles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('shipped', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) return undefined;
  const pick = await db
    .selectFrom('puzzles')
    .select('id')
    .where('shipped', '=', 1)
    .orderBy('id')
    .limit(1)
    .offset(dailyIndex(date, Number(count)))
    .executeTakeFirstOrThrow();
  // Two processes choosing at once choose the same; the first insert stands.
  await db
    .insertInto('puzzle_dailies')
    .values({ date, puzzle_id: pick.id })
    .onConflict((oc) => oc.column('date').doNothing())
    .execute();
  return chosen();
}

/** Every theme with how many puzzles carry it, in PUZZLE_THEMES order (0 for a theme no puzzle has). */
export async function themeCounts(db: Kysely<Database>): Promise<PuzzleThemeCount[]> {
  const rows = await db
    .selectFrom('puzzle_themes')
    .select(['theme', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('theme')
    .execute();
  const counts = new Map(rows.map((r) => [r.theme, Number(r.count)]));
  return PUZZLE_THEMES.map((theme) => ({ theme, count: counts.get(theme) ?? 0 }));
}
