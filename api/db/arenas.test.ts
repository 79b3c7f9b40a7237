import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { standingsOf } from '../../engine';
import { openTestDb } from '../../tests/kits/testHarness';
import {
  arenaPlayer,
  arenaPlayers,
  countedPairings,
  createArena,
  entrantsOf,
  insertPairings,
  joinArena,
  makeScheduledArenas,
  addArenaSchedule,
  pairingCandidates,
  pairingStarted,
  ranked,
  settlePairing,
  type PairingEnd,
} from './arenas';
import type { Db } from './connect';

const NOW = 1_800_000_000_000;
const MIN = 60_000;

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

const arena = () =>
  createArena(db.kysely, {
    name: 'Test arena',
    private: false,
    createdBy: null,
    scheduleId: null,
    startsAt: NOW,
    endsAt: NOW + 30 * MIN,
  });
const join = (arenaId: string, name: string, rating = 1500, at = NOW) =>
  joinArena(db.kysely, arenaId, { id: `u-${name}`, username: name }, rating, at);
const end = (winner: PairingEnd['winner'], at: number, extra: Partial<PairingEnd> = {}): PairingEnd => ({
  status: 'done',
  winner,
  turns: 4,
  berserk: { A: false, B: false },
  endedAt: at,
  ...extra,
});

/** The standings recounted from the counted pairings alone (what the bench checks against the totals). */
async function recount(arenaId: string): Promise<string[]> {
  const players = await arenaPlayers(db.kysely, arenaId);
  const pairings = await countedPairings(db.kysely, arenaId);
  const entrants = entrantsOf(players, pairings);
  return standingsOf(entrants).map((s) => `${s.userId}:${s.score}:${s.performance}`);
}

