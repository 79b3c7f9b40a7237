import type { Client, Room } from 'colyseus.js';
import type NodeWebSocket from 'ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LiveGame } from '../../contract/http';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { DEFAULT_LIMITS } from '../../rooms/limits/limits';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({ limits: { ...DEFAULT_LIMITS, spectatorsPerRoom: 2 } });
});
afterAll(async () => {
  await h.close();
});

/** Every raw WebSocket frame a client receives from now on. */
function rawFrames(room: Room<GameRoomState>): Buffer[] {
  const frames: Buffer[] = [];
  const ws = (room.connection.transport as unknown as { ws: NodeWebSocket }).ws;
  ws.on('message', (data: Buffer) => frames.push(Buffer.from(data)));
  return frames;
}

const contains = (frames: Buffer[], bytes: number[]) => frames.some((f) => f.includes(Buffer.from(bytes)));
/** Colyseus's protocol byte for a room message, followed by its type (a msgpack string of up to 31 bytes). */
const ROOM_DATA = 13;
const isMessageOfType = (f: Buffer, type: string) =>
  f[0] === ROOM_DATA &&
  f.subarray(1, 2 + type.length).equals(Buffer.from([0xa0 + type.length, ...Buffer.from(type)]));

const watch = async (c: Client, roomId: string) =>
  firstState(await c.joinById<GameRoomState>(roomId, { spectate: true }));

/** A public game between two new players, in Choose. */
async function publicGame(a: string, b: string) {
  const ra = await firstState(await (await h.player(a)).joinOrCreate<GameRoomState>('others'));
  const rb = await firstState(await (await h.player(b)).joinOrCreate<GameRoomState>('others'));
  await h.startPlay(ra, rb);
  return { ra, rb };
}

