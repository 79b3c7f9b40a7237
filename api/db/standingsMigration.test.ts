// 013_standings_by_user on SQLite and PostgreSQL (the api-postgres project runs this file on PostgreSQL): a
// legacy email account `carol` and the Hive `carol` (login `carol~hive`) shared one leaderboard row and one
// rating history, keyed by the name both were recorded under. The migration gives each account its own row,
// counts and history, by the games' seat users (007_seat_users), and replays the rating of each account of a
// shared name over its own rated games; everyone else's rows are only keyed by user.
import { Kysely } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openBareTestDb } from '../../tests/kits/testHarness';
import { rateGame, ratePeriod, START, type Rating } from '../ratings/glicko';
import type { Db } from './connect';
import { migrateTo, migrateToLatest } from './migrations';

let db: Db;
beforeEach(async () => {
  db = await openBareTestDb();
  await migrateTo(db, '010_anchors');
});
afterEach(async () => {
  await db.close();
});

type Old = Kysely<Record<string, Record<string, unknown>>>;
type Seat = { username: string; userId: string | null; outcome: 'win' | 'lose' };

/** A counted game stored as the code before 013 stored it: its game, seats and result rows. */
async function oldGame(k: Old, id: string, mode: string, endedAt: number, A: Seat, B: Seat) {
  await k
    .insertInto('games')
    .values({
      id,
      mode,
      winner: A.outcome === 'win' ? 'A' : 'B',
      reason: 'hit',
      seed: 1,
      log: '[]',
      started_at: endedAt - 10,
      ended_at: endedAt,
    })
    .execute();
  for (const [seat, s] of [
    ['A', A],
    ['B', B],
  ] as const) {
    const isAi = s.username.endsWith(' ai') ? 1 : 0;
    const base = { game_id: id, username: s.username, name: s.username.toUpperCase() };
    await k
      .insertInto('game_seats')
      .values({ ...base, seat, is_ai: isAi, ended_at: endedAt, user_id: s.userId })
      .execute();
    await k
      .insertInto('game_players')
      .values({ ...base, outcome: s.outcome, board: 0, counted: 1 })
      .execute();
  }
}

/** A rated game's two history rows as the code before 013 wrote them (by name). */
async function oldHistory(
  k: Old,
  gameId: string,
  at: number,
  rows: readonly [string, string, 'win' | 'lose', Rating, Rating][],
) {
  for (const [username, opponent, outcome, before, after] of rows)
    await k
      .insertInto('rating_history')
      .values({
        username,
        board: 0,
        game_id: gameId,
        opponent,
        opponent_name: opponent.toUpperCase(),
        outcome,
        rating_before: before.rating,
        rating_after: after.rating,
        rd_before: before.rd,
        rd_after: after.rd,
        played_at: at,
      })
      .execute();
}

