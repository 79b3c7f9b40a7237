import { sql, type Kysely } from 'kysely';
import type { Standing } from '../../engine';
import type { Database } from './schema';
import { getSetting } from './settings';

/**
 * The current board (or with `board`, an archived season's rows): counted results since the last reset or
 * archive, ordered by wins (most first), losses (fewest first), draws (most first), then name. `limit` rows
 * at most.
 */
export async function standings(db: Kysely<Database>, limit?: number, board = 0): Promise<Standing[]> {
  const count = (outcome: string) =>
    sql<number | string>`sum(case when gp.outcome = ${outcome} then 1 else 0 end)`;
  let query = db
    .selectFrom('game_players as gp')
    // Rooms seat only Hive-linked users and record them under their Hive name.
    .leftJoin('users as u', 'u.hive_username', 'gp.username')
    .select((eb) => [
      'gp.username',
      eb.fn.coalesce(eb.fn.max('u.name'), eb.fn.max('gp.name')).as('name'),
      count('win').as('wins'),
      count('draw').as('draws'),
      count('lose').as('losses'),
    ])
    .where('gp.board', '=', board)
    .where('gp.counted', '=', 1)
    .groupBy('gp.username')
    .orderBy('wins', 'desc')
    .orderBy('losses', 'asc')
    .orderBy('draws', 'desc')
    .orderBy('name', 'asc')
    .orderBy('gp.username', 'asc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((r, i) => ({
    place: i + 1,
    username: r.username,
    name: r.name,
    wins: Number(r.wins),
    draws: Number(r.draws),
    losses: Number(r.losses),
  }));
}

/** The board as players see it: limited to the configured number of rows. */
export async function leaderboard(db: Kysely<Database>): Promise<Standing[]> {
  const { qty } = await getSetting(db, 'leaderboard');
  return standings(db, qty);
}

/**
 * Saves the current standings as a dated season and starts an empty board. Returns the season id. The rows
 * move to the season first, in one statement, and the season's standings are computed from exactly the rows
 * moved: a game recorded meanwhile is either in the season or on the new board, never lost.
 */
export async function archiveBoard(db: Kysely<Database>, now: number): Promise<number> {
  const { title } = await getSetting(db, 'leaderboard');
  return db.transaction().execute(async (trx) => {
    const season = await trx
      .insertInto('seasons')
      .values({ archived_at: now, title, standings: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('game_players').set({ board: season.id }).where('board', '=', 0).execute();
    const rows = await standings(trx, undefined, season.id);
    await trx
      .updateTable('seasons')
      .set({ standings: JSON.stringify(rows) })
      .where('id', '=', season.id)
      .execute();
    return season.id;
  });
}

/** Empties the board without saving it. */
export async function resetBoard(db: Kysely<Database>): Promise<void> {
  await db.updateTable('game_players').set({ board: -1 }).where('board', '=', 0).execute();
}

/** Archived seasons, newest first. */
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
    standings: JSON.parse(s.standings) as Standing[],
  }));
}
