// An arena's director on a fake clock (issue 41): each step is given its time, the database is a real SQLite one
// (the store adapter over api/db/arenas.ts), and the rooms are a fake that records what was made. The pairing and
// scoring rules as a run of the director shows them: paired at once in a small arena, never the same opponent
// twice in a row, a duel when only two are active, the streak and berserk in the standings, a no-show paused, a
// withdrawal's game forfeited, a pairing whose room is gone settled, the arena finished after its end.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../../api/db/connect';
import { arenaPlayer, createArena, joinArena, setPlayerState, settlePairing } from '../../api/db/arenas';
import { openTestDb } from '../kits/testHarness';
import { arenaData } from '../../rooms/store/arenaStore';
import { ArenaDirector, DIRECTOR_TIMES } from '../../rooms/arena/director';
import type { ArenaData, ArenaRooms, DirectedArena, NewPairing } from '../../rooms/arena/ports';
import { ARENA_LEASE_MS, ArenaDirectors } from '../../rooms/arena/directors';
import { MemoryLeases } from '../../rooms/scaleOut/lease';

const T0 = 1_800_000_000_000;
const MIN = 60_000;

/** Rooms that exist until the test says they are gone, and the forfeits asked. */
class FakeRooms implements ArenaRooms {
  readonly made: { arenaId: string; pairing: NewPairing; roomId: string }[] = [];
  readonly forfeits: [string, string][] = [];
  readonly gone = new Set<string>();
  create(arena: DirectedArena, pairing: NewPairing): Promise<string> {
    const roomId = `room${this.made.length + 1}`;
    this.made.push({ arenaId: arena.id, pairing, roomId });
    return Promise.resolve(roomId);
  }
  forfeit(roomId: string, userId: string): Promise<void> {
    this.forfeits.push([roomId, userId]);
    return Promise.resolve();
  }
  /** Rooms looked for, one entry per call. */
  readonly looks: string[] = [];
  exists(roomId: string): Promise<boolean> {
    this.looks.push(roomId);
    return Promise.resolve(!this.gone.has(roomId));
  }
}

let db: Db;
let rooms: FakeRooms;
let director: ArenaDirector;
let arena: DirectedArena;

beforeEach(async () => {
  db = await openTestDb();
  rooms = new FakeRooms();
  const row = await createArena(db.kysely, {
    name: 'Fake clock arena',
    private: false,
    createdBy: null,
    scheduleId: null,
    startsAt: T0,
    endsAt: T0 + 30 * MIN,
  });
  arena = { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, clock: 'standard' };
  director = new ArenaDirector(arena, arenaData(db.kysely), rooms, DIRECTOR_TIMES);
});
afterEach(async () => {
  await db.close();
});

const join = (name: string, rating = 1500, at = T0 - MIN) =>
  joinArena(db.kysely, arena.id, { id: name, username: name }, rating, at);
const pairsMade = () => rooms.made.map((m) => [m.pairing.userA, m.pairing.userB].sort().join('-'));
/** Ends the game of room `roomId` as its host would: `winner` by seat, with berserk and turns. */
async function end(roomId: string, winner: 'A' | 'B' | 'draw', at: number, berserkA = false, turns = 5) {
  const made = rooms.made.find((m) => m.roomId === roomId)!;
  await settlePairing(db.kysely, made.pairing.id, {
    status: 'done',
    winner,
    turns,
    berserk: { A: berserkA, B: false },
    endedAt: at,
  });
  return made.pairing;
}
/** One director step at `at`, then the rooms it asked for made (a wave does not wait for them). */
async function step(at: number) {
  await director.step(at);
  await director.settled();
}
const score = async (user: string) => (await arenaPlayer(db.kysely, arena.id, user))!;

