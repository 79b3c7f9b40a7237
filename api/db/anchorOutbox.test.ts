// The outbox under two publishers and a crash, on SQLite (project node) and PostgreSQL (project api-postgres).
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  anchorRows,
  chainGames,
  fakeClock,
  fakeEntry,
  nextBlock,
  queueEntries,
  startTestChain,
  testPublisher,
  type FakeClock,
} from '../../tests/kits/anchorKit';
import { openTestDb } from '../../tests/kits/testHarness';
import type { StandInNode } from '../hive/standInNode';
import { takeLease } from './anchorOutbox';
import type { Db } from './connect';

let db: Db;
let node: StandInNode;
let clock: FakeClock;
beforeEach(async () => {
  db = await openTestDb();
  clock = fakeClock();
  node = await startTestChain(clock);
});
afterEach(async () => {
  await node.close();
  await db.close();
});

const ids = (n: number, prefix = 'g') =>
  Array.from({ length: n }, (_, k) => `${prefix}${String(k).padStart(3, '0')}`);

test('the lease: one holder at a time, renewed by it, taken over once it ran out', async () => {
  expect(await takeLease(db.kysely, 'p1', 1000, 500)).toBe(true);
  expect(await takeLease(db.kysely, 'p2', 1200, 500)).toBe(false);
  expect(await takeLease(db.kysely, 'p1', 1400, 500)).toBe(true);
  expect(await takeLease(db.kysely, 'p2', 1800, 500)).toBe(false);
  expect(await takeLease(db.kysely, 'p2', 1901, 500)).toBe(true);
  expect(await takeLease(db.kysely, 'p1', 1950, 500)).toBe(false);
});

test('two publishers on one outbox, whose leases keep running out: each game on chain once', async () => {
  const games = ids(10);
  await queueEntries(db.kysely, games.map(fakeEntry));
  // A lease that has always run out: both hold it in every round, so both sign and send at once; only the
  // outbox's claim decides.
  // Their expiries differ, so their transactions of the same games differ (the same one would share its id).
  const [a, b] = [60_000, 59_000].map((expireMs) =>
    testPublisher(db.kysely, node, clock, { owner: String(expireMs), leaseMs: -1, expireMs }),
  );
  for (let n = 0; n < 12; n++) {
    clock.advance(1);
    await Promise.all([a!.round(), b!.round()]);
    nextBlock(node, clock);
  }
  const onChain = chainGames(node).map((g) => g.gameId);
  expect([...onChain].sort()).toEqual(games);
  expect((await anchorRows(db.kysely)).every((r) => r.state === 'irreversible')).toBe(true);
});

test.each([
  { when: 'after its broadcast', broadcast: true },
  { when: 'before its broadcast', broadcast: false },
])('a publisher dies $when, before marking it: the next finds it, none lost, none doubled', async (c) => {
  const games = ids(8);
  await queueEntries(db.kysely, games.map(fakeEntry));
  let died = false;
  const dying = testPublisher(db.kysely, node, clock, {
    owner: 'dying',
    leaseMs: 5000,
    send: async (client, tx) => {
      if (c.broadcast) await client.broadcast.send(tx);
      died = true;
      // The process is gone: this round never ends.
      return new Promise(() => {});
    },
  });
  void dying.round();
  await expect.poll(() => died).toBe(true);
  expect((await anchorRows(db.kysely)).map((r) => r.state)).toEqual(games.map(() => 'sending'));
  const next = testPublisher(db.kysely, node, clock, { owner: 'next', leaseMs: 5000 });
  // Its lease holds the outbox until it runs out.
  await next.round();
  expect(await db.kysely.selectFrom('anchor_txs').select('tx_id').execute()).toHaveLength(1);
  clock.advance(5001);
  for (let n = 0; n < 5; n++) {
    await next.round();
    nextBlock(node, clock);
  }
  expect(chainGames(node).map((g) => g.gameId)).toEqual(games);
  const rows = await anchorRows(db.kysely);
  expect(rows.every((r) => r.state === 'irreversible' && r.attempts === 0)).toBe(true);
  expect(new Set(rows.map((r) => r.tx_id)).size).toBe(1);
});
