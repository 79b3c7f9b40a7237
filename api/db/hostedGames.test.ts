// A crashed process's games (issue 27), on SQLite and (the api-postgres project) PostgreSQL: the start is noted,
// the game's own record takes its row, a survivor's claim records an orphan once however many sweep it at once,
// and its players get one notice each.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import { wonGame } from '../../tests/kits/storedGames';
import { verifyStoredGame } from '../../engine/fairnessFile';
import { longestGameMs, PHASE_DURATIONS_MS, seedCommitment } from '../../engine';
import type { Db } from './connect';
import { openedGame, storedGame } from './gameRecords';
import {
  beat,
  forgetDeadProcesses,
  forgetProcess,
  markNoticesRead,
  noteStarted,
  orphanedGames,
  staleHosts,
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

/** The games' start: two minutes ago (heartbeats are stamped by the database's clock, this machine's). */
const T = Date.now() - 120_000;
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

/** Process `processId`'s heartbeat as stamped `agoMs` before now (the database's clock is this machine's). */
async function lastSeen(processId: string, agoMs: number): Promise<number> {
  const seenAt = Date.now() - agoMs;
  await db.kysely.insertInto('live_processes').values({ process_id: processId, seen_at: seenAt }).execute();
  return seenAt;
}

test('only processes not seen for longer than the bound by the database’s clock (or gone) are stale, never our own', async () => {
  await noteStarted(db.kysely, 'alive', started('g-alive'));
  await noteStarted(db.kysely, 'dead', started('g-dead'));
  await noteStarted(db.kysely, 'gone', started('g-gone'));
  await noteStarted(db.kysely, 'me', started('g-mine'));
  await beat(db.kysely, 'alive');
  const deadSeen = await lastSeen('dead', STALE_MS + 5_000);
  expect((await staleHosts(db.kysely, 'me', STALE_MS)).sort()).toEqual(['dead', 'gone']);
  const before = Date.now();
  const orphans = await orphanedGames(db.kysely, ['dead', 'gone', 'alive'], STALE_MS);
  const after = Date.now();
  // A fresh heartbeat is never claimed, even when asked for.
  expect(orphans.map((g) => g.id).sort()).toEqual(['g-dead', 'g-gone']);
  expect(orphans.find((g) => g.id === 'g-dead')!.endedAt).toBe(deadSeen);
  const gone = orphans.find((g) => g.id === 'g-gone')!.endedAt;
  expect(gone).toBeGreaterThanOrEqual(before - 1000);
  expect(gone).toBeLessThanOrEqual(after + 1000);
  expect(orphans[0]).toMatchObject({ result: { winner: 'none', reason: 'no-contest' }, startedAt: T });
});

test('a heartbeat is stamped by the database’s clock: a process whose clock runs 15 s behind is not stale', async () => {
  await noteStarted(db.kysely, 'behind', started('g1'));
  vi.useFakeTimers({ now: Date.now() - 15_000, toFake: ['Date'] });
  try {
    await beat(db.kysely, 'behind');
  } finally {
    vi.useRealTimers();
  }
  expect(await staleHosts(db.kysely, 'survivor', STALE_MS)).toEqual([]);
  expect(await orphanedGames(db.kysely, ['behind'], STALE_MS)).toEqual([]);
  const [row] = await db.kysely.selectFrom('live_processes').select('seen_at').execute();
  expect(Math.abs(row!.seen_at - Date.now())).toBeLessThan(2000);
});

test('two survivors sweeping at once record each orphan once, as no contest, with one notice per player', async () => {
  for (const id of ['g1', 'g2', 'g3']) await noteStarted(db.kysely, 'dead', started(id));
  await lastSeen('dead', 15_000);
  const [first, second] = await Promise.all([
    orphanedGames(db.kysely, ['dead'], STALE_MS),
    orphanedGames(db.kysely, ['dead'], STALE_MS),
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
  expect(await orphanedGames(db.kysely, ['dead'], STALE_MS)).toEqual([]);
});

test("a claim never records a game its own process recorded meanwhile (the claim's delete finds no row)", async () => {
  await noteStarted(db.kysely, 'slow', started('g1'));
  const [orphan] = await orphanedGames(db.kysely, ['slow'], STALE_MS);
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
  const seen = await lastSeen('dead', 30_000);
  await recordTogether(db.kysely, (await orphanedGames(db.kysely, ['dead'], STALE_MS))[0]!);
  const stored = await storedGame(db.kysely, 'g1');
  expect(stored).toMatchObject({
    gameId: 'g1',
    mode: 'others',
    startedAt: T,
    endedAt: seen,
    result: { winner: 'none', reason: 'no-contest' },
    players: { A: { username: 'ann', name: 'ann name' }, B: { username: 'cid', name: 'cid name' } },
  });
  expect(verifyStoredGame(stored!)).toEqual({ ok: true });
});

test("notices: read once; marking another user's or an unknown game changes nothing", async () => {
  await noteStarted(db.kysely, 'dead', started('g1'));
  const seen = await lastSeen('dead', 30_000);
  await recordTogether(db.kysely, (await orphanedGames(db.kysely, ['dead'], STALE_MS))[0]!);
  expect(await unreadNotices(db.kysely, 'u-ann')).toEqual([
    { gameId: 'g1', opponent: 'ben name', endedAt: seen },
  ]);
  await markNoticesRead(db.kysely, 'u-ben', ['nope'], T + 31_000);
  await markNoticesRead(db.kysely, 'u-cid', ['g1'], T + 31_000);
  expect(await unreadNotices(db.kysely, 'u-ben')).toHaveLength(1);
  await markNoticesRead(db.kysely, 'u-ben', ['g1'], T + 31_000);
  expect(await unreadNotices(db.kysely, 'u-ben')).toEqual([]);
  expect(await unreadNotices(db.kysely, 'u-ann')).toHaveLength(1);
});

test('a process that stops cleanly leaves no heartbeat; old heartbeats of processes with no game are forgotten', async () => {
  await beat(db.kysely, 'p1');
  // A minute past the bound: the test dates them by its own clock, the database compares by its clock, and
  // SQLite's (julianday, a float) came out a millisecond behind once, which kept p2 at a 1 ms margin.
  await lastSeen('p2', 3_660_000);
  await lastSeen('p3', 3_660_000);
  await beat(db.kysely, 'p4');
  await noteStarted(db.kysely, 'p3', started('g1'));
  await forgetProcess(db.kysely, 'p1');
  await forgetDeadProcesses(db.kysely, 3_600_000);
  const left = await db.kysely
    .selectFrom('live_processes')
    .select('process_id')
    .orderBy('process_id')
    .execute();
  expect(left.map((r) => r.process_id)).toEqual(['p3', 'p4']);
});

test('its own record after a claim: not written, answered as claimed (its players must be told no contest)', async () => {
  await noteStarted(db.kysely, 'paused', started('g1'));
  await lastSeen('paused', 15_000);
  await recordTogether(db.kysely, (await orphanedGames(db.kysely, ['paused'], STALE_MS))[0]!);
  // The host plays on and records a win: the id is taken by the claim.
  const won = wonGame('g1', { username: 'ann', name: 'Ann' }, { username: 'ben', name: 'Ben' });
  expect(await recordTogether(db.kysely, won)).toEqual({ written: false, claimed: true });
  const games = await db.kysely.selectFrom('games').select(['winner', 'reason']).execute();
  expect(games).toEqual([{ winner: 'none', reason: 'no-contest' }]);
  expect(await db.kysely.selectFrom('game_players').selectAll().execute()).toEqual([]);
  // A game it ended as no contest itself (its lease lapsed) is the same result: nothing to correct.
  await noteStarted(db.kysely, 'paused', started('g2'));
  await recordTogether(db.kysely, (await orphanedGames(db.kysely, ['paused'], STALE_MS))[0]!);
  const aborted = { ...won, id: 'g2', result: { winner: 'none', reason: 'no-contest' } } as const;
  expect(await recordTogether(db.kysely, aborted)).toEqual({ written: false });
});

test('a claimed game’s seed and salt stay sealed until it could no longer be running', async () => {
  await noteStarted(db.kysely, 'paused', started('g1'));
  await lastSeen('paused', 15_000);
  const [claim] = await orphanedGames(db.kysely, ['paused'], STALE_MS);
  // From the claim (later than its start): the longest game on its clock.
  expect(claim!.sealedUntil).toBeGreaterThanOrEqual(Date.now() - 1000 + longestGameMs(PHASE_DURATIONS_MS));
  await recordTogether(db.kysely, claim!);
  const until = claim!.sealedUntil!;
  expect(await openedGame(db.kysely, 'g1', until - 1)).toEqual({ mode: 'others', sealedUntil: until });
  const opened = await openedGame(db.kysely, 'g1', until);
  expect(opened?.game).toMatchObject({ gameId: 'g1', seed: 'cd'.repeat(32), salt: 'salt-g1' });
  // A game recorded by its own process is never sealed.
  await recordTogether(
    db.kysely,
    wonGame('g2', { username: 'ann', name: 'Ann' }, { username: 'ben', name: 'Ben' }),
  );
  expect((await openedGame(db.kysely, 'g2', 0))?.game).toMatchObject({ gameId: 'g2' });
});
