// Issue 28 with real processes: two servers (server/main.ts) on one PostgreSQL outbox, both with the posting key,
// publishing to the stand-in chain over HTTP. Games are queued throughout; the process holding the outbox's lease
// is stopped halfway (SIGTERM: it gives the lease up) and the other takes over. Each game is on chain once, in
// recording order, and irreversible.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { enableAnchoring } from '../api/db/anchors';
import { recordResult } from '../api/db/results';
import { startStandInNode, type StandInNode } from '../api/hive/standInNode';
import { APP, chainGames } from './kits/anchorKit';
import { finishedAiGame } from './kits/storedGames';
import { startTwoProcesses, type TwoProcesses } from './twoProcesses';

let node: StandInNode;
let two: TwoProcesses;
beforeAll(async () => {
  node = await startStandInNode({
    accounts: [APP.account],
    chainOptions: { blockMs: 500, irreversibleLag: 2 },
  });
  two = await startTwoProcesses({
    HIVE_APP_ACCOUNT: APP.account.name,
    HIVE_APP_POSTING_KEY: APP.keys.posting,
    HIVE_RPC_URL: node.url,
  });
  // Games recorded here stand for games any process records: the same transaction queues their anchors.
  enableAnchoring(two.db.kysely);
}, 60_000);
afterAll(async () => {
  await two.close();
  await node.close();
});

const lease = async () =>
  (await two.db.kysely.selectFrom('anchor_lease').select(['owner', 'until']).executeTakeFirst())?.owner ?? '';

test('two processes on one outbox, the publishing one stopped halfway: each game once, in order', async () => {
  const ids = Array.from({ length: 12 }, (_, n) => `scale-${String(n).padStart(2, '0')}`);
  for (const [n, id] of ids.slice(0, 6).entries()) await recordResult(two.db.kysely, finishedAiGame(id, n));
  await expect.poll(lease, { timeout: 15_000 }).not.toBe('');
  const leaderPid = Number((await lease()).split(':')[1]);
  const leader = two.children.find((c) => c.pid === leaderPid);
  expect(leader, two.output()).toBeDefined();
  await expect.poll(() => chainGames(node).length, { timeout: 15_000 }).toBeGreaterThan(0);
  leader!.kill('SIGTERM');
  await new Promise((resolve) => leader!.once('exit', resolve));
  for (const [n, id] of ids.slice(6).entries()) await recordResult(two.db.kysely, finishedAiGame(id, n + 6));
  const irreversible = async () =>
    (
      await two.db.kysely
        .selectFrom('anchors')
        .select('game_id')
        .where('state', '=', 'irreversible')
        .execute()
    ).length;
  await expect.poll(irreversible, { timeout: 30_000 }).toBe(ids.length);
  expect(Number((await lease()).split(':')[1])).not.toBe(leaderPid);
  expect(chainGames(node).map((g) => g.gameId)).toEqual(ids);
}, 90_000);