describe('an arena director on a fake clock', () => {
  test('nothing before the start; at the start the free players are paired at once, and each room is made', async () => {
    for (const p of ['ann', 'bob', 'cid', 'dee']) await join(p);
    await step(T0 - 1);
    expect(rooms.made).toEqual([]);
    await step(T0);
    expect(pairsMade().sort()).toEqual(['ann-bob', 'cid-dee']);
    const pairing = await db.kysely.selectFrom('arena_pairings').select(['room_id']).execute();
    expect(pairing.map((p) => p.room_id).sort()).toEqual(['room1', 'room2']);
  });

  test('never the same opponent twice in a row: free again together, the two wait for someone else', async () => {
    for (const p of ['ann', 'bob', 'cid', 'dee']) await join(p);
    await step(T0);
    const [first, second] = rooms.made;
    const { userA, userB } = await end(first!.roomId, 'A', T0 + MIN);
    await step(T0 + MIN + 1);
    expect(rooms.made).toHaveLength(2);
    const other = await end(second!.roomId, 'draw', T0 + 2 * MIN);
    await step(T0 + 2 * MIN + 1);
    const next = rooms.made.slice(2).map((m) => [m.pairing.userA, m.pairing.userB].sort().join('-'));
    expect(next).toHaveLength(2);
    expect(next).not.toContain([userA, userB].sort().join('-'));
    expect(next).not.toContain([other.userA, other.userB].sort().join('-'));
  });

  test('a duel: with two players active, they play each other again at once', async () => {
    for (const p of ['ann', 'bob']) await join(p);
    await step(T0);
    await end(rooms.made[0]!.roomId, 'B', T0 + MIN);
    await step(T0 + MIN + 1);
    expect(pairsMade()).toEqual(['ann-bob', 'ann-bob']);
  });

  test('the streak: two wins set a player on fire, the third counts 4, a berserk win 1 more', async () => {
    for (const p of ['ann', 'bob']) await join(p);
    let t = T0;
    await step(t);
    for (const berserk of [false, false, true]) {
      const room = rooms.made.at(-1)!;
      const annSeat = room.pairing.userA === 'ann' ? 'A' : 'B';
      await end(room.roomId, annSeat, (t += MIN), berserk && annSeat === 'A', 4);
      await step(t + 1);
    }
    const ann = await score('ann');
    expect([ann.games, ann.wins, ann.streak]).toEqual([3, 3, 3]);
    // 2 + 2 + 4, and +1 when ann, berserk, sat in seat A of the third game (the seats alternate as paired).
    const lastSeatA = rooms.made[2]!.pairing.userA === 'ann';
    expect(ann.score).toBe(lastSeatA ? 9 : 8);
  });

  test('a no-show is paused and not paired again until it comes back; a paused player is left out', async () => {
    for (const p of ['ann', 'bob', 'cid']) await join(p);
    await step(T0);
    const [room] = rooms.made;
    const absentSeat = room!.pairing.userA === 'ann' ? 'B' : 'A';
    await settlePairing(db.kysely, room!.pairing.id, {
      status: 'no-show',
      winner: absentSeat === 'A' ? 'B' : 'A',
      turns: 0,
      berserk: { A: false, B: false },
      absent: [absentSeat],
      endedAt: T0 + 20_000,
    });
    const absent = absentSeat === 'A' ? room!.pairing.userA : room!.pairing.userB;
    expect((await score(absent)).state).toBe('paused');
    await step(T0 + 21_000);
    for (const m of rooms.made.slice(1)) expect([m.pairing.userA, m.pairing.userB]).not.toContain(absent);
    await setPlayerState(db.kysely, arena.id, absent, 'active', T0 + 30_000);
    const before = rooms.made.length;
    await step(T0 + 31_000);
    expect(rooms.made.length).toBeGreaterThanOrEqual(before);
  });

  test('a player who withdrew during a game: its room is asked to forfeit it, once', async () => {
    for (const p of ['ann', 'bob']) await join(p);
    await step(T0);
    await setPlayerState(db.kysely, arena.id, 'bob', 'withdrawn', T0 + 1000);
    await step(T0 + 2000);
    await step(T0 + 3000);
    expect(rooms.forfeits).toEqual([['room1', 'bob']]);
  });

  test('a pairing whose room is gone is settled after the second look (void without a stored game)', async () => {
    for (const p of ['ann', 'bob']) await join(p);
    await step(T0);
    rooms.gone.add('room1');
    const check = DIRECTOR_TIMES.goneCheckMs;
    await step(T0 + check);
    expect((await score('ann')).pairing_id).not.toBeNull();
    await step(T0 + 2 * check);
    const first = await db.kysely
      .selectFrom('arena_pairings')
      .select(['status', 'winner'])
      .where('room_id', '=', 'room1')
      .executeTakeFirst();
    expect(first).toEqual({ status: 'void', winner: 'none' });
    // Nothing counted, and the two (a duel) are paired again in the same step.
    expect(await score('ann')).toMatchObject({ games: 0, score: 0 });
    expect(rooms.made.map((m) => m.roomId)).toEqual(['room1', 'room2']);
  });

  test('a room that exists is looked for once per goneCheckMs, not on every step (a long game is not a cost per step)', async () => {
    for (const p of ['ann', 'bob', 'cid', 'dee']) await join(p);
    await step(T0);
    const check = DIRECTOR_TIMES.goneCheckMs;
    // Two games run on for twice the check's time while the director steps every 250 ms.
    for (let t = T0 + 250; t <= T0 + 2 * check; t += 250) await step(t);
    expect(rooms.looks.sort()).toEqual(['room1', 'room1', 'room2', 'room2']);
    expect(await score('ann')).toMatchObject({ games: 0 });
    expect((await score('ann')).pairing_id).not.toBeNull();
  });

  test('after the end no one is paired; once the last game ended, the arena is finished', async () => {
    for (const p of ['ann', 'bob', 'cid', 'dee']) await join(p);
    await step(T0);
    await end(rooms.made[0]!.roomId, 'A', arena.endsAt - 1000);
    await step(arena.endsAt + 1);
    expect(rooms.made).toHaveLength(2);
    expect(await director.done(arena.endsAt + 1)).toBe(false);
    await end(rooms.made[1]!.roomId, 'B', arena.endsAt + 60_000);
    await step(arena.endsAt + 60_001);
    const row = await db.kysely.selectFrom('arenas').select('finished_at').executeTakeFirst();
    expect(row?.finished_at).toBe(arena.endsAt + 60_001);
  });

  test("a pairing is stamped with the time it was written, not the step's start", async () => {
    for (const p of ['ann', 'bob']) await join(p);
    await director.step(T0, () => T0 + 700);
    await director.settled();
    const [pairing] = await db.kysely.selectFrom('arena_pairings').select('paired_at').execute();
    expect(pairing?.paired_at).toBe(T0 + 700);
  });

  test('a wave does not wait for its rooms; a room still being made is not voided as roomless', async () => {
    const slow = new SlowRooms();
    director = new ArenaDirector(arena, arenaData(db.kysely), slow, DIRECTOR_TIMES);
    for (const p of ['ann', 'bob', 'cid', 'dee']) await join(p);
    await director.step(T0);
    // The step is over, both pairings are written, and neither room exists yet.
    const open = await db.kysely.selectFrom('arena_pairings').select(['status', 'room_id']).execute();
    expect(open).toEqual([
      { status: 'paired', room_id: null },
      { status: 'paired', room_id: null },
    ]);
    expect(slow.asked).toBe(2);
    // Long past roomlessMs, the pairings are still waiting for their rooms, not void.
    await director.step(T0 + DIRECTOR_TIMES.roomlessMs + 1000);
    expect(
      (await db.kysely.selectFrom('arena_pairings').select('status').execute()).map((p) => p.status),
    ).toEqual(['paired', 'paired']);
    slow.makeAll();
    await director.settled();
    const named = await db.kysely.selectFrom('arena_pairings').select('room_id').orderBy('room_id').execute();
    expect(named.map((p) => p.room_id)).toEqual(['slow1', 'slow2']);
  });
});

