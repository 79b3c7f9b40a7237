import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';
import type { AnyDb } from './anyDb';

/** Migration 004_ratings (its name is its key in kysely_migration; never rename it). */
export function migration(dialect: Dialect): Migration {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    // Standings kept as rows (with Glicko-2 ratings) instead of aggregated on every read, and each rated
    // game's rating change. Earlier counted results become the rows' wins, draws and losses; their ratings
    // start at 1500 (the earlier games were not rated).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('standings')
        .addColumn('board', 'integer', (c) => c.notNull())
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
        .addPrimaryKeyConstraint('standings_pk', ['board', 'username'])
        .execute();
      await db.schema
        .createIndex('standings_by_rating')
        .on('standings')
        .columns(['board', 'established desc', 'rating desc', 'username'])
        .execute();
      await db.schema
        .createIndex('standings_by_wins')
        .on('standings')
        .columns(['board', 'wins desc', 'losses', 'draws desc', 'name', 'username'])
        .execute();
      await db.schema
        .createTable('rating_history')
        .addColumn('id', serial, (c) =>
          c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
        )
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('opponent', 'text', (c) => c.notNull())
        .addColumn('opponent_name', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('rating_before', 'double precision', (c) => c.notNull())
        .addColumn('rating_after', 'double precision', (c) => c.notNull())
        .addColumn('rd_before', 'double precision', (c) => c.notNull())
        .addColumn('rd_after', 'double precision', (c) => c.notNull())
        .addColumn('played_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rating_history_player')
        .on('rating_history')
        .columns(['username', 'board', 'id'])
        .execute();
      await db.schema.createIndex('rating_history_board').on('rating_history').column('board').execute();
      await db.schema.createIndex('game_players_game').on('game_players').column('game_id').execute();
      const k = db as Kysely<AnyDb>;
      const count = (outcome: string) =>
        sql<number>`cast(sum(case when outcome = ${outcome} then 1 else 0 end) as integer)`;
      const rows = await k
        .selectFrom('game_players')
        .select((eb) => [
          'board',
          'username',
          eb.fn.max('name').as('name'),
          count('win').as('wins'),
          count('draw').as('draws'),
          count('lose').as('losses'),
        ])
        .where('board', '>=', 0)
        .where('counted', '=', 1)
        .groupBy(['board', 'username'])
        .execute();
      for (const r of rows)
        await k
          .insertInto('standings')
          .values({
            board: r.board,
            username: r.username,
            name: r.name,
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
            rating: 1500,
            rd: 350,
            vol: 0.06,
            games: 0,
            established: 0,
            is_ai: String(r.username).endsWith(' ai') ? 1 : 0,
          })
          .execute();
    },
  };
}
