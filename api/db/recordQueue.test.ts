import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import type { Db } from './connect';
import { standings } from './leaderboard';
import { MAX_BATCH, recordTogether } from './recordQueue';
import { recordResult, type FinishedGame } from './results';
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
  await recordTogether(db.kysely, game('g1', 'ann', 'ben'));
  const [again, other] = await Promise.all([
    recordTogether(db.kysely, game('g1', 'ann', 'ben')),
    recordTogether(db.kysely, game('g2', 'ann', 'ben')),
  ]);
  expect(again).toEqual({ written: false });
  expect(other.written).toBe(true);
  expect((await standings(db.kysely)).find((s) => s.username === 'ann')?.wins).toBe(2);
});
