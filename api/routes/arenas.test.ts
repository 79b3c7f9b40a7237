// The arena routes (issue 41) over the app: the list and who sees a private arena, making one, its code, joining
// (twice, unknown, over, a wrong code), withdrawing during a game (refused, then a forfeit), pausing and coming
// back, the page's standings and your own line, and the admins' schedules. SQLite here, PostgreSQL in api-postgres.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ArenaList, ArenaPage, CreatedArena } from '../../contract/arenas';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';
import { insertPairings, settlePairing } from '../db/arenas';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

const MIN = 60_000;
type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn, payload?: object) =>
  api.app.inject({
    method,
    url,
    ...(who === undefined ? {} : { headers: who.headers }),
    ...(payload ? { payload } : {}),
  });

async function makeArena(who: SignedIn, body = { name: 'Friday club', minutes: 30, startsInMinutes: 0 }) {
  const res = await call('POST', '/api/arenas', who, body);
  expect(res.statusCode).toBe(200);
  return res.json<CreatedArena>();
}

describe('arenas over HTTP', () => {
  test('a private arena: its maker is in it and sees its code; others need the code; the list shows it only to its players', async () => {
    const ann = await api.signIn('ann');
    const bob = await api.signIn('bob');
    const { arena, code } = await makeArena(ann);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(arena).toMatchObject({ name: 'Friday club', status: 'running', private: true, players: 1 });

    expect((await call('GET', '/api/arenas', bob)).json<ArenaList>().running).toEqual([]);
    expect((await call('GET', '/api/arenas')).json<ArenaList>().running).toEqual([]);
    expect((await call('GET', '/api/arenas', ann)).json<ArenaList>().running.map((a) => a.id)).toEqual([
      arena.id,
    ]);

    const wrong = await call('POST', `/api/arenas/${arena.id}/join`, bob, {
      code: code === '000000' ? '000001' : '000000',
    });
    expect([wrong.statusCode, wrong.json<{ code: string }>().code]).toEqual([403, 'arena/code-wrong']);
    const none = await call('POST', `/api/arenas/${arena.id}/join`, bob, {});
    expect([none.statusCode, none.json<{ code: string }>().code]).toEqual([403, 'arena/code-wrong']);
    expect((await call('GET', `/api/arenas/code/${code}`)).json<unknown>()).toEqual({ id: arena.id });
    expect((await call('POST', `/api/arenas/${arena.id}/join`, bob, { code })).statusCode).toBe(200);
    const twice = await call('POST', `/api/arenas/${arena.id}/join`, bob, { code });
    expect([twice.statusCode, twice.json<{ code: string }>().code]).toEqual([409, 'arena/joined']);

    const page = (await call('GET', `/api/arenas/${arena.id}`, bob)).json<ArenaPage>();
    expect(page.code).toBe(code);
    expect(page.standings.map((l) => l.username)).toHaveLength(2);
    expect(page.me?.line).toMatchObject({ username: 'bob', score: 0, state: 'active', playing: false });
    // A visitor with the link sees the standings, never the code.
    const visitor = (await call('GET', `/api/arenas/${arena.id}`)).json<ArenaPage>();
    expect([visitor.code, visitor.me]).toEqual([null, null]);
  });

  test('refusals: an unknown arena, a wrong code, an arena past its end, acting without joining; nothing changes', async () => {
    const ann = await api.signIn('ann');
    const bob = await api.signIn('bob');
    const unknown = await call('POST', '/api/arenas/nope/join', ann, {});
    expect([unknown.statusCode, unknown.json<{ code: string }>().code]).toEqual([404, 'arena/unknown']);
    expect((await call('GET', '/api/arenas/code/123456')).json<{ code: string }>().code).toBe(
      'arena/unknown',
    );
    const { arena } = await makeArena(ann, { name: 'Short one', minutes: 5, startsInMinutes: 0 });
    const notIn = await call('POST', `/api/arenas/${arena.id}/pause`, bob);
    expect([notIn.statusCode, notIn.json<{ code: string }>().code]).toEqual([409, 'arena/not-joined']);
    api.clock.now += 6 * MIN;
    const over = await call('POST', `/api/arenas/${arena.id}/pause`, ann);
    expect([over.statusCode, over.json<{ code: string }>().code]).toEqual([410, 'arena/over']);
    const page = (await call('GET', `/api/arenas/${arena.id}`, ann)).json<ArenaPage>();
    expect(page.me?.line.state).toBe('active');
    const signedOut = await call('POST', '/api/arenas', undefined, {
      name: 'x y z',
      minutes: 10,
      startsInMinutes: 0,
    });
    expect([signedOut.statusCode, signedOut.json<{ code: string }>().code]).toEqual([401, 'auth/signed-out']);
    const long = await call('POST', '/api/arenas', ann, {
      name: 'Too long',
      minutes: 181,
      startsInMinutes: 0,
    });
    expect([long.statusCode, long.json<{ code: string }>().code]).toEqual([400, 'request/invalid']);
  });

  test('withdrawing during a game is refused until confirmed as a forfeit; pause and resume', async () => {
    const ann = await api.signIn('ann');
    const bob = await api.signIn('bob');
    const { arena, code } = await makeArena(ann);
    await call('POST', `/api/arenas/${arena.id}/join`, bob, { code });
    const k = api.ctx.db.kysely;
    const [pairing] = await insertPairings(k, arena.id, [[ann.user.id, bob.user.id]], api.clock.now);
    await k.updateTable('arena_pairings').set({ room_id: 'room1' }).execute();
    expect((await call('GET', `/api/arenas/${arena.id}`, ann)).json<ArenaPage>().me?.game).toEqual({
      roomId: 'room1',
    });

    const refused = await call('POST', `/api/arenas/${arena.id}/withdraw`, ann, {});
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([409, 'arena/in-game']);
    expect((await call('POST', `/api/arenas/${arena.id}/withdraw`, ann, { forfeit: true })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/arenas/${arena.id}`, ann)).json<ArenaPage>().me?.line.state).toBe(
      'withdrawn',
    );

    // Bob's sheet is empty while the game runs; the game counted, his next poll shows it (a sheet is kept only
    // while the player's number of counted games stays the same).
    expect((await call('GET', `/api/arenas/${arena.id}`, bob)).json<ArenaPage>().me?.line.sheet).toEqual([]);
    await settlePairing(k, pairing!.id, {
      status: 'done',
      winner: 'B',
      turns: 3,
      berserk: { A: false, B: true },
      endedAt: api.clock.now + 1000,
    });
    expect((await call('POST', `/api/arenas/${arena.id}/pause`, bob)).statusCode).toBe(200);
    expect((await call('GET', `/api/arenas/${arena.id}`, bob)).json<ArenaPage>().me?.line).toMatchObject({
      state: 'paused',
      score: 3,
      sheet: [{ outcome: 'win', points: 3, fire: false, berserk: true }],
    });
    expect((await call('POST', `/api/arenas/${arena.id}/resume`, bob)).statusCode).toBe(200);
    api.clock.now += 2000;
    const page = (await call('GET', `/api/arenas/${arena.id}`)).json<ArenaPage>();
    expect(page.standings.map((l) => [l.rank, l.username, l.score, l.state])).toEqual([
      [1, 'bob', 3, 'active'],
      [2, 'ann', 0, 'withdrawn'],
    ]);
    expect(page.arena.leader).toBe('bob');
  });

  test("a page's poll makes its summary (players, leader) from the page kept a second, not by reading every player again", async () => {
    // 1,000 players polling each read and ranked the 1,000 lines per poll (5 ms each: the arena bench's servers
    // spent more than a core on it). Seen from outside: within the second a page is kept, its summary does not move
    // while the list (which reads the players) does.
    const ann = await api.signIn('ann');
    const bob = await api.signIn('bob');
    const cid = await api.signIn('cid');
    const { arena, code } = await makeArena(ann);
    await call('POST', `/api/arenas/${arena.id}/join`, bob, { code });
    const k = api.ctx.db.kysely;
    const [pairing] = await insertPairings(k, arena.id, [[ann.user.id, bob.user.id]], api.clock.now);
    await settlePairing(k, pairing!.id, {
      status: 'done',
      winner: 'B',
      turns: 3,
      berserk: { A: false, B: false },
      endedAt: api.clock.now,
    });
    const summary = async () => (await call('GET', `/api/arenas/${arena.id}`, ann)).json<ArenaPage>().arena;
    expect(await summary()).toMatchObject({ id: arena.id, players: 2, leader: 'bob', status: 'running' });
    await call('POST', `/api/arenas/${arena.id}/join`, cid, { code });
    expect(await summary()).toMatchObject({ players: 2, leader: 'bob' });
    expect((await call('GET', '/api/arenas', ann)).json<ArenaList>().running[0]).toMatchObject({
      players: 3,
      leader: 'bob',
    });
    api.clock.now += 1000;
    expect(await summary()).toMatchObject({ players: 3, leader: 'bob' });
  });

  test('a player whose profile is not complete can neither make nor join an arena (its games would not seat it)', async () => {
    const ann = await api.signIn('ann');
    const { arena, code } = await makeArena(ann);
    const bob = await api.signIn('bob');
    await api.ctx.db.kysely.updateTable('users').set({ email: null }).where('id', '=', bob.user.id).execute();
    const join = await call('POST', `/api/arenas/${arena.id}/join`, bob, { code });
    expect([join.statusCode, join.json<{ code: string }>().code]).toEqual([403, 'arena/profile-incomplete']);
    const make = await call('POST', '/api/arenas', bob, { name: 'Mine', minutes: 10, startsInMinutes: 0 });
    expect([make.statusCode, make.json<{ code: string }>().code]).toEqual([403, 'arena/profile-incomplete']);
    expect((await call('GET', `/api/arenas/${arena.id}`, ann)).json<ArenaPage>().standings).toHaveLength(1);
  });

  test('schedules are an admin’s: a scheduled arena is public', async () => {
    const ann = await api.signIn('ann');
    const admin = await api.signIn('root', { admin: true });
    const body = { name: 'Hourly blitz', every: 'hourly', minutes: 30, firstStart: api.clock.now + 10 * MIN };
    expect((await call('POST', '/api/admin/arenas', ann, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/arenas')).statusCode).toBe(401);
    const added = await call('POST', '/api/admin/arenas', admin, body);
    expect(added.json()).toMatchObject({ name: 'Hourly blitz', every: 'hourly', nextStart: body.firstStart });
    expect((await call('GET', '/api/admin/arenas', admin)).json()).toHaveLength(1);
    const id = added.json<{ id: string }>().id;
    expect((await call('DELETE', `/api/admin/arenas/${id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/arenas/${id}`, admin)).statusCode).toBe(404);
  });
});
