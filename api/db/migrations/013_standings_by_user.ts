import glicko2 from 'glicko2';
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';
import type { AnyDb } from './anyDb';

/** Migration 013_standings_by_user (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // Standings and rating histories are a user's, not a name's (issue 35): a legacy `carol` and the Hive
    // `carol` were both recorded as `carol` and shared one row and one rating. Rows are keyed by player_id
    // (api/db/playerKey.ts): the seat's user where 007_seat_users found one, else the name (AIs, old seats
    // naming no single user). A name whose counted games belong to several players is split by the games'
    // seat users: each gets its own wins, draws and losses, and its rating replayed from the start over its own
    // rated games (each against the opponent's rating as stored before that game, as countGame rated it); its
    // history rows are rewritten to the replayed ratings. Every other row only gets its key. Rating history
    // rows get the player's and the opponent's keys, which the rated-games limit between two players counts.
    async up(db: Kysely<unknown>) {
      const k = db as Kysely<AnyDb>;
      /** The user who sat under `name` in the row's game, when exactly one seat of it had that name. */
      const seatUser = (gameId: string, name: string) =>
        sql<string | null>`(select case when count(*) = 1 then max(s.user_id) end from game_seats s
          where s.game_id = ${sql.ref(gameId)} and s.username = ${sql.ref(name)})`;
      await db.schema.alterTable('rating_history').addColumn('player_id', 'text').execute();
      await db.schema.alterTable('rating_history').addColumn('opponent_id', 'text').execute();
      await sql`update rating_history set
        player_id = coalesce(${seatUser('rating_history.game_id', 'rating_history.username')}, username),
        opponent_id = coalesce(${seatUser('rating_history.game_id', 'rating_history.opponent')}, opponent)`.execute(
        db,
      );
      await db.schema.dropIndex('rating_history_player').execute();
      await db.schema
        .createIndex('rating_history_player')
        .on('rating_history')
        .columns(['player_id', 'board', 'id'])
        .execute();
      await db.schema
        .createIndex('rating_history_pair')
        .on('rating_history')
        .columns(['player_id', 'opponent_id', 'played_at'])
        .execute();

      await db.schema
        .createTable('standings_by_user')
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('vol', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('established', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_ai', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('standings_player_pk', ['board', 'player_id'])
        .execute();
      // Each counted result row's player, with its counts, grouped by row (board, name) and player.
      const count = (outcome: string) =>
        sql<number>`cast(sum(case when outcome = ${outcome} then 1 else 0 end) as integer)`;
      const players = await k
        .selectFrom(
          k
            .selectFrom('game_players')
            .select((eb) => [
              'id',
              'board',
              'username',
              'name',
              'outcome',
              eb.fn
                .coalesce(seatUser('game_players.game_id', 'game_players.username'), 'username')
                .as('player_id'),
            ])
            .where('counted', '=', 1)
            .where('board', '>=', 0)
            .as('p'),
        )
        .select((eb) => [
          'board',
          'username',
          'player_id',
          eb.fn.max('id').as('last'),
          count('win').as('wins'),
          count('draw').as('draws'),
          count('lose').as('losses'),
        ])
        .groupBy(['board', 'username', 'player_id'])
        .execute();
      const byRow = new Map<string, typeof players>();
      for (const p of players) {
        const key = `${String(p.board)}\u0000${String(p.username)}`;
        byRow.set(key, [...(byRow.get(key) ?? []), p]);
      }
      const rows: Record<string, unknown>[] = [];
      const rewritten: { id: unknown; before: FrozenRating; after: FrozenRating }[] = [];
      for (const old of await k.selectFrom('standings').selectAll().execute()) {
        const split = byRow.get(`${String(old.board)}\u0000${String(old.username)}`) ?? [];
        if (split.length <= 1) {
          rows.push({ ...old, player_id: split[0]?.player_id ?? old.username });
          continue;
        }
        for (const part of split) {
          const rated = await k
            .selectFrom('rating_history as h')
            .innerJoin('rating_history as o', (j) =>
              j.onRef('o.game_id', '=', 'h.game_id').onRef('o.id', '!=', 'h.id'),
            )
            .select(['h.id', 'h.outcome', 'o.rating_before', 'o.rd_before'])
            .where('h.board', '=', old.board)
            .where('h.username', '=', old.username)
            .where('h.player_id', '=', part.player_id)
            .orderBy('h.id')
            .execute();
          let rating = FROZEN_START;
          for (const game of rated) {
            const before = rating;
            const score = game.outcome === 'win' ? 1 : game.outcome === 'draw' ? 0.5 : 0;
            const opponent = { rating: Number(game.rating_before), rd: Number(game.rd_before) };
            rating = frozenRateGame(before, opponent, score);
            rewritten.push({ id: game.id, before, after: rating });
          }
          const last = await k
            .selectFrom('game_players')
            .select('name')
            .where('id', '=', part.last)
            .executeTakeFirstOrThrow();
          rows.push({
            board: old.board,
            player_id: part.player_id,
            username: old.username,
            name: last.name,
            wins: part.wins,
            draws: part.draws,
            losses: part.losses,
            ...rating,
            games: rated.length,
            established: rating.rd <= FROZEN_PROVISIONAL_RD ? 1 : 0,
            is_ai: old.is_ai,
          });
        }
      }
      // Written once every replay has read the ratings as they were stored.
      for (const { id, before, after } of rewritten)
        await k
          .updateTable('rating_history')
          .set({
            rating_before: before.rating,
            rd_before: before.rd,
            rating_after: after.rating,
            rd_after: after.rd,
          })
          .where('id', '=', id)
          .execute();
      for (const row of rows) await k.insertInto('standings_by_user').values(row).execute();
      await db.schema.dropTable('standings').execute();
      await db.schema.alterTable('standings_by_user').renameTo('standings').execute();
      await db.schema
        .createIndex('standings_by_rating')
        .on('standings')
        .columns(['board', 'established desc', 'rating desc', 'username', 'player_id'])
        .execute();
      await db.schema
        .createIndex('standings_by_wins')
        .on('standings')
        .columns(['board', 'wins desc', 'losses', 'draws desc', 'name', 'username', 'player_id'])
        .execute();
    },
  };
}

// What this migration needs of other code, copied as it was when it was written: a migration must do the same on
// every database it ever meets, so these never change, even when the live code they were copied from does.

/** 013_standings_by_user: a Glicko-2 rating (api/ratings/glicko.ts as it was). Never change. */
interface FrozenRating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** 013_standings_by_user: where every player started, and the provisional limit. Never change. */
const FROZEN_START: FrozenRating = { rating: 1500, rd: 350, vol: 0.06 };
const FROZEN_PROVISIONAL_RD = 110;

/**
 * 013_standings_by_user: one game as its own rating period against the opponent's rating from before it (the
 * `glicko2` package's maths, system constant 0.5; an opponent's volatility does not enter a player's update).
 * Never change.
 */
function frozenRateGame(
  player: FrozenRating,
  opponent: { readonly rating: number; readonly rd: number },
  score: number,
): FrozenRating {
  const system = new glicko2.Glicko2({ tau: 0.5, ...FROZEN_START });
  const me = system.makePlayer(player.rating, player.rd, player.vol);
  system.updateRatings([[me, system.makePlayer(opponent.rating, opponent.rd, FROZEN_START.vol), score]]);
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}
