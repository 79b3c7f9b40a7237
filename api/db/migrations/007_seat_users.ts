import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 007_seat_users (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // Who sat in a seat is a user, not a name (issue 23): a Hive newcomer seated as `carol` may share the name
    // with a legacy account `carol`. Each human seat stored before gets the user its name names where that is
    // unambiguous: exactly one user whose Hive name or username it is, created by the game's end. Where
    // none or several are, it stays null, and such a seat gives nobody a private game.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('game_seats').addColumn('user_id', 'text').execute();
      await db.schema
        .createIndex('game_seats_user')
        .on('game_seats')
        .columns(['user_id', 'ended_at desc', 'game_id'])
        .execute();
      // The users who could have sat in a seat: named by it, and existing when the game ended.
      const couldHaveSat = sql`(u.hive_username = game_seats.username or u.username = game_seats.username)
        and u.created_at <= game_seats.ended_at`;
      await sql`update game_seats
        set user_id = (select u.id from users u where ${couldHaveSat})
        where is_ai = 0 and (select count(*) from users u where ${couldHaveSat}) = 1`.execute(db);
    },
  };
}
