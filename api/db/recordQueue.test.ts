import { sql } from 'kysely';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import type { Db } from './connect';
import { standings } from './leaderboard';
import { MAX_BATCH, recordTogether } from './recordQueue';
import { recordResult, type FinishedGame, type Recorded } from './results';
import { LostCommits } from '../../tests/kits/lostCommits';
import { wonGame } from '../../tests/kits/storedGames';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.close();
});

/** A public game `id` that `winner` won against `loser` (usernames, shown as they are). */
const game = (id: string, winner: string, loser: string): FinishedGame =>
  wonGame(id, { username: winner, name: winner }, { username: loser, name: loser });

const storedIds = async () =>
  (await db.kysely.selectFrom('games').select('id').orderBy('id').execute()).map((r) => r.id);

test('games that finish together are written in one transaction, each with its own answer', async () => {
  const transactions = vi.spyOn(db.kysely, 'transaction');
  const answers = await Promise.all([
    recordTogether(db.kysely, game('g1', 'ann', 'ben')),
    recordTogether(db.kysely, game('g2', 'cid', 'dee')),
    recordTogether(db.kysely, game('g3', 'ann', 'dee')),
  ]);
  expect(transactions).toHaveBeenCalledTimes(1);
  expect(await storedIds()).toEqual(['g1', 'g2', 'g3']);
  expect(answers.map((a) => a.written)).toEqual([true, true, true]);
  // Ann's second game is rated from the rating her first one gave her (the batch keeps the order).
  expect(answers[2].ratings?.A.before).toBe(answers[0].ratings?.A.after);
  expect(answers[0].ratings?.A.after).toBeGreaterThan(answers[0].ratings?.A.before ?? Infinity);
});

test('a batch rates exactly as the same games recorded one by one', async () => {
  const games = [game('g1', 'ann', 'ben'), game('g2', 'ben', 'ann'), game('g3', 'ann', 'ben')];
  await Promise.all(games.map((g) => recordTogether(db.kysely, g)));
  const together = await standings(db.kysely);
  await db.close();
  db = await openTestDb();
  for (const g of games) await recordResult(db.kysely, g);
  expect(together).toEqual(await standings(db.kysely));
});

test('more games than a batch holds are written in batches of MAX_BATCH, all stored', async () => {
  const transactions = vi.spyOn(db.kysely, 'transaction');
  const ids = Array.from({ length: MAX_BATCH + 4 }, (_, i) => `g${String(i).padStart(2, '0')}`);
  await Promise.all(ids.map((id, i) => recordTogether(db.kysely, game(id, `p${i}`, `q${i}`))));
  expect(transactions).toHaveBeenCalledTimes(2);
  expect(await storedIds()).toEqual(ids);
});

test('games finishing while a batch is written go in the next one', async () => {
  const transactions = vi.spyOn(db.kysely, 'transaction');
  const first = recordTogether(db.kysely, game('g1', 'ann', 'ben'));
  await new Promise((r) => setImmediate(r));
  // The first batch (g1) is under way: these two wait for it and are written together after it.
  const later = [
    recordTogether(db.kysely, game('g2', 'cid', 'dee')),
    recordTogether(db.kysely, game('g3', 'eve', 'fay')),
  ];
  await Promise.all([first, ...later]);
  expect(transactions).toHaveBeenCalledTimes(2);
  expect(await storedIds()).toEqual(['g1', 'g2', 'g3']);
});

test('a batch waiting on a lock does not hold back the games after it (PostgreSQL: batches side by side; SQLite: one connection, one at a time)', async () => {
  await recordTogether(db.kysely, game('g0', 'ann', 'cid'));
  // Another writer holds Ann's rating row: g1 (Ann's) waits for it.
  const lock = await db.kysely.startTransaction().execute();
  await lock
    .updateTable('standings')
    .set({ wins: sql<number>`wins` })
    .where('board', '=', 0)
    .where('username', '=', 'ann')
    .execute();
  const first = recordTogether(db.kysely, game('g1', 'ann', 'ben'));
  await new Promise((r) => setTimeout(r, 50));
  const second = recordTogether(db.kysely, game('g2', 'eve', 'fay'));
  const before = await Promise.race([
    second.then(() => 'g2 recorded'),
    new Promise((r) => setTimeout(r, 1000)).then(() => 'g2 waited'),
  ]);
  expect(before).toBe(db.dialect === 'postgres' ? 'g2 recorded' : 'g2 waited');
  await lock.commit().execute();
  await Promise.all([first, second]);
  expect(await storedIds()).toEqual(['g0', 'g1', 'g2']);
});

