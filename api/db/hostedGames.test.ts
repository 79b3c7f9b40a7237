// A crashed process's games (issue 27), on SQLite and (the api-postgres project) PostgreSQL: the start is noted,
// the game's own record takes its row, a survivor's claim records an orphan once however many sweep it at once,
// and its players get one notice each.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import { wonGame } from '../../tests/kits/storedGames';
import { verifyStoredGame } from '../../engine/fairnessFile';
import { PHASE_DURATIONS_MS, seedCommitment } from '../../engine';
import type { Db } from './connect';
import { storedGame } from './gameRecords';
import {
  beat,
  forgetDeadProcesses,
  forgetProcess,
  markNoticesRead,
  noteStarted,
  orphanedGames,
  unreadNotices,
  type StartedGame,
} from './hostedGames';
import { recordTogether } from './recordQueue';
import { recordResults } from './results';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

const T = 1_800_000_000_000;
const STALE_MS = 10_000;

/** A public game between two users (user ids u-<name>) that started at T. */
function started(id: string, a = 'ann', b = 'ben'): StartedGame {
  const seed = 'cd'.repeat(32);
  const salt = `salt-${id}`;
  return {
    id,
    mode: 'others',
    seed,
    salt,
    seedCommitment: seedCommitment(id, seed, salt),
    durations: PHASE_DURATIONS_MS,
    startedAt: T,
    players: {
      A: { username: a, name: `${a} name`, userId: `u-${a}` },
      B: { username: b, name: `${b} name`, userId: `u-${b}` },
    },
  };
}

const liveIds = async () =>
  (await db.kysely.selectFrom('live_games').select('id').orderBy('id').execute()).map((r) => r.id);

test("a game's start is noted, and its own record takes its row in the same transaction", async () => {
  await Promise.all([
    noteStarted(db.kysely, 'p1', started('g1')),
    noteStarted(db.kysely, 'p1', started('g2')),
  ]);
  expect(await liveIds()).toEqual(['g1', 'g2']);
  await recordTogether(
    db.kysely,
    wonGame('g1', { username: 'ann', name: 'Ann' }, { username: 'ben', name: 'Ben' }),
  );
  expect(await liveIds()).toEqual(['g2']);
});

test('only games of processes not seen for longer than the bound (or gone) are orphans, never our own', async () => {
  await noteStarted(db.kysely, 'alive', started('g-alive'));
  await noteStarted(db.kysely, 'dead', started('g-dead'));
  await noteStarted(db.kysely, 'gone', started('g-gone'));
  await noteStarted(db.kysely, 'me', started('g-mine'));
  await beat(db.kysely, 'alive', T + 20_000);
  await beat(db.kysely, 'dead', T + 5_000);
  await beat(db.kysely, 'dead', T + 9_000);
  const orphans = await orphanedGames(db.kysely, 'me', T + 20_000, STALE_MS);
  expect(orphans.map((g) => [g.id, g.endedAt]).sort()).toEqual([
    ['g-dead', T + 9_000],
    ['g-gone', T + 20_000],
  ]);
  expect(orphans[0]).toMatchObject({ result: { winner: 'none', reason: 'no-contest' }, startedAt: T });
});