async function live(token: string | undefined, query = ''): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${h.server.url}/api/live${query}`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}

test('a spectator sees only the public state: no plan message, no character before Place ends, no plan before its reveal', async () => {
  const { ra, rb } = await publicGame('kate', 'liam');
  const rs = await watch(await h.player('sam'), ra.roomId);
  const frames = rawFrames(rs);
  const box = inbox(rs);
  await until(() => ra.state.spectators === 1 && rb.state.spectators === 1, 3000, 'players see 1 watching');
  const liam = () => [...rs.state.players.values()].find((p) => p.username === 'liam')!;
  // Liam picks the Teacher ("T" as a 1-character string): it must not reach the spectator until Place ends.
  const teacher = [0xa1, 0x54];
  rb.send('choose', { square: 61 });
  await until(() => liam().done, 3000, 'liam done');
  ra.send('choose', { square: 2 });
  await until(() => rs.state.phase === 'place', 3000, 'place');
  rb.send('place', { square: 44 });
  await new Promise((r) => setTimeout(r, 100));
  expect(contains(frames, teacher)).toBe(false);
  expect(liam().character).toBe('');
  ra.send('place', { square: 20 });
  await until(() => rs.state.phase === 'move', 3000, 'move');
  expect(liam().character).toBe('T');
  expect(liam().square).toBe(44);
  rb.send('move', { square: 45 });
  rb.send('hit', { square: 42 });
  rb.send('set');
  await until(() => liam().done, 3000, 'liam set');
  expect(rs.state.lastReveal).toBeUndefined();
  ra.send('move', { square: 20 });
  ra.send('hit', { square: 21 });
  ra.send('set');
  await until(() => rs.state.phase === 'reveal', 3000, 'reveal');
  expect(rs.state.lastReveal?.toJSON()).toMatchObject({ moveB: 45, hitB: 42, fromB: 44 });
  // The players got their plans; the spectator never a `plan` (nor a `gameover`) message, not even its type's bytes.
  await h.advanceUntil(ra.roomId, () => rs.state.phase === 'over', 'the end of the game');
  expect(rs.state.result?.reason).toBeTruthy();
  expect(box.all('plan')).toEqual([]);
  expect(frames.filter((f) => isMessageOfType(f, 'plan') || isMessageOfType(f, 'gameover'))).toEqual([]);
  await Promise.all([ra.leave(), rb.leave(), rs.leave()]);
});

test("a spectator's game messages are refused with seat/spectator, and leaving changes nothing but the count", async () => {
  const { ra, rb } = await publicGame('mia', 'noah');
  const rs = await watch(await h.player('olga'), ra.roomId);
  const box = inbox(rs);
  await until(() => ra.state.spectators === 1, 3000, '1 watching');
  for (const [type, body] of [
    ['choose', { square: 61 }],
    ['set', undefined],
    ['ready', undefined],
  ] as const)
    rs.send(type, body);
  await until(() => box.all('error').length === 3, 3000, 'three refusals');
  for (const e of box.all('error')) expect(e).toMatchObject({ code: 'seat/spectator' });
  expect([...ra.state.players.values()].every((p) => !p.done)).toBe(true);
  const before = { phase: ra.state.phase, deadline: ra.state.deadline };
  await rs.leave();
  await until(() => ra.state.spectators === 0, 3000, '0 watching');
  expect({ phase: ra.state.phase, deadline: ra.state.deadline }).toEqual(before);
  expect(ra.state.result).toBeUndefined();
  await Promise.all([ra.leave(), rb.leave()]);
});

test('private games, games not started and full audiences refuse spectators', async () => {
  const rp = await firstState(await (await h.player('pia')).create<GameRoomState>('h2a0'));
  const rq = await firstState(await (await h.player('quin')).joinById<GameRoomState>(rp.roomId));
  await h.startPlay(rp, rq);
  await expect((await h.player('rosa')).joinById(rp.roomId, { spectate: true })).rejects.toMatchObject({
    status: 404,
    code: 'match/closed',
    message: expect.stringMatching(/no live public game/) as unknown,
  });
  const { ra, rb } = await publicGame('uma', 'vic');
  const watchers = [
    await watch(await h.player('watchone'), ra.roomId),
    await watch(await h.player('watchtwo'), ra.roomId),
  ];
  await until(() => ra.state.spectators === 2, 3000, '2 watching');
  await expect((await h.player('watchthree')).joinById(ra.roomId, { spectate: true })).rejects.toMatchObject({
    status: 409,
    code: 'match/full',
    message: expect.stringMatching(/Too many/) as unknown,
  });
  const waiting = await firstState(await (await h.player('tom')).joinOrCreate<GameRoomState>('others'));
  await expect((await h.player('rosa')).joinById(waiting.roomId, { spectate: true })).rejects.toThrow(
    /no live public game/,
  );
  await expect((await h.player('rosa')).joinById(waiting.roomId, { spectate: 1 })).rejects.toMatchObject({
    status: 400,
    code: 'request/invalid',
    message: expect.stringMatching(/spectate option/) as unknown,
  });
  await Promise.all([rp, rq, waiting, ra, rb, ...watchers].map((r) => r.leave()));
});

test('GET /api/live lists live public and vs-AI games with players, ratings, turn and audience, best first', async () => {
  const db = h.server.api.ctx.db.kysely;
  const star = await h.player('star');
  const { id: starId } = await db
    .selectFrom('users')
    .select('id')
    .where('hive_username', '=', 'star')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('standings')
    .values({
      board: 0,
      player_id: starId,
      username: 'star',
      name: 'Star',
      rating: 1900,
      rd: 60,
      vol: 0.06,
      established: 1,
      is_ai: 0,
    })
    .execute();
  const ai = await firstState(await star.create<GameRoomState>('h1a1', { level: 'easy' }));
  const { ra, rb } = await publicGame('xena', 'yann');
  await h.startPlay(ai);
  const rs = await watch(await h.player('zoe'), ra.roomId);
  const token = (await h.player('zoetwo')).auth.token;
  await until(() => ra.state.spectators === 1, 3000, '1 watching');
  const { status, body } = await live(token);
  expect(status).toBe(200);
  const games = (body as { games: LiveGame[] }).games;
  expect(games.map((g) => g.roomId)).toEqual([ai.roomId, ra.roomId]);
  expect(games[0]).toMatchObject({ mode: 'h1a1', topRating: 1900, spectators: 0 });
  expect(games[0]!.players).toEqual([
    expect.objectContaining({ seat: 'A', username: 'star', rating: 1900, isAi: false }),
    expect.objectContaining({ seat: 'B', isAi: true }),
  ]);
  expect(games[1]).toMatchObject({ mode: 'others', spectators: 1, turn: ra.state.turn });
  expect(games[1]!.players.map((p) => p.username)).toEqual(['xena', 'yann']);
  expect((await live(token, '?limit=1')).body).toEqual({ games: [games[0]] });
  // Open to signed-out visitors too (limited per IP; tests/rooms/exhibition.test.ts).
  expect(await live(undefined)).toEqual({ status: 200, body: { games } });
  for (const query of ['?limit=0', '?limit=abc', '?limit=101', '?page=2']) {
    expect(await live(token, query)).toMatchObject({ status: 400, body: { code: 'request/invalid' } });
  }
  await Promise.all([ai, ra, rb, rs].map((r) => r.leave()));
});

test('when the followed game ends, the spectator sees its result and the list moves on to the next game (TV)', async () => {
  const token = (await h.player('tv')).auth.token;
  const first = await publicGame('adam', 'bert');
  const second = await publicGame('cyra', 'dean');
  const rs = await watch(await h.player('tvwatch'), first.ra.roomId);
  const listed = async () => ((await live(token)).body as { games: LiveGame[] }).games.map((g) => g.roomId);
  expect(await listed()).toContain(first.ra.roomId);
  first.ra.send('exit');
  await until(() => rs.state.phase === 'over', 3000, 'the followed game is over');
  // Left in Choose, before the first move: no contest (docs/RULES.md), an end like any other for the spectator.
  expect(rs.state.result?.toJSON()).toMatchObject({ winner: 'none', reason: 'no-contest' });
  const next = await listed();
  expect(next).not.toContain(first.ra.roomId);
  expect(next).toContain(second.ra.roomId);
  const rs2 = await watch(await h.player('tvwatch'), next[0]!);
  expect(rs2.state.phase).not.toBe('over');
  await Promise.all([first.rb, second.ra, second.rb, rs, rs2].map((r) => r.leave()));
});

test("watching takes a place in the user's live-room budget (3), given back on leaving", async () => {
  const games: Room<GameRoomState>[] = [];
  for (const name of ['budgetone', 'budgettwo', 'budgetthree', 'budgetfour']) {
    games.push(
      await firstState(await (await h.player(name)).create<GameRoomState>('h1a1', { level: 'easy' })),
    );
  }
  await h.startPlay(...games);
  const fan = await h.player('budgetfan');
  const watching: Room<GameRoomState>[] = [];
  for (const g of games.slice(0, 3)) watching.push(await watch(fan, g.roomId));
  await expect(fan.joinById(games[3]!.roomId, { spectate: true })).rejects.toMatchObject({
    status: 409,
    code: 'match/budget',
    message: expect.stringMatching(/too many games/) as unknown,
  });
  await watching[0]!.leave();
  await until(() => games[0]!.state.spectators === 0, 3000, 'the first left');
  watching[0] = await watch(fan, games[3]!.roomId);
  expect(games[3]!.state.phase).toBe('choose');
  await Promise.all([...watching, ...games].map((r) => r.leave()));
});