describe('arenas in the database', () => {
  test('joining twice answers already; a withdrawn player comes back', async () => {
    const a = await arena();
    expect(await join(a.id, 'ann')).toBe('joined');
    expect(await join(a.id, 'ann')).toBe('already');
    await db.kysely.updateTable('arena_players').set({ state: 'withdrawn' }).execute();
    expect(await join(a.id, 'ann', 1500, NOW + 5)).toBe('joined');
    expect((await arenaPlayer(db.kysely, a.id, 'u-ann'))?.state).toBe('active');
  });

  test('a pairing takes both players; a player already taken leaves the pair out', async () => {
    const a = await arena();
    for (const n of ['ann', 'bob', 'cid']) await join(a.id, n);
    const [first] = await insertPairings(db.kysely, a.id, [['u-ann', 'u-bob']], NOW + 1);
    expect(first).toMatchObject({ user_a: 'u-ann', user_b: 'u-bob', status: 'paired' });
    expect(await insertPairings(db.kysely, a.id, [['u-bob', 'u-cid']], NOW + 2)).toEqual([]);
    expect((await arenaPlayer(db.kysely, a.id, 'u-cid'))?.pairing_id).toBeNull();
    const free = pairingCandidates(await arenaPlayers(db.kysely, a.id));
    expect(free.map((c) => c.userId)).toEqual(['u-cid']);
  });

  test('a player taken by another transaction while the wave is written: its pair is left out, the rest written', async () => {
    const a = await arena();
    for (const n of ['ann', 'bob', 'cid', 'dee']) await join(a.id, n);
    // Another transaction takes Bob and has not committed when the wave is written (PostgreSQL: the wave waits on
    // Bob's row; SQLite: on the one connection).
    const other = await db.kysely.startTransaction().execute();
    await other
      .updateTable('arena_players')
      .set({ pairing_id: 'elsewhere' })
      .where('arena_id', '=', a.id)
      .where('user_id', '=', 'u-bob')
      .execute();
    const wave = insertPairings(
      db.kysely,
      a.id,
      [
        ['u-ann', 'u-bob'],
        ['u-cid', 'u-dee'],
      ],
      NOW,
    );
    await new Promise((r) => setTimeout(r, 50));
    await other.commit().execute();
    const written = await wave;
    expect(written.map((p) => [p.user_a, p.user_b])).toEqual([['u-cid', 'u-dee']]);
    const players = new Map((await arenaPlayers(db.kysely, a.id)).map((p) => [p.user_id, p.pairing_id]));
    expect([players.get('u-ann'), players.get('u-bob')]).toEqual([null, 'elsewhere']);
    expect(players.get('u-cid')).toBe(written[0]!.id);
  });

  test('a wave is written in a few statements whatever its size (each one a round trip the director waits for)', async () => {
    const a = await arena();
    for (let i = 0; i < 41; i++) await join(a.id, `p${i}`);
    // One player is taken meanwhile: its pair is left out, its partner given back.
    const [first] = await insertPairings(db.kysely, a.id, [['u-p0', 'u-p40']], NOW);
    let statements = 0;
    const counting = db.kysely.withPlugin({
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const pairs = Array.from({ length: 20 }, (_, i) => [`u-p${2 * i}`, `u-p${2 * i + 1}`] as const);
    const written = await insertPairings(counting, a.id, pairs, NOW + 1);
    expect(statements).toBeLessThanOrEqual(3);
    expect(written.map((p) => [p.user_a, p.user_b])).toEqual(pairs.slice(1));
    expect(written.every((p) => p.rating_a === 1500 && p.rating_b === 1500 && p.paired_at === NOW + 1)).toBe(
      true,
    );
    const players = new Map((await arenaPlayers(db.kysely, a.id)).map((p) => [p.user_id, p.pairing_id]));
    expect(players.get('u-p1')).toBeNull();
    expect(players.get('u-p0')).toBe(first!.id);
    for (const p of written) {
      expect(players.get(p.user_a)).toBe(p.id);
      expect(players.get(p.user_b)).toBe(p.id);
    }
  });

  test('settling scores each player once, frees them with each other as last opponent; the totals equal a recount', async () => {
    const a = await arena();
    for (const n of ['ann', 'bob']) await join(a.id, n);
    let t = NOW;
    // ann wins three in a row (the third on fire, berserk), then draws.
    const results: PairingEnd[] = [
      end('A', (t += MIN)),
      end('A', (t += MIN)),
      end('A', (t += MIN), { berserk: { A: true, B: false } }),
      end('draw', (t += MIN)),
    ];
    for (const r of results) {
      const [p] = await insertPairings(db.kysely, a.id, [['u-ann', 'u-bob']], r.endedAt - 30_000);
      expect(await settlePairing(db.kysely, p!.id, r)).toBe(true);
      expect(await settlePairing(db.kysely, p!.id, end('B', r.endedAt))).toBe(false);
    }
    const ann = (await arenaPlayer(db.kysely, a.id, 'u-ann'))!;
    expect(ann).toMatchObject({ score: 2 + 2 + 5 + 2, streak: 0, games: 4, wins: 3, losses: 0 });
    expect(ann).toMatchObject({ pairing_id: null, last_opponent: 'u-bob', free_since: t });
    const lines = ranked(await arenaPlayers(db.kysely, a.id)).map(
      (p) =>
        `${p.user_id}:${p.score}:${Math.round((p.opponent_ratings + 500 * (p.wins - p.losses)) / p.games)}`,
    );
    expect(lines).toEqual(await recount(a.id));
  });

  test('a no-show loses and is paused; a void game counts for nobody', async () => {
    const a = await arena();
    for (const n of ['ann', 'bob']) await join(a.id, n);
    const [p] = await insertPairings(db.kysely, a.id, [['u-ann', 'u-bob']], NOW);
    await settlePairing(
      db.kysely,
      p!.id,
      end('A', NOW + 20_000, { status: 'no-show', absent: ['B'], turns: 0 }),
    );
    expect(await arenaPlayer(db.kysely, a.id, 'u-bob')).toMatchObject({
      state: 'paused',
      score: 0,
      games: 1,
    });
    expect(await arenaPlayer(db.kysely, a.id, 'u-ann')).toMatchObject({ state: 'active', score: 2 });
    const [q] = await insertPairings(db.kysely, a.id, [['u-ann', 'u-bob']], NOW + 30_000);
    expect(q).toBeUndefined();
    await db.kysely.updateTable('arena_players').set({ state: 'active' }).execute();
    const [r] = await insertPairings(db.kysely, a.id, [['u-ann', 'u-bob']], NOW + 30_000);
    await settlePairing(db.kysely, r!.id, end('none', NOW + 40_000, { status: 'void' }));
    expect(await arenaPlayer(db.kysely, a.id, 'u-ann')).toMatchObject({
      score: 2,
      games: 1,
      pairing_id: null,
    });
  });

  test('a game started after its end was settled (the two reports race) still names its stored game', async () => {
    const a = await arena();
    for (const n of ['ann', 'bob']) await join(a.id, n);
    const [p] = await insertPairings(db.kysely, a.id, [['u-ann', 'u-bob']], NOW);
    await settlePairing(db.kysely, p!.id, end('A', NOW + 5000));
    await pairingStarted(db.kysely, p!.id, 'room1-1');
    const row = await db.kysely
      .selectFrom('arena_pairings')
      .selectAll()
      .where('id', '=', p!.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ status: 'done', game_id: 'room1-1', winner: 'A' });
  });

  test('a schedule makes its arena once within the lead, and moves on by its recurrence', async () => {
    const s = await addArenaSchedule(db.kysely, {
      name: 'Hourly',
      every: 'hourly',
      minutes: 30,
      firstStart: NOW,
    });
    const [made, again] = await Promise.all([
      makeScheduledArenas(db.kysely, NOW - 10 * MIN),
      makeScheduledArenas(db.kysely, NOW - 10 * MIN),
    ]);
    expect([...made, ...again].map((x) => [x.name, x.starts_at, x.ends_at])).toEqual([
      ['Hourly', NOW, NOW + 30 * MIN],
    ]);
    const row = await db.kysely
      .selectFrom('arena_schedules')
      .selectAll()
      .where('id', '=', s.id)
      .executeTakeFirst();
    expect(row?.next_start).toBe(NOW + 60 * MIN);
    expect([...made, ...again][0]?.clock).toBe('standard');
    await addArenaSchedule(db.kysely, {
      name: 'Slow',
      every: 'once',
      minutes: 30,
      firstStart: NOW,
      clock: 'relaxed',
    });
    const [slow] = await makeScheduledArenas(db.kysely, NOW - 10 * MIN);
    expect([slow?.name, slow?.clock]).toEqual(['Slow', 'relaxed']);
  });
});
