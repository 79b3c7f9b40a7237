// Issue 35: ratings are a user's, not a name's, and the same two accounts cannot farm each other's rating.
// Runs on SQLite and, in the api-postgres project, on PostgreSQL (the rule is applied in the recording transaction).
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import { wonGame } from '../../tests/kits/storedGames';
import { PAIR_RATED_GAMES, PAIR_WINDOW_MS } from '../ratings/pairLimit';
import type { Db } from './connect';
import { recordResult } from './results';
import { countGame } from './standings';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

const HOUR = 60 * 60 * 1000;
let gameNo = 0;
type Player = { username: string; name: string; userId: string };
/** A rated game that `winner` won against `loser`, ending at `endedAt`. */
const win = (winner: Player, loser: Player, endedAt: number) =>
  recordResult(db.kysely, { ...wonGame(`g${++gameNo}`, winner, loser), startedAt: endedAt - 1, endedAt });

const standing = (playerId: string) =>
  db.kysely
    .selectFrom('standings')
    .select(['username', 'wins', 'losses', 'games', 'rating', 'rd'])
    .where('board', '=', 0)
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();

const ann = { username: 'ann', name: 'Ann', userId: 'u-ann' };
const ben = { username: 'ben', name: 'Ben', userId: 'u-ben' };
const cid = { username: 'cid', name: 'Cid', userId: 'u-cid' };

test(`the same two accounts: ${PAIR_RATED_GAMES} rated games in 24 h, the next leaves both ratings unchanged; another pair still rates`, async () => {
  const start = 1_800_000_000_000;
  for (let i = 0; i < PAIR_RATED_GAMES; i++) {
    const { ratings } = await win(ann, ben, start + i * HOUR);
    expect(ratings?.A.rated, `game ${i + 1}`).toBe(true);
  }
  const annBefore = await standing('u-ann');
  const benBefore = await standing('u-ben');
  // The farming game (a rematch is one more game between the pair): recorded, counted, not rated.
  const farmed = await win(ann, ben, start + PAIR_RATED_GAMES * HOUR);
  expect(farmed.written).toBe(true);
  expect(farmed.ratings?.A).toMatchObject({ rated: false, unrated: 'pair-limit', before: annBefore.rating });
  expect(farmed.ratings?.B).toMatchObject({ rated: false, unrated: 'pair-limit', before: benBefore.rating });
  expect(await standing('u-ann')).toEqual({ ...annBefore, wins: annBefore.wins + 1 });
  expect(await standing('u-ben')).toEqual({ ...benBefore, losses: benBefore.losses + 1 });
  const history = await db.kysely
    .selectFrom('rating_history')
    .select('game_id')
    .where('game_id', '=', `g${gameNo}`)
    .execute();
  expect(history).toEqual([]);
  // Its retry (an answer lost after the commit) reads the same answer back.
  const again = await recordResult(db.kysely, {
    ...wonGame(`g${gameNo}`, ann, ben),
    startedAt: start,
    endedAt: start + PAIR_RATED_GAMES * HOUR,
  });
  expect(again).toMatchObject({ written: false, ratings: { A: { rated: false, unrated: 'pair-limit' } } });

  // Either account against someone else still rates.
  const other = await win(cid, ann, start + PAIR_RATED_GAMES * HOUR + 1);
  expect(other.ratings?.A.rated).toBe(true);
  expect((await standing('u-ann')).rating).toBeLessThan(annBefore.rating);
  // Once the first game is over 24 h old, one more game between the pair rates.
  const later = await win(ben, ann, start + PAIR_WINDOW_MS + 1);
  expect(later.ratings?.A.rated).toBe(true);
});

test('two accounts recorded under one name (a legacy carol, the Hive carol) get a row and a rating each', async () => {
  const legacy = { username: 'carol', name: 'Carol', userId: 'u-legacy-carol' };
  const hive = { username: 'carol', name: 'Carol', userId: 'u-hive-carol' };
  await win(legacy, ann, 1000);
  await win(ben, hive, 2000);
  const rows = await db.kysely
    .selectFrom('standings')
    .select(['player_id', 'username', 'wins', 'losses', 'games'])
    .where('username', '=', 'carol')
    .orderBy('player_id')
    .execute();
  expect(rows).toEqual([
    { player_id: 'u-hive-carol', username: 'carol', wins: 0, losses: 1, games: 1 },
    { player_id: 'u-legacy-carol', username: 'carol', wins: 1, losses: 0, games: 1 },
  ]);
  // The Hive carol's first game is rated from the start, not from the legacy carol's win.
  const history = await db.kysely
    .selectFrom('rating_history')
    .select(['player_id', 'opponent_id', 'rating_before'])
    .where('game_id', '=', `g${gameNo}`)
    .orderBy('player_id')
    .execute();
  expect(history).toEqual([
    { player_id: 'u-ben', opponent_id: 'u-hive-carol', rating_before: 1500 },
    { player_id: 'u-hive-carol', opponent_id: 'u-ben', rating_before: 1500 },
  ]);
});

test("the pair's last rated game and one more, recorded by two transactions at once (two processes), rate only one", async () => {
  const start = 1_800_000_000_000;
  for (let i = 0; i < PAIR_RATED_GAMES - 1; i++) await win(ann, ben, start + i * HOUR);
  const at = start + 10 * HOUR;
  for (const id of ['first', 'second'])
    await db.kysely
      .insertInto('games')
      .values({
        id,
        mode: 'others',
        winner: 'A',
        reason: 'hit',
        seed: 1,
        log: '[]',
        started_at: at,
        ended_at: at,
      })
      .execute();
  const players = { A: ann, B: ben };
  const outcomes = { A: 'win', B: 'lose' } as const;
  // The first transaction rates its game and holds its commit; the second starts meanwhile. On PostgreSQL each has
  // a connection of its own, as two processes would: the second waits for the players' rows, then counts the
  // first's game. (SQLite has one writer: the second starts after the first commits.)
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let counted!: () => void;
  const firstCounted = new Promise<void>((resolve) => (counted = resolve));
  const first = db.kysely.transaction().execute(async (trx) => {
    const changes = await countGame(trx, 'first', at, players, outcomes, 'others');
    counted();
    await held;
    return changes;
  });
  await firstCounted;
  const second = db.kysely
    .transaction()
    .execute((trx) => countGame(trx, 'second', at, players, outcomes, 'others'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  expect((await first).A.rated).toBe(true);
  expect((await second).A).toMatchObject({ rated: false, unrated: 'pair-limit' });
});