test('two survivors sweeping at once record each orphan once, as no contest, with one notice per player', async () => {
  for (const id of ['g1', 'g2', 'g3']) await noteStarted(db.kysely, 'dead', started(id));
  await beat(db.kysely, 'dead', T);
  const now = T + 15_000;
  const [first, second] = await Promise.all([
    orphanedGames(db.kysely, 's1', now, STALE_MS),
    orphanedGames(db.kysely, 's2', now, STALE_MS),
  ]);
  // Two transactions at once (on PostgreSQL two connections: the second delete waits for the first commit).
  const answers = await Promise.all([recordResults(db.kysely, first), recordResults(db.kysely, second)]);
  expect(answers.flat().filter((a) => a.written)).toHaveLength(3);
  const games = await db.kysely
    .selectFrom('games')
    .select(['id', 'winner', 'reason'])
    .orderBy('id')
    .execute();
  expect(games).toEqual(['g1', 'g2', 'g3'].map((id) => ({ id, winner: 'none', reason: 'no-contest' })));
  expect(await db.kysely.selectFrom('game_players').selectAll().execute()).toEqual([]);
  expect(await liveIds()).toEqual([]);
  expect((await unreadNotices(db.kysely, 'u-ann')).map((n) => n.gameId)).toEqual(['g1', 'g2', 'g3']);
  expect(await unreadNotices(db.kysely, 'u-ben')).toHaveLength(3);
  // A later sweep finds nothing.
  expect(await orphanedGames(db.kysely, 's1', now + 5000, STALE_MS)).toEqual([]);
});

test("a claim never records a game its own process recorded meanwhile (the claim's delete finds no row)", async () => {
  await noteStarted(db.kysely, 'slow', started('g1'));
  const [orphan] = await orphanedGames(db.kysely, 's1', T + 60_000, STALE_MS);
  await recordTogether(
    db.kysely,
    wonGame('g1', { username: 'ann', name: 'Ann' }, { username: 'ben', name: 'Ben' }),
  );
  expect(await recordTogether(db.kysely, orphan!)).toEqual({ written: false });
  const games = await db.kysely.selectFrom('games').select('reason').execute();
  expect(games.map((g) => g.reason)).not.toContain('no-contest');
  expect(await unreadNotices(db.kysely, 'u-ann')).toEqual([]);
});

test('the stored no-contest game reads back, replays to no contest and its seed commitment verifies', async () => {
  await noteStarted(db.kysely, 'dead', started('g1', 'ann', 'cid'));
  await recordTogether(db.kysely, (await orphanedGames(db.kysely, 's1', T + 30_000, STALE_MS))[0]!);
  const stored = await storedGame(db.kysely, 'g1');
  expect(stored).toMatchObject({
    gameId: 'g1',
    mode: 'others',
    startedAt: T,
    endedAt: T + 30_000,
    result: { winner: 'none', reason: 'no-contest' },
    players: { A: { username: 'ann', name: 'ann name' }, B: { username: 'cid', name: 'cid name' } },
  });
  expect(verifyStoredGame(stored!)).toEqual({ ok: true });
});

test("notices: read once; marking another user's or an unknown game changes nothing", async () => {
  await noteStarted(db.kysely, 'dead', started('g1'));
  await recordTogether(db.kysely, (await orphanedGames(db.kysely, 's1', T + 30_000, STALE_MS))[0]!);
  expect(await unreadNotices(db.kysely, 'u-ann')).toEqual([
    { gameId: 'g1', opponent: 'ben name', endedAt: T + 30_000 },
  ]);
  await markNoticesRead(db.kysely, 'u-ben', ['nope'], T + 31_000);
  await markNoticesRead(db.kysely, 'u-cid', ['g1'], T + 31_000);
  expect(await unreadNotices(db.kysely, 'u-ben')).toHaveLength(1);
  await markNoticesRead(db.kysely, 'u-ben', ['g1'], T + 31_000);
  expect(await unreadNotices(db.kysely, 'u-ben')).toEqual([]);
  expect(await unreadNotices(db.kysely, 'u-ann')).toHaveLength(1);
});

test('a process that stops cleanly leaves no heartbeat; old heartbeats of processes with no game are forgotten', async () => {
  await beat(db.kysely, 'p1', T);
  await beat(db.kysely, 'p2', T);
  await beat(db.kysely, 'p3', T);
  await noteStarted(db.kysely, 'p3', started('g1'));
  await forgetProcess(db.kysely, 'p1');
  await forgetDeadProcesses(db.kysely, T + 3_600_001, 3_600_000);
  const left = await db.kysely.selectFrom('live_processes').select('process_id').execute();
  expect(left.map((r) => r.process_id)).toEqual(['p3']);
});
