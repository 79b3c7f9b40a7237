// Test support for issue 28's anchors: the app account, a stand-in chain on a fake clock, anchors queued
// directly, and what the chain holds (every octoduel custom_json, in block order).
import type { Kysely } from 'kysely';
import { parseAnchorOperation, type AnchorEntry } from '../../engine';
import type { Database } from '../../api/db/schema';
import { AnchorPublisher, type AnchorPublisherOptions } from '../../api/hive/anchorPublisher';
import { makeTestAccount, startStandInNode, type StandInNode } from '../../api/hive/standInNode';
import type { StandInChain } from '../../api/hive/standInChain';

export const APP = makeTestAccount('octoduel-app', 'octoduel app password');

/** A clock tests move by hand (epoch ms). */
export interface FakeClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function fakeClock(start = Date.UTC(2026, 10, 27, 12, 0, 0)): FakeClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

/** A stand-in node whose blocks come only when a test makes them, on `clock`, irreversible two blocks later. */
export function startTestChain(
  clock: FakeClock,
  options: { port?: number; chain?: StandInChain } = {},
): Promise<StandInNode> {
  return startStandInNode({
    accounts: [APP.account],
    chainOptions: { blockMs: 0, irreversibleLag: 2, now: clock.now },
    ...options,
  });
}

/** The next block, 3 s later on the clock. */
export function nextBlock(node: StandInNode, clock: FakeClock): void {
  clock.advance(3000);
  node.chain.produceBlock();
}

/** A publisher of the app account on `db` through `node`, on `clock`, driven round by round by the test. */
export function testPublisher(
  db: Kysely<Database>,
  node: StandInNode,
  clock: FakeClock,
  options: Partial<AnchorPublisherOptions> = {},
): AnchorPublisher {
  return new AnchorPublisher({
    db,
    rpcUrls: [node.url],
    account: APP.account.name,
    postingKey: APP.keys.posting,
    now: clock.now,
    timeoutMs: 300,
    ...options,
  });
}

/** An anchor entry for a game that need not exist (the outbox does not read the game). */
export const fakeEntry = (gameId: string): AnchorEntry => ({
  i: gameId,
  m: 'others',
  a: 'alice',
  b: 'bob',
  ca: 'A',
  cb: 'B',
  w: 'A',
  r: 'score',
  h: 'ab'.repeat(32),
  s: 'cd'.repeat(32),
});

/** Queues anchors as the recording transaction would, in this order. */
export async function queueEntries(db: Kysely<Database>, entries: readonly AnchorEntry[]): Promise<void> {
  for (const entry of entries)
    await db
      .insertInto('anchors')
      .values({ game_id: entry.i, entry: JSON.stringify(entry), state: 'queued', queued_at: 0 })
      .execute();
}

/** Every anchored game on the chain, in chain order, with its operation's json size and its transaction. */
export function chainGames(
  node: StandInNode,
): { gameId: string; txId: string; block: number; bytes: number }[] {
  return node.chain.blocks.flatMap((block) =>
    block.transactions.flatMap((tx, k) =>
      tx.operations.flatMap((op) => {
        const body = op[1] as { id: string; json: string };
        if (op[0] !== 'custom_json' || body.id !== 'octoduel') return [];
        const parsed = parseAnchorOperation(body.json);
        if (!parsed.ok) throw new Error(parsed.error);
        return parsed.value.g.map((g) => ({
          gameId: g.i,
          txId: block.transactionIds[k]!,
          block: block.num,
          bytes: Buffer.byteLength(body.json),
        }));
      }),
    ),
  );
}

/** Each anchor's state, tx id and block, by game id. */
export async function anchorRows(db: Kysely<Database>) {
  return db
    .selectFrom('anchors')
    .select(['game_id', 'state', 'tx_id', 'block', 'attempts'])
    .orderBy('seq')
    .execute();
}
