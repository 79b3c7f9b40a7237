import type { Kysely } from 'kysely';
import { AI_LEVELS, AI_RATINGS, aiLevelOfName, playerLevelOf, type PlayerLevel } from '../../engine';
import type { LeaderboardOrder, LeaderboardView, Standing } from '../../contract/http';
import { START } from '../ratings/glicko';
import { forgetBoard, reusedBoard } from './boardCache';
import { joinChanged } from './joinCache';
import type { Database } from './schema';
import { getSetting } from './settings';
import { selectStandings } from './standings';

/**
 * The current board (or with `board`, an archived season's rows), read from the standings rows the
 * recording transaction maintains. `order` rating: established players (RD at most 110) by rating, then the
 * provisional ones by rating; `wins`: wins (most first), losses (fewest first), draws (most first), then
 * name. `limit` rows at most; an index serves each order, so a read touches only the rows it returns. `view`
 * `people` leaves the AI rows out before the limit, so the limit counts people; `ai` keeps only them.
 */
export async function standings(
  db: Kysely<Database>,
  limit?: number,
  board = 0,
  order: LeaderboardOrder = 'rating',
  view: LeaderboardView = 'all',
): Promise<Standing[]> {
  let query = selectStandings(db, board);
  if (view !== 'all') query = query.where('s.is_ai', '=', view === 'ai' ? 1 : 0);
  query =
    order === 'rating'
      ? query
          .orderBy('s.established', 'desc')
          .orderBy('s.rating', 'desc')
          .orderBy('s.username', 'asc')
          .orderBy('s.player_id', 'asc')
      : query
          .orderBy('s.wins', 'desc')
          .orderBy('s.losses', 'asc')
          .orderBy('s.draws', 'desc')
          .orderBy('s.name', 'asc')
          .orderBy('s.username', 'asc')
          .orderBy('s.player_id', 'asc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((r, i) => ({
    place: i + 1,
    username: r.username,
    name: r.name,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    rating: Math.round(r.rating),
    rd: Math.round(r.rd),
    provisional: r.established === 0,
    ai: r.is_ai === 1,
    ...(r.is_ai === 1 ? { level: aiRowLevel(r.rating, r.name) } : {}),
  }));
}

/**
 * An AI row's level: the one whose fixed rating the row shows (the level of its latest game), else the level
 * its name plays (engine aiLevelOfName).
 */
function aiRowLevel(rating: number, name: string): PlayerLevel {
  const byRating = AI_LEVELS.find((l) => AI_RATINGS[l].rating === Math.round(rating));
  return playerLevelOf(byRating ?? aiLevelOfName(name));
}

/**
 * The board as players see it: limited to the configured number of rows, in the configured order. Reused
 * for up to a second (api/db/boardCache.ts); every write through this process is seen at once.
 */
export async function leaderboard(
  db: Kysely<Database>,
  now = Date.now(),
  view: LeaderboardView = 'all',
): Promise<Standing[]> {
  return (await reusedBoard(db, now, () => readBoard(db, view), view)).rows;
}

/** The board as `leaderboard` answers it, as JSON text (serialized once per reuse). */
export async function leaderboardJson(
  db: Kysely<Database>,
  now = Date.now(),
  view: LeaderboardView = 'all',
): Promise<string> {
  return (await reusedBoard(db, now, () => readBoard(db, view), view)).json;
}

async function readBoard(db: Kysely<Database>, view: LeaderboardView) {
  const { qty, order } = await getSetting(db, 'leaderboard');
  const rows = await standings(db, qty, 0, order, view);
  return { rows, json: JSON.stringify(rows) };
}

/**
 * Saves the current standings (with their ratings) as a dated season and starts an empty board, where
 * every player starts again at 1500. Returns the season id. The rows move to the season first and the
 * season's standings are read from exactly the rows moved, all in one transaction: a game recorded
 * meanwhile is either in the season or on the new board, never lost.
 */
export async function archiveBoard(db: Kysely<Database>, now: number): Promise<number> {
  const { title, order } = await getSetting(db, 'leaderboard');
  forgetBoard(db);
  const id = await db.transaction().execute(async (trx) => {
    const season = await trx
      .insertInto('seasons')
      .values({ archived_at: now, title, standings: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('standings').set({ board: season.id }).where('board', '=', 0).execute();
    await trx.updateTable('game_players').set({ board: season.id }).where('board', '=', 0).execute();
    await trx.updateTable('rating_history').set({ board: season.id }).where('board', '=', 0).execute();
    const rows = await standings(trx, undefined, season.id, order);
    await trx
      .updateTable('seasons')
      .set({ standings: JSON.stringify(rows) })
      .where('id', '=', season.id)
      .execute();
    return season.id;
  });
  forgetBoard(db);
  await joinChanged(db, { allRatings: true });
  return id;
}

/** Empties the board without saving it: counts and ratings start again. */
export async function resetBoard(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('standings').where('board', '=', 0).execute();
    await trx.updateTable('game_players').set({ board: -1 }).where('board', '=', 0).execute();
    await trx.updateTable('rating_history').set({ board: -1 }).where('board', '=', 0).execute();
  });
  forgetBoard(db);
  await joinChanged(db, { allRatings: true });
}

/** Archived seasons, newest first (seasons archived before ratings existed show the starting rating). */
export async function seasons(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('seasons')
    .selectAll()
    .orderBy('archived_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((s) => ({
    id: s.id,
    archivedAt: s.archived_at,
    title: s.title,
    standings: (JSON.parse(s.standings) as Partial<Standing>[]).map((r): Standing => ({
      rating: START.rating,
      rd: START.rd,
      provisional: true,
      ai: r.username?.endsWith(' ai') ?? false,
      ...(r as Omit<Standing, 'rating' | 'rd' | 'provisional' | 'ai'>),
    })),
  }));
}
