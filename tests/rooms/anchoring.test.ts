// Issue 28 through the server as it runs: with HIVE_APP_POSTING_KEY set, startServer anchors the games the rooms
// record (through the rooms' store) and its publisher takes them to an irreversible block on the stand-in chain,
// on its own timer; without the key nothing is queued and the replay's anchor is off.
import { afterEach, expect, test } from 'vitest';
import type { GameAnchor } from '../../contract/http';
import type { StandInNode } from '../../api/hive/standInNode';
import { startStandInNode } from '../../api/hive/standInNode';
import { APP } from '../kits/anchorKit';
import { finishedAiGame } from '../kits/storedGames';
import { startRoomHarness, type RoomHarness } from '../roomHarness';

let harness: RoomHarness | undefined;
let node: StandInNode | undefined;
afterEach(async () => {
  await harness?.close();
  await node?.close();
  harness = undefined;
  node = undefined;
});

const anchorOf = async (h: RoomHarness, id: string) =>
  ((await (await fetch(`${h.server.url}/api/games/${id}`)).json()) as { anchor: GameAnchor }).anchor;

test('key set: a recorded game is queued, published and made irreversible by the server’s publisher', async () => {
  node = await startStandInNode({
    accounts: [APP.account],
    chainOptions: { blockMs: 50, irreversibleLag: 2 },
  });
  harness = await startRoomHarness(
    {},
    {
      env: {
        HIVE_APP_ACCOUNT: APP.account.name,
        HIVE_APP_POSTING_KEY: APP.keys.posting,
        HIVE_RPC_URL: node.url,
      },
      anchors: { intervalMs: 20, timeoutMs: 1000, now: Date.now },
    },
  );
  await harness.server.services.store.record(finishedAiGame('served-1', 11));
  await expect
    .poll(() => anchorOf(harness!, 'served-1'), { timeout: 10_000 })
    .toMatchObject({
      state: 'irreversible',
    });
  const anchor = await anchorOf(harness, 'served-1');
  expect(node.chain.find(anchor.txId!)).toEqual({ block: anchor.block });
});

test('key unset: nothing is queued, the anchor is off, and no publisher runs', async () => {
  harness = await startRoomHarness({}, { env: { HIVE_APP_POSTING_KEY: '' } });
  await harness.server.services.store.record(finishedAiGame('served-2', 12));
  expect(await anchorOf(harness, 'served-2')).toEqual({ state: 'off', txId: null, block: null });
  const rows = await harness.server.api.ctx.db.kysely.selectFrom('anchors').selectAll().execute();
  expect(rows).toEqual([]);
});