describe('a large arena', () => {
  test('waits up to waveMs between waves, and reads its players only when a wave is due', async () => {
    const times = { ...DIRECTOR_TIMES, largeArena: 4, waveMs: 1000 };
    let reads = 0;
    const data = arenaData(db.kysely);
    const counted = {
      ...data,
      entrants: (id: string) => {
        reads++;
        return data.entrants(id);
      },
    };
    director = new ArenaDirector(arena, counted, rooms, times);
    for (const p of ['ann', 'bob', 'cid', 'dee', 'eve', 'fay', 'gus', 'hal']) await join(p);
    await step(T0);
    expect(rooms.made).toHaveLength(4);
    await end('room1', 'A', T0 + 100);
    await end('room2', 'B', T0 + 100);
    // Four free players, but the last wave was under a second ago: they wait, and the players are not read.
    for (let t = T0 + 250; t < T0 + 1000; t += 250) await step(t);
    expect(rooms.made).toHaveLength(4);
    expect(reads).toBe(1);
    await step(T0 + 1000);
    expect(rooms.made).toHaveLength(6);
    expect(reads).toBe(2);
  });
});

describe('the directors of a process', () => {
  test("a step that runs long keeps its arena's lease: the leases are renewed while the step waits", async () => {
    let clock = T0;
    const leases = new MemoryLeases(() => clock);
    const slow = new SlowRooms();
    for (const p of ['ann', 'bob']) await join(p);
    // The first tick takes the arena and starts a step that hangs on a stalled database read.
    const stall = withStalledReads(arenaData(db.kysely));
    const stalled = new ArenaDirectors('here', leases, stall.data, slow, DIRECTOR_TIMES);
    const first = stalled.tick(clock);
    await until(() => stall.waiting > 0);
    expect(stalled.directing).toEqual([arena.id]);
    // Ticks go on every 250 ms for three lease lengths while the step still waits.
    for (let k = 0; k < (3 * ARENA_LEASE_MS) / 250; k++) {
      clock += 250;
      await stalled.tick(clock);
    }
    // Another process cannot take the arena: its lease was renewed all along.
    expect(await leases.take(`octoduel:arena:${arena.id}`, 'there', ARENA_LEASE_MS)).toBe(false);
    stall.release();
    await first;
    expect(stalled.directing).toEqual([arena.id]);
  });
});

/** Rooms that are made only when the test says so. */
class SlowRooms implements ArenaRooms {
  asked = 0;
  private readonly waiting: (() => void)[] = [];
  create(): Promise<string> {
    const id = `slow${++this.asked}`;
    return new Promise((resolve) =>
      this.waiting.push(() => {
        resolve(id);
      }),
    );
  }
  makeAll() {
    for (const make of this.waiting.splice(0)) make();
  }
  forfeit(): Promise<void> {
    return Promise.resolve();
  }
  exists(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

/** The data port with its players' read held until `release` (a step stuck on the database). */
function withStalledReads(data: ArenaData) {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const out = {
    waiting: 0,
    release: () => {
      open();
    },
    data: {
      ...data,
      entrants: async (arenaId: string) => {
        out.waiting++;
        await gate;
        return data.entrants(arenaId);
      },
    } satisfies ArenaData,
  };
  return out;
}

async function until(ok: () => boolean) {
  for (let k = 0; k < 200 && !ok(); k++) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
}
