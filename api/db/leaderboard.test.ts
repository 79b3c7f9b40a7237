import type { KyselyPlugin, QueryId, RootOperationNode, UnknownRow, QueryResult } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import type { Db } from './connect';
import { archiveBoard, leaderboard, seasons, standings } from './leaderboard';
import { recordGame } from './results';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

let gameNo = 0;
const win = (winner: string, loser: string) => {
  gameNo++;
  return recordGame(db.kysely, {
    id: `g${gameNo}`,
    mode: 'others',
    seed: gameNo,
    log: [],
    result: { winner: 'A', reason: 'hit' },
    startedAt: 0,
    endedAt: 1,
    players: { A: { username: winner, name: winner }, B: { username: loser, name: loser } },
  });
};

/**
 * Runs `during` right after the first query of the archive that reads the standings rows: a game recorded by
 * another connection at that moment. PostgreSQL waits for it (it commits at once, beside the archive's
 * transaction); SQLite's one connection is the archive's until it commits, so there it queues behind.
 */
function recordingDuringArchive(during: () => Promise<unknown>): {
  plugin: KyselyPlugin;
  done: () => Promise<unknown>;
} {
  const readsPlayers = new WeakSet<QueryId>();
  let started: Promise<unknown> | undefined;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }): RootOperationNode {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes('"standings"'))
        readsPlayers.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }): Promise<QueryResult<UnknownRow>> {
      if (started === undefined && readsPlayers.has(queryId)) {
        started = during();
        if (db.dialect === 'postgres') await started;
      }
      return result;
    },
  };
  return { plugin, done: () => started ?? Promise.resolve() };
}

test('archiving saves the board as a season and starts an empty one', async () => {
  await win('ann', 'ben');
  await win('ann', 'cid');
  const id = await archiveBoard(db.kysely, 5000);
  const [season] = await seasons(db.kysely);
  expect(season?.id).toBe(id);
  // In rating order (the default): cid lost to an ann already rated higher, so lost less than ben did.
  expect(season?.standings.map((s) => [s.username, s.wins, s.losses])).toEqual([
    ['ann', 2, 0],
    ['cid', 0, 1],
    ['ben', 0, 1],
  ]);
  expect(await standings(db.kysely)).toEqual([]);
});

test('a game recorded while the archive runs is in the season or on the new board, never lost', async () => {
  await win('ann', 'ben');
  const race = recordingDuringArchive(() => win('dan', 'eve'));
  await archiveBoard(db.kysely.withPlugin(race.plugin), 5000);
  await race.done();
  const [season] = await seasons(db.kysely);
  const counted = [...(season?.standings ?? []), ...(await standings(db.kysely))];
  const wins = Object.fromEntries(counted.filter((s) => s.wins > 0).map((s) => [s.username, s.wins]));
  expect(wins).toEqual({ ann: 1, dan: 1 });
  // And each game counted once: every archived row is in its season's standings.
  const archivedRows = await db.kysely
    .selectFrom('game_players')
    .select('username')
    .where('board', '=', season!.id)
    .execute();
  expect(archivedRows.map((r) => r.username).sort()).toEqual(season!.standings.map((s) => s.username).sort());
});

test('a board read is reused for a second; a result recorded through this process shows at once', async () => {
  await win('ann', 'ben');
  expect((await leaderboard(db.kysely, 1000)).map((s) => s.username)).toEqual(['ann', 'ben']);
  // Another process (scale-out) records a game: seen once the reused board is a second old.
  await db.kysely
    .insertInto('standings')
    .values({
      board: 0,
      player_id: 'zoe',
      username: 'zoe',
      name: 'Zoe',
      rating: 1900,
      rd: 50,
      vol: 0.06,
      established: 1,
      is_ai: 0,
    })
    .execute();
  expect((await leaderboard(db.kysely, 1999)).map((s) => s.username)).toEqual(['ann', 'ben']);
  expect((await leaderboard(db.kysely, 2000)).map((s) => s.username)).toEqual(['zoe', 'ann', 'ben']);
  // Through this process: at once.
  await win('cid', 'dan');
  expect((await leaderboard(db.kysely, 2001)).map((s) => s.username)).toContain('cid');
});
