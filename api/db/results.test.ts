// Recording in few statements (issue 27): what one finished game costs the database, and that the fewer
// statements write the same rows (the rows themselves are checked by the leaderboard, ratings and queue tests).
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import { wonGame } from '../../tests/kits/storedGames';
import type { Db } from './connect';
import { recordResult, recordResults } from './results';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

/** A Kysely over the same database that counts the statements it runs (each one's result passes its plugins). */
function counted() {
  const statements: number[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: ({ result }) => {
      statements.push(statements.length);
      return Promise.resolve(result);
    },
  };
  return { kysely: db.kysely.withPlugin(plugin), statements };
}

const ann = { username: 'ann', name: 'Ann' };
const ben = { username: 'ben', name: 'Ben' };

test('a rated game between two new players is recorded in 8 statements, a settings read and the live row deleted (13 before issue 27)', async () => {
  const { kysely, statements } = counted();
  const recorded = await recordResult(kysely, wonGame('g1', ann, ben));
  expect(recorded.ratings?.A.after).toBeGreaterThan(recorded.ratings?.A.before ?? Infinity);
  // settings; the game's live row deleted (api/db/hostedGames.ts); games; seats; players; standings created, read,
  // the pair's rated games of the last 24 hours counted (issue 35, api/ratings/pairLimit.ts), standings updated;
  // history.
  expect(statements).toHaveLength(10);
});

test('a batch of games reads the settings and deletes its live rows once: 8 statements a game', async () => {
  const { kysely, statements } = counted();
  await recordResults(kysely, [wonGame('g1', ann, ben), wonGame('g2', ben, ann), wonGame('g3', ann, ben)]);
  expect(statements).toHaveLength(2 + 3 * 8);
});

test('the upsert counts the game on rows that exist: wins, losses, games and the new rating, once per game', async () => {
  await recordResult(db.kysely, wonGame('g1', ann, ben));
  const second = await recordResult(db.kysely, wonGame('g2', ann, ben));
  const rows = await db.kysely
    .selectFrom('standings')
    .select(['username', 'name', 'wins', 'losses', 'draws', 'games', 'rating'])
    .orderBy('username')
    .execute();
  expect(rows).toEqual([
    { username: 'ann', name: 'Ann', wins: 2, losses: 0, draws: 0, games: 2, rating: second.ratings!.A.after },
    { username: 'ben', name: 'Ben', wins: 0, losses: 2, draws: 0, games: 2, rating: second.ratings!.B.after },
  ]);
  const history = await db.kysely
    .selectFrom('rating_history')
    .select(['game_id', 'username'])
    .orderBy('id')
    .execute();
  expect(history).toEqual([
    { game_id: 'g1', username: 'ann' },
    { game_id: 'g1', username: 'ben' },
    { game_id: 'g2', username: 'ann' },
    { game_id: 'g2', username: 'ben' },
  ]);
});

test('a game stored already writes nothing and answers what its first write rated', async () => {
  const first = await recordResult(db.kysely, wonGame('g1', ann, ben));
  const again = await recordResult(db.kysely, wonGame('g1', ann, ben));
  expect(again).toEqual({ written: false, ratings: first.ratings });
  const games = await db.kysely.selectFrom('standings').select('games').execute();
  expect(games.map((r) => r.games)).toEqual([1, 1]);
});

test('one name on both seats is still counted twice (one upsert a seat)', async () => {
  await recordResult(db.kysely, wonGame('g1', ann, ann));
  const row = await db.kysely
    .selectFrom('standings')
    .select(['wins', 'losses', 'games'])
    .where('username', '=', 'ann')
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ wins: 1, losses: 1, games: 2 });
});