test('a game that cannot be written is refused alone; the others of its batch are stored', async () => {
  const broken = game('g2', 'cid', 'dee');
  const bad = {
    ...broken,
    players: { ...broken.players, A: { username: null, name: 'x' } },
  } as unknown as FinishedGame;
  const results = await Promise.allSettled([
    recordTogether(db.kysely, game('g1', 'ann', 'ben')),
    recordTogether(db.kysely, bad),
    recordTogether(db.kysely, game('g3', 'eve', 'fay')),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(await storedIds()).toEqual(['g1', 'g3']);
  expect((await standings(db.kysely)).map((s) => s.username).sort()).toEqual(['ann', 'ben', 'eve', 'fay']);
});

test('a game already stored is answered as not written, in a batch as alone', async () => {
  const first = await recordTogether(db.kysely, game('g1', 'ann', 'ben'));
  const [again, other] = await Promise.all([
    recordTogether(db.kysely, game('g1', 'ann', 'ben')),
    recordTogether(db.kysely, game('g2', 'ann', 'ben')),
  ]);
  // Not written again, with the rating changes its first write made (rating_history), not today's ratings.
  expect(again).toEqual({ written: false, ratings: first.ratings });
  expect(other.written).toBe(true);
  expect((await standings(db.kysely)).find((s) => s.username === 'ann')?.wins).toBe(2);
});

test('a commit that went through but whose answer was lost: the retry answers the stored game and its rating changes', async () => {
  const lost = new LostCommits();
  const flaky = lost.wrap(db.kysely);
  await recordTogether(db.kysely, game('g0', 'ann', 'cid'));
  lost.lost = 1;
  await expect(recordTogether(flaky, game('g1', 'ann', 'ben'))).rejects.toThrow(/answer never arrived/);
  // What the committed transaction computed, and its caller never received: one answer for the one game.
  const lostAnswer = (lost.answers[0] as Recorded[])[0]!;
  // The first write committed: the game, its standings and its history are stored.
  expect(await storedIds()).toEqual(['g0', 'g1']);
  const history = await db.kysely
    .selectFrom('rating_history')
    .selectAll()
    .where('game_id', '=', 'g1')
    .orderBy('username')
    .execute();
  expect(history.map((r) => [r.username, r.outcome])).toEqual([
    ['ann', 'win'],
    ['ben', 'lose'],
  ]);
  // The retry (as rooms/host/finisher.ts makes it) finds the game stored: not written twice, and answered
  // with the changes the first write computed (Ann's second game: rated from her first one's rating).
  const again = await recordTogether(flaky, game('g1', 'ann', 'ben'));
  expect(again.ratings).toEqual(lostAnswer.ratings);
  const [ann, ben] = history;
  expect(again).toEqual({
    written: false,
    ratings: {
      A: {
        rated: true,
        before: ann!.rating_before,
        after: ann!.rating_after,
        rd: ann!.rd_after,
        provisional: true,
      },
      B: {
        rated: true,
        before: ben!.rating_before,
        after: ben!.rating_after,
        rd: ben!.rd_after,
        provisional: true,
      },
    },
  });
  expect(again.ratings?.A.before).toBeGreaterThan(1500);
  const board = await standings(db.kysely);
  expect(board.find((s) => s.username === 'ann')?.wins).toBe(2);
  expect(board.find((s) => s.username === 'ben')?.losses).toBe(1);
});

test('a game stored against an AI (unrated): the retry answers the human’s rating as it stands and the AI’s fixed one', async () => {
  const lost = new LostCommits();
  const flaky = lost.wrap(db.kysely);
  const vsAi: FinishedGame = {
    ...wonGame(
      'g1',
      { username: 'ann', name: 'Ann' },
      { username: 'Robo ai', name: 'Robo', aiLevel: 'greedy' },
    ),
    mode: 'h1a1',
  };
  lost.lost = 1;
  await expect(recordTogether(flaky, vsAi)).rejects.toThrow(/answer never arrived/);
  const lostAnswer = (lost.answers[0] as Recorded[])[0]!;
  expect(lostAnswer.ratings?.B).toMatchObject({ before: lostAnswer.ratings?.B.after });
  expect(await recordTogether(flaky, vsAi)).toEqual({ written: false, ratings: lostAnswer.ratings });
});
