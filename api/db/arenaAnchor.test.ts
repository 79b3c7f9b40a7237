// An arena's final standings anchored (issue 41): finishing an arena while anchoring is on queues one entry, once,
// whose hash is the engine's over the final lines the arena's page serves; the page shows the anchor once published.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { finalStandingsHash, parseAnchorOperation, type AnchorEntry } from '../../engine';
import type { ArenaSummary } from '../../contract/arenas';
import { openTestDb } from '../../tests/kits/testHarness';
import { arenaAnchor, finalLines, queueArenaAnchor } from './arenaAnchor';
import { arenaPage } from './arenaPage';
import { createArena, finishArena, insertPairings, joinArena, settlePairing, type ArenaRow } from './arenas';
import { enableAnchoring } from './anchors';
import type { Db } from './connect';

const T0 = 1_800_000_000_000;
let db: Db;
let arena: ArenaRow;

beforeEach(async () => {
  db = await openTestDb();
  arena = await createArena(db.kysely, {
    name: 'Anchored',
    private: false,
    createdBy: null,
    scheduleId: null,
    startsAt: T0,
    endsAt: T0 + 600_000,
  });
  for (const name of ['ann', 'bob', 'cid'])
    await joinArena(db.kysely, arena.id, { id: name, username: name }, 1500, T0);
  const [p] = await insertPairings(db.kysely, arena.id, [['ann', 'bob']], T0 + 1000);
  await settlePairing(db.kysely, p!.id, {
    status: 'done',
    winner: 'B',
    turns: 4,
    berserk: { A: false, B: false },
    endedAt: T0 + 60_000,
  });
});
afterEach(async () => {
  await db.close();
});

const summary = (): ArenaSummary => ({
  id: arena.id,
  name: arena.name,
  status: 'finished',
  private: false,
  startsAt: arena.starts_at,
  endsAt: arena.ends_at,
  players: 3,
  leader: 'bob',
  clock: 'standard',
});
const rows = () => db.kysely.selectFrom('anchors').selectAll().execute();

describe("an arena's final standings on Hive", () => {
  test('nothing is queued while anchoring is off', async () => {
    await finishArena(db.kysely, arena.id, T0 + 700_000);
    await queueArenaAnchor(db.kysely, arena.id, T0 + 700_000);
    expect(await rows()).toEqual([]);
  });

  test('finished: one entry queued, once, pinning the lines the page serves; the page shows the anchor once published', async () => {
    enableAnchoring(db.kysely);
    await finishArena(db.kysely, arena.id, T0 + 700_000);
    await queueArenaAnchor(db.kysely, arena.id, T0 + 700_000);
    await queueArenaAnchor(db.kysely, arena.id, T0 + 700_001);
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ game_id: `arena:${arena.id}`, state: 'queued' });
    const entry = JSON.parse(row!.entry) as AnchorEntry;
    expect(parseAnchorOperation({ v: 1, g: [entry] })).toMatchObject({ ok: true });
    expect(entry).toMatchObject({ m: 'arena', a: 'bob', w: 'A', r: 'standings' });

    const finished = { ...arena, finished_at: T0 + 700_000 };
    const page = await arenaPage(db.kysely, finished, () => summary(), undefined, T0 + 700_002);
    expect(page.final?.lines.map((l) => [l.rank, l.username, l.score])).toEqual([
      [1, 'bob', 2],
      [2, 'ann', 0],
      [3, 'cid', 0],
    ]);
    // Anyone holding the page's lines computes the anchored hash.
    expect(finalStandingsHash(arena.id, page.final!.lines)).toBe(entry.h);
    expect(page.final?.hash).toBe(entry.h);
    expect(page.anchor).toBeNull();

    await db.kysely
      .updateTable('anchors')
      .set({ state: 'published', tx_id: 'ab'.repeat(20), block: 4242 })
      .where('game_id', '=', `arena:${arena.id}`)
      .execute();
    expect(await arenaAnchor(db.kysely, arena.id)).toEqual({ block: 4242, tx: 'ab'.repeat(20) });
    expect(await finalLines(db.kysely, arena.id)).toHaveLength(3);
  });
});
