import { type Kysely, type Migration } from 'kysely';
import { parseGameRecord, replayRecord } from '../../../engine';
import type { Dialect } from '../connect';
import type { AnyDb } from './anyDb';

/** Migration 006_game_records (its name is its key in kysely_migration; never rename it). */
export function migration(_dialect: Dialect): Migration {
  return {
    // Every finished game is stored (all modes) with its clocks and fairness record, and who sat where
    // (game_seats, with the characters) for histories and replays. Games stored before get their seats
    // from their result rows (in id order: A then B) and their characters from a replay of their log.
    async up(db: Kysely<unknown>) {
      for (const column of ['durations', 'salt', 'seed_commitment', 'picks'])
        await db.schema.alterTable('games').addColumn(column, 'text').execute();
      await db.schema
        .createTable('game_seats')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_ai', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('character', 'text')
        .addColumn('ended_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_seats_pk', ['game_id', 'seat'])
        .execute();
      await db.schema
        .createIndex('game_seats_player')
        .on('game_seats')
        .columns(['username', 'ended_at desc', 'game_id'])
        .execute();
      // A history page reads each listed game's rating change by game.
      await db.schema
        .createIndex('rating_history_game')
        .on('rating_history')
        .columns(['game_id', 'username'])
        .execute();
      const k = db as Kysely<AnyDb>;
      const games = await k.selectFrom('games').select(['id', 'mode', 'seed', 'log', 'ended_at']).execute();
      for (const game of games) {
        const players = await k
          .selectFrom('game_players')
          .select(['username', 'name'])
          .where('game_id', '=', game.id)
          .orderBy('id')
          .execute();
        if (players.length !== 2) continue;
        let log: unknown;
        try {
          log = JSON.parse(String(game.log));
        } catch {
          log = [];
        }
        const record = parseGameRecord({ seed: Number(game.seed), mode: String(game.mode), log });
        const characters = record.ok ? frozenSeatCharacters(record.value) : { A: null, B: null };
        await k
          .insertInto('game_seats')
          .values(
            (['A', 'B'] as const).map((seat, i) => ({
              game_id: String(game.id),
              seat,
              username: String(players[i]!.username),
              name: String(players[i]!.name),
              is_ai: String(players[i]!.username).endsWith(' ai') ? 1 : 0,
              character: characters[seat],
              ended_at: Number(game.ended_at),
            })),
          )
          .execute();
      }
    },
  };
}

// What this migration needs of other code, copied as it was when it was written: a migration must do the same on
// every database it ever meets, so these never change, even when the live code they were copied from does.

/** 006_game_records: each seat's character from a replay of the log, null where it never got that far. Never change. */
function frozenSeatCharacters(game: Parameters<typeof replayRecord>[0]): {
  A: string | null;
  B: string | null;
} {
  try {
    const replayed = replayRecord({ ...game, result: null });
    return replayed.ok ? replayed.value.characters : { A: null, B: null };
  } catch {
    return { A: null, B: null };
  }
}
