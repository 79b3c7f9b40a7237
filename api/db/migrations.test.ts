// 007_seat_users: seats stored before it get their user where their name names exactly one.
// 006_game_records: games stored before it get their seats (with characters replayed from the log).
// 004_ratings: results recorded before it become standings rows.
// 002_auth on a database made before it: plaintext confirmation codes get hashed (and a 7-day expiry), and
// emails that were duplicated (they were unique only by convention) keep one owner.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { advance } from '../../engine';
import { turnOneGame } from '../../engine/testHelpers';
import { hashToken } from '../auth/tokens';
import type { Db } from './connect';
import { migrateTo, migrateToLatest } from './migrations';
import type { Database } from './schema';
import { confirmEmail, CONFIRM_MS, createLegacyUser } from './users';

let db: Db;
beforeEach(async () => {
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  db = { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  await migrateTo(db, '001_initial');
});
afterEach(async () => {
  await db.close();
});

/** A user row as 001_initial stored it. */
function oldUser(
  id: string,
  fields: { email: string | null; type: string; confirm_token?: string; created_at: number },
) {
  const k = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return k
    .insertInto('users')
    .values({ id, username: id, role: 'user', confirmed: 0, confirm_token: null, ...fields })
    .execute();
}

test('plaintext confirmation codes are hashed and last 7 days from the migration', async () => {
  await oldUser('old', {
    email: 'old@example.com',
    type: 'email',
    confirm_token: 'plain-code-123',
    created_at: 1,
  });
  const before = Date.now();
  await migrateToLatest(db);
  const row = await db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', 'old')
    .executeTakeFirstOrThrow();
  expect(row.confirm_token).toBe(hashToken('plain-code-123'));
  expect(row.confirm_expires_at).toBeGreaterThanOrEqual(before + CONFIRM_MS);
  expect(await confirmEmail(db.kysely, 'plain-code-123', Date.now())).toBe(true);
});

test('a duplicated email stays with the legacy account; a second account with it is refused after', async () => {
  await oldUser('hiveuser', { email: 'carol@example.com', type: 'keychain', created_at: 1 });
  await oldUser('legacy', { email: 'carol@example.com', type: 'email', created_at: 2 });
  await oldUser('hive2', { email: 'dan@example.com', type: 'keychain', created_at: 3 });
  await oldUser('hive3', { email: 'dan@example.com', type: 'smartlock', created_at: 4 });
  await migrateToLatest(db);
  const emails = await db.kysely.selectFrom('users').select(['id', 'email']).orderBy('created_at').execute();
  expect(emails).toEqual([
    { id: 'hiveuser', email: null },
    { id: 'legacy', email: 'carol@example.com' },
    { id: 'hive2', email: 'dan@example.com' },
    { id: 'hive3', email: null },
  ]);
  await expect(
    createLegacyUser(
      db.kysely,
      { username: 'another', email: 'CAROL@example.com', passwordHash: 'x', confirmToken: null },
      5,
    ),
  ).rejects.toThrow();
});

test('004_ratings: counted results recorded before it become standings rows, each board apart, unrated', async () => {
  const k = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const game = (id: string) =>
    k
      .insertInto('games')
      .values({
        id,
        mode: 'others',
        winner: 'A',
        reason: 'hit',
        seed: 1,
        log: '[]',
        started_at: 0,
        ended_at: 1,
      })
      .execute();
  const row = (game_id: string, username: string, outcome: string, board: number, counted = 1) =>
    k
      .insertInto('game_players')
      .values({ game_id, username, name: username, outcome, board, counted })
      .execute();
  await game('g1');
  await row('g1', 'ann', 'win', 0);
  await row('g1', 'Ada ai', 'lose', 0);
  await game('g2');
  await row('g2', 'ann', 'draw', 0);
  await row('g2', 'bob', 'draw', 0, 0); // paused: not counted
  await game('g3');
  await row('g3', 'ann', 'lose', 1); // an archived season
  await row('g3', 'cid', 'win', 1);
  await game('g4');
  await row('g4', 'dan', 'win', -1); // reset away
  await migrateToLatest(db);
  const rows = await db.kysely
    .selectFrom('standings')
    .select(['board', 'username', 'wins', 'draws', 'losses', 'rating', 'rd', 'is_ai'])
    .orderBy('board')
    .orderBy('username')
    .execute();
  expect(rows).toEqual([
    { board: 0, username: 'Ada ai', wins: 0, draws: 0, losses: 1, rating: 1500, rd: 350, is_ai: 1 },
    { board: 0, username: 'ann', wins: 1, draws: 1, losses: 0, rating: 1500, rd: 350, is_ai: 0 },
    { board: 1, username: 'ann', wins: 0, draws: 0, losses: 1, rating: 1500, rd: 350, is_ai: 0 },
    { board: 1, username: 'cid', wins: 1, draws: 0, losses: 0, rating: 1500, rd: 350, is_ai: 0 },
  ]);
});

test('006_game_records: older games get seats from their result rows, characters from a replay of the log', async () => {
  await migrateTo(db, '005_first_game_guide');
  const k = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const played = advance(turnOneGame(11), Number.MAX_SAFE_INTEGER); // A: the Undergraduate, B: the Cook
  const game = (id: string, log: unknown, ended_at: number) =>
    k
      .insertInto('games')
      .values({
        id,
        mode: 'others',
        winner: 'A',
        reason: 'hit',
        seed: 11,
        log: JSON.stringify(log),
        started_at: 0,
        ended_at,
      })
      .execute();
  const row = (game_id: string, username: string, outcome: string) =>
    k
      .insertInto('game_players')
      .values({ game_id, username, name: username.toUpperCase(), outcome, board: 0, counted: 1 })
      .execute();
  await game('g1', played.log, 50);
  await row('g1', 'ann', 'win');
  await row('g1', 'Ada ai', 'lose');
  await game('g2', [], 60); // no player got to Choose
  await row('g2', 'Ben ai', 'lose');
  await row('g2', 'ann', 'win');
  await game('g3', [], 70); // no contest: no result rows, so nobody is known to have sat in it
  await migrateTo(db, '006_game_records');
  const seats = await db.kysely
    .selectFrom('game_seats')
    .selectAll()
    .orderBy('game_id')
    .orderBy('seat')
    .execute();
  expect(seats).toEqual([
    { game_id: 'g1', seat: 'A', username: 'ann', name: 'ANN', is_ai: 0, character: 'U', ended_at: 50 },
    { game_id: 'g1', seat: 'B', username: 'Ada ai', name: 'ADA AI', is_ai: 1, character: 'C', ended_at: 50 },
    { game_id: 'g2', seat: 'A', username: 'Ben ai', name: 'BEN AI', is_ai: 1, character: null, ended_at: 60 },
    { game_id: 'g2', seat: 'B', username: 'ann', name: 'ANN', is_ai: 0, character: null, ended_at: 60 },
  ]);
  const g1 = await db.kysely.selectFrom('games').selectAll().where('id', '=', 'g1').executeTakeFirstOrThrow();
  expect([g1.durations, g1.salt, g1.seed_commitment, g1.picks]).toEqual([null, null, null, null]);
});

test('007_seat_users: a human seat gets the user its name names, only where exactly one user could have sat', async () => {
  await migrateTo(db, '006_game_records');
  const k = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const user = (id: string, username: string, hive_username: string | null, created_at: number) =>
    k
      .insertInto('users')
      .values({ id, username, hive_username, role: 'user', type: 'keychain', confirmed: 1, created_at })
      .execute();
  await user('u-ann', 'ann', 'ann', 10);
  await user('u-legacy-carol', 'carol', null, 10);
  await user('u-hive-carol', 'carol~hive', 'carol', 40); // a Hive newcomer while the legacy carol exists
  await user('u-late', 'late', 'late', 100); // created after every game below
  const game = async (id: string, ended_at: number, A: string, B: string) => {
    await k
      .insertInto('games')
      .values({ id, mode: 'h2a0', winner: 'A', reason: 'hit', seed: 1, log: '[]', started_at: 0, ended_at })
      .execute();
    await k
      .insertInto('game_seats')
      .values(
        (['A', 'B'] as const).map((seat) => {
          const username = seat === 'A' ? A : B;
          return {
            game_id: id,
            seat,
            username,
            name: username,
            is_ai: username.endsWith(' ai') ? 1 : 0,
            ended_at,
          };
        }),
      )
      .execute();
  };
  await game('g1', 50, 'ann', 'carol'); // carol: the legacy and the Hive carol both could have sat: ambiguous
  await game('g2', 30, 'carol', 'zed'); // before the Hive carol existed: only the legacy carol; zed: nobody
  await game('g3', 60, 'late', 'Ada ai'); // late: created after the game; an AI seat is never a user
  await migrateToLatest(db);
  const seats = await db.kysely
    .selectFrom('game_seats')
    .select(['game_id', 'seat', 'user_id'])
    .orderBy('game_id')
    .orderBy('seat')
    .execute();
  expect(seats).toEqual([
    { game_id: 'g1', seat: 'A', user_id: 'u-ann' },
    { game_id: 'g1', seat: 'B', user_id: null },
    { game_id: 'g2', seat: 'A', user_id: 'u-legacy-carol' },
    { game_id: 'g2', seat: 'B', user_id: null },
    { game_id: 'g3', seat: 'A', user_id: null },
    { game_id: 'g3', seat: 'B', user_id: null },
  ]);
});
