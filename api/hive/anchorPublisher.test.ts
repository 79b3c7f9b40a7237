import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MAX_CUSTOM_JSON_BYTES } from '../../engine';
import { openTestDb } from '../../tests/kits/testHarness';
import { finishedAiGame } from '../../tests/kits/storedGames';
import {
  APP,
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
import { loadConfig } from '../config';
import { enableAnchoring, gameAnchor } from '../db/anchors';
import type { Db } from '../db/connect';
import { recordResult } from '../db/results';
import type { AnchorPublisherOptions } from './anchorPublisher';
import type { StandInNode } from './standInNode';

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

describe('recording queues counted games only while anchoring is on', () => {
  test('unset key (anchoring off): nothing is queued, the anchor is off', async () => {
    await recordResult(db.kysely, finishedAiGame('g1', 1));
    expect(await anchorRows(db.kysely)).toEqual([]);
    expect(await gameAnchor(db.kysely, 'g1')).toEqual({ state: 'off', txId: null, block: null });
  });

  test('on: public and vs-AI games are queued in the recording, private games and no contests are not', async () => {
    enableAnchoring(db.kysely);
    await recordResult(db.kysely, finishedAiGame('pub', 1));
    await recordResult(db.kysely, finishedAiGame('vsai', 2, 'h1a1'));
    await recordResult(db.kysely, finishedAiGame('exhibition', 3, 'h0a2'));
    await recordResult(db.kysely, {
      ...finishedAiGame('nc', 4),
      result: { winner: 'none', reason: 'no-contest' },
    });
    // Recorded again (a retry): still one row.
    await recordResult(db.kysely, finishedAiGame('pub', 1));
    expect((await anchorRows(db.kysely)).map((r) => [r.game_id, r.state])).toEqual([
      ['pub', 'queued'],
      ['vsai', 'queued'],
    ]);
    expect(await gameAnchor(db.kysely, 'pub')).toEqual({ state: 'queued', txId: null, block: null });
    expect(await gameAnchor(db.kysely, 'exhibition')).toMatchObject({ state: 'off' });
  });

  test('a record no checker could read is stored all the same, its anchor failed with the reason', async () => {
    enableAnchoring(db.kysely);
    const game = finishedAiGame('odd', 5);
    const written = await recordResult(db.kysely, {
      ...game,
      fairness: { ...game.fairness!, seedCommitment: 'not hex' },
    });
    expect(written.written).toBe(true);
    expect(await gameAnchor(db.kysely, 'odd')).toEqual({ state: 'failed', txId: null, block: null });
    const [row] = await db.kysely.selectFrom('anchors').select('last_error').execute();
    expect(row!.last_error).toBe('not anchored: "seedCommitment" must be 64 lowercase hex digits');
  });
});

describe('the publisher', () => {
  test('a malformed posting key stops it at start, with a message that does not quote the key', () => {
    const bad = `${APP.keys.posting.slice(0, -3)}xyz`;
    const start = () => testPublisher(db.kysely, node, clock, { postingKey: bad });
    expect(start).toThrow('HIVE_APP_POSTING_KEY is not a private key (WIF): anchoring cannot start.');
  });

  test('the configuration reads the key (trimmed) and the explorer (hivehub by default)', () => {
    const config = loadConfig({ HIVE_APP_POSTING_KEY: ` ${APP.keys.posting} ` });
    expect(config.hiveAppPostingKey).toBe(APP.keys.posting);
    expect(config.hiveExplorerUrl).toBe('https://hivehub.dev/tx/{tx}');
    expect(loadConfig({}).hiveAppPostingKey).toBe('');
    expect(loadConfig({ HIVE_EXPLORER_URL: 'https://e.example/{block}' }).hiveExplorerUrl).toBe(
      'https://e.example/{block}',
    );
  });

  test('queued -> published -> irreversible: one operation with the games in recording order', async () => {
    enableAnchoring(db.kysely);
    for (const n of [1, 2, 3]) await recordResult(db.kysely, finishedAiGame(`g${n}`, n));
    const publisher = testPublisher(db.kysely, node, clock);
    await publisher.round();
    expect(await gameAnchor(db.kysely, 'g1')).toMatchObject({ state: 'published', block: null });
    nextBlock(node, clock);
    await publisher.round();
    const onChain = chainGames(node);
    expect(onChain.map((g) => g.gameId)).toEqual(['g1', 'g2', 'g3']);
    const { txId, block } = onChain[0]!;
    expect(await gameAnchor(db.kysely, 'g2')).toEqual({ state: 'published', txId, block });
    nextBlock(node, clock);
    await publisher.round();
    expect(await gameAnchor(db.kysely, 'g2')).toMatchObject({ state: 'published' });
    nextBlock(node, clock);
    await publisher.round();
    expect(await gameAnchor(db.kysely, 'g3')).toEqual({ state: 'irreversible', txId, block });
    expect(await db.kysely.selectFrom('anchor_txs').selectAll().execute()).toEqual([]);
  });

  test('an operation over 8 KB is split; at most five per transaction, the rest in a later block', async () => {
    const ids = Array.from({ length: 200 }, (_, n) => `game-${String(n).padStart(3, '0')}`);
    await queueEntries(db.kysely, ids.map(fakeEntry));
    const publisher = testPublisher(db.kysely, node, clock);
    for (let n = 0; n < 12; n++) {
      await publisher.round();
      nextBlock(node, clock);
    }
    const onChain = chainGames(node);
    expect(onChain.map((g) => g.gameId)).toEqual(ids);
    expect(Math.max(...onChain.map((g) => g.bytes))).toBeLessThanOrEqual(MAX_CUSTOM_JSON_BYTES);
    const opsPerBlock = node.chain.blocks.map((b) =>
      b.transactions.reduce((n, tx) => n + tx.operations.length, 0),
    );
    expect(Math.max(...opsPerBlock)).toBe(5);
    expect(new Set(onChain.map((g) => g.txId)).size).toBeGreaterThan(1);
    expect((await anchorRows(db.kysely)).every((r) => r.state === 'irreversible')).toBe(true);
  });

  test('the node down: the anchors wait, then are published once, in order', async () => {
    enableAnchoring(db.kysely);
    const publisher = testPublisher(db.kysely, node, clock, { send: failFirst(1) });
    await recordResult(db.kysely, finishedAiGame('early', 1));
    // The broadcast fails (the node went away mid-call): the signed transaction waits, recorded.
    await publisher.round();
    expect((await anchorRows(db.kysely))[0]).toMatchObject({ state: 'sending' });
    const { port, chain } = node;
    await node.close();
    for (const n of [2, 3, 4]) await recordResult(db.kysely, finishedAiGame(`late${n}`, n));
    // A minute of rounds against no node: each fails, nothing is lost or sent twice.
    for (let n = 0; n < 10; n++) {
      clock.advance(6000);
      await expect(publisher.round()).rejects.toThrow();
    }
    node = await startTestChain(clock, { port, chain });
    // The first transaction expired while the node was down: it goes again, first.
    for (let n = 0; n < 12; n++) {
      await publisher.round();
      nextBlock(node, clock);
      clock.advance(10_000);
    }
    expect(chainGames(node).map((g) => g.gameId)).toEqual(['early', 'late2', 'late3', 'late4']);
    const rows = await anchorRows(db.kysely);
    expect(rows.map((r) => r.state)).toEqual([
      'irreversible',
      'irreversible',
      'irreversible',
      'irreversible',
    ]);
    expect(rows[0]!.attempts).toBe(1);
  });

  test('a transaction that expires in no block goes again after a back-off; after the last attempt it fails', async () => {
    await queueEntries(db.kysely, [fakeEntry('lost')]);
    const publisher = testPublisher(db.kysely, node, clock, {
      send: () => Promise.resolve(), // a node that says yes and drops it
      expireMs: 3000,
      maxAttempts: 2,
      backoffMs: () => 60_000,
    });
    for (let n = 0; n < 6; n++) {
      await publisher.round();
      nextBlock(node, clock);
    }
    const [row] = await db.kysely.selectFrom('anchors').selectAll().execute();
    expect(row).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'expired in no block',
      tx_id: null,
    });
    expect(row!.next_at).toBeGreaterThan(clock.now());
    clock.advance(60_000);
    for (let n = 0; n < 6; n++) {
      await publisher.round();
      nextBlock(node, clock);
    }
    expect(await anchorRows(db.kysely)).toMatchObject([{ state: 'failed', attempts: 2 }]);
    expect(chainGames(node)).toEqual([]);
  });
});

/** Broadcasts that fail the first `n` times, as a node going away mid-call. */
function failFirst(n: number): AnchorPublisherOptions['send'] {
  let left = n;
  return (client, tx) => {
    if (left-- > 0) return Promise.reject(new Error('socket hang up'));
    return client.broadcast.send(tx);
  };
}