test('013_standings_by_user: a legacy and a Hive account sharing the name carol get a row, counts, rating and history each', async () => {
  const k = db.kysely as unknown as Old;
  const user = (id: string, username: string, hive_username: string | null) =>
    k
      .insertInto('users')
      .values({ id, username, hive_username, role: 'user', type: 'keychain', confirmed: 1, created_at: 1 })
      .execute();
  await user('u-ann', 'ann', 'ann');
  await user('u-legacy-carol', 'carol', null);
  await user('u-hive-carol', 'carol~hive', 'carol');

  // g1: the legacy carol beats ann. g2: ann beats the Hive carol, rated against the shared row (after g1's win).
  // g3: the Hive carol beats the AI (counted, unrated). zed: an old seat whose name named no single user.
  const g1 = rateGame(START, START, 1);
  const g2 = rateGame(g1.b, g1.a, 1);
  const g4 = rateGame(g2.a, START, 0);
  await oldGame(
    k,
    'g1',
    'others',
    100,
    { username: 'carol', userId: 'u-legacy-carol', outcome: 'win' },
    { username: 'ann', userId: 'u-ann', outcome: 'lose' },
  );
  await oldHistory(k, 'g1', 100, [
    ['carol', 'ann', 'win', START, g1.a],
    ['ann', 'carol', 'lose', START, g1.b],
  ]);
  await oldGame(
    k,
    'g2',
    'others',
    200,
    { username: 'ann', userId: 'u-ann', outcome: 'win' },
    { username: 'carol', userId: 'u-hive-carol', outcome: 'lose' },
  );
  await oldHistory(k, 'g2', 200, [
    ['ann', 'carol', 'win', g1.b, g2.a],
    ['carol', 'ann', 'lose', g1.a, g2.b],
  ]);
  await oldGame(
    k,
    'g3',
    'h1a1',
    300,
    { username: 'carol', userId: 'u-hive-carol', outcome: 'win' },
    { username: 'Ada ai', userId: null, outcome: 'lose' },
  );
  await oldGame(
    k,
    'g4',
    'others',
    400,
    { username: 'ann', userId: 'u-ann', outcome: 'lose' },
    { username: 'zed', userId: null, outcome: 'win' },
  );
  await oldHistory(k, 'g4', 400, [
    ['ann', 'zed', 'lose', g2.a, g4.a],
    ['zed', 'ann', 'win', START, g4.b],
  ]);
  const row = (username: string, wins: number, losses: number, games: number, r: Rating, isAi = 0) =>
    k
      .insertInto('standings')
      .values({
        board: 0,
        username,
        name: username.toUpperCase(),
        wins,
        draws: 0,
        losses,
        rating: r.rating,
        rd: r.rd,
        vol: r.vol,
        games,
        established: 0,
        is_ai: isAi,
      })
      .execute();
  await row('carol', 2, 1, 2, g2.b); // the shared row
  await row('ann', 1, 2, 3, g4.a);
  await row('zed', 1, 0, 1, g4.b);
  await row('Ada ai', 0, 1, 0, { rating: 2000, rd: 30, vol: 0.06 }, 1);

  await migrateToLatest(db);

  const rows = await db.kysely
    .selectFrom('standings')
    .select(['player_id', 'username', 'wins', 'draws', 'losses', 'games', 'rating', 'rd', 'is_ai'])
    .where('board', '=', 0)
    .orderBy('player_id')
    .execute();
  // Each carol rated over her own games only, from the start: the legacy one's win, the Hive one's loss (against
  // ann as ann stood then); ann, zed and the AI keep what they had.
  const legacy = ratePeriod(START, [{ opponent: START, score: 1 }]);
  const hive = ratePeriod(START, [{ opponent: g1.b, score: 0 }]);
  const standing = (
    player_id: string,
    username: string,
    wins: number,
    losses: number,
    games: number,
    r: Rating,
    is_ai = 0,
  ) => ({ player_id, username, wins, draws: 0, losses, games, rating: r.rating, rd: r.rd, is_ai });
  expect(rows).toEqual(
    [
      standing('Ada ai', 'Ada ai', 0, 1, 0, { rating: 2000, rd: 30, vol: 0.06 }, 1),
      standing('u-ann', 'ann', 1, 2, 3, g4.a),
      standing('u-hive-carol', 'carol', 1, 1, 1, hive),
      standing('u-legacy-carol', 'carol', 1, 0, 1, legacy),
      standing('zed', 'zed', 1, 0, 1, g4.b),
    ].sort((x, y) => (x.player_id < y.player_id ? -1 : 1)),
  );

  const history = await db.kysely
    .selectFrom('rating_history')
    .select(['game_id', 'player_id', 'opponent_id', 'rating_before', 'rating_after'])
    .orderBy('id')
    .execute();
  expect(history).toEqual([
    {
      game_id: 'g1',
      player_id: 'u-legacy-carol',
      opponent_id: 'u-ann',
      rating_before: 1500,
      rating_after: legacy.rating,
    },
    {
      game_id: 'g1',
      player_id: 'u-ann',
      opponent_id: 'u-legacy-carol',
      rating_before: 1500,
      rating_after: g1.b.rating,
    },
    {
      game_id: 'g2',
      player_id: 'u-ann',
      opponent_id: 'u-hive-carol',
      rating_before: g1.b.rating,
      rating_after: g2.a.rating,
    },
    {
      game_id: 'g2',
      player_id: 'u-hive-carol',
      opponent_id: 'u-ann',
      rating_before: 1500,
      rating_after: hive.rating,
    },
    {
      game_id: 'g4',
      player_id: 'u-ann',
      opponent_id: 'zed',
      rating_before: g2.a.rating,
      rating_after: g4.a.rating,
    },
    { game_id: 'g4', player_id: 'zed', opponent_id: 'u-ann', rating_before: 1500, rating_after: g4.b.rating },
  ]);
});
