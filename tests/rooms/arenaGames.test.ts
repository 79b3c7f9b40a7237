// Arenas (issue 41) through a real server: two players join a private arena over HTTP, its director pairs them and
// makes their game's room, both join it by id, one goes berserk, the game is played out and the standings move;
// a player who does not come to the next game loses it and is paused; a withdrawal during a game forfeits it; a
// client can neither make an arena room nor take a seat held for another player.
import { matchMaker } from '@colyseus/core';
import type { Client, Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ArenaPage, CreatedArena } from '../../contract/arenas';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, toFirstMove, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
  // The API dates an arena by the real clock; the rooms and the directors run on the harness's, from now on.
  h.clock.now = Date.now();
});
afterAll(async () => {
  await h.close();
});

const headers = (client: Client) => ({
  authorization: `Bearer ${client.auth.token}`,
  'content-type': 'application/json',
});
/** A call of the API as `client` (signed out without one): its status and its JSON (each caller names its type). */
async function api(client: Client | undefined, method: string, path: string, body?: object) {
  const res = await fetch(`${h.server.url}${path}`, {
    method,
    headers: client === undefined ? {} : headers(client),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
const page = async (client: Client, id: string) =>
  (await api(client, 'GET', `/api/arenas/${id}`)).body as ArenaPage;

/** Waits (real time: the directors step every 250 ms) until `client` has an arena game; answers its room id. */
async function pairedRoom(client: Client, arenaId: string): Promise<string> {
  let roomId: string | undefined;
  const start = Date.now();
  while (roomId === undefined) {
    if (Date.now() - start > 5000) throw new Error('not paired within 5 s');
    h.clock.now = Math.max(h.clock.now, Date.now());
    roomId = (await page(client, arenaId)).me?.game?.roomId;
    if (roomId === undefined) await new Promise((r) => setTimeout(r, 50));
  }
  return roomId;
}

test('an arena: paired, a berserk game played out, the standings move; a no-show loses and is paused', async () => {
  const ann = await h.player('ann');
  const bob = await h.player('bob');
  const made = await api(ann, 'POST', '/api/arenas', {
    name: 'Club night',
    minutes: 60,
    startsInMinutes: 0,
  });
  expect(made.status).toBe(200);
  const { arena, code } = made.body as CreatedArena;
  expect((await api(bob, 'POST', `/api/arenas/${arena.id}/join`, { code })).status).toBe(200);

  const roomId = await pairedRoom(ann, arena.id);
  expect(await pairedRoom(bob, arena.id)).toBe(roomId);
  // Nobody else takes a seat, and nobody makes an arena room by hand.
  const eve = await h.player('eve');
  await expect(eve.joinById(roomId)).rejects.toMatchObject({ code: 'match/no-such-game' });
  await expect(eve.create('arena', {})).rejects.toMatchObject({ code: 'match/arena-only' });

  const ra = await ann.joinById<GameRoomState>(roomId);
  const rb = await bob.joinById<GameRoomState>(roomId);
  const box = inbox(ra);
  await until(() => ra.state.phase === 'start', 3000, 'the start');
  ra.send('berserk');
  // Everyone sees who went berserk (the synced seat's mark).
  await until(
    () => [...ra.state.players.values()].some((p) => p.username === 'ann' && p.berserk),
    3000,
    'the berserk mark',
  );
  expect([...rb.state.players.values()].find((p) => p.username === 'ann')?.berserk).toBe(true);
  ra.send('ready');
  rb.send('ready');
  await until(() => ra.state.phase === 'choose', 3000, 'choose');
  await toFirstMove(ra, rb);
  // Ann's own clock runs on half time: her seat carries her own deadline, half the Move phase's; Bob's none.
  const annSeat = [...ra.state.players.values()].find((p) => p.username === 'ann')!;
  const bobSeat = [...ra.state.players.values()].find((p) => p.username === 'bob')!;
  expect(annSeat.deadline).toBeLessThan(ra.state.deadline);
  expect(bobSeat.deadline).toBe(0);
  // Berserk after the first move is refused, with the engine's code.
  const bobBox = inbox(rb);
  rb.send('berserk');
  await until(() => bobBox.last('error') !== undefined, 3000, 'the refusal');
  expect(bobBox.last('error')).toMatchObject({ code: 'berserk/late' });
  await h.advanceUntil(roomId, () => ra.state.phase === 'over', 'the game’s end', 600_000, 1000);
  await until(() => box.last('gameover') !== undefined, 3000, 'gameover');

  let standings: ArenaPage['standings'] = [];
  for (
    let tries = 0;
    tries < 50 && !(standings.length === 2 && standings.every((l) => l.sheet.length === 1));
    tries++
  ) {
    h.clock.now += 1000;
    standings = (await page(ann, arena.id)).standings;
    await new Promise((r) => setTimeout(r, 50));
  }
  const annLine = standings.find((l) => l.username === 'ann')!;
  expect(annLine.sheet[0]?.berserk).toBe(true);
  expect(standings.map((l) => l.score).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  await ra.leave();
  await rb.leave();

  // The next game: bob does not come. After the wait ann wins it and bob is paused.
  const next = await pairedRoom(ann, arena.id);
  expect(next).not.toBe(roomId);
  const ra2 = await ann.joinById<GameRoomState>(next);
  const box2 = inbox(ra2);
  await until(() => ra2.state.phase === 'waiting', 3000, 'waiting');
  h.advance(next, 21_000);
  await until(() => box2.last('error') !== undefined, 3000, 'the no-show message');
  expect(box2.last('error')).toMatchObject({ code: 'arena/no-show' });
  const after = await page(bob, arena.id);
  expect(after.me?.line.state).toBe('paused');
  expect(after.me?.line.sheet.at(-1)).toMatchObject({ outcome: 'loss', points: 0 });
}, 60_000);

test('a withdrawal during a game forfeits it to the opponent', async () => {
  const cat = await h.player('cat');
  const dan = await h.player('dan');
  const { arena, code } = (
    await api(cat, 'POST', '/api/arenas', {
      name: 'Two of us',
      minutes: 60,
      startsInMinutes: 0,
    })
  ).body as CreatedArena;
  await api(dan, 'POST', `/api/arenas/${arena.id}/join`, { code });
  const roomId = await pairedRoom(cat, arena.id);
  const rc: Room<GameRoomState> = await cat.joinById<GameRoomState>(roomId);
  const rd: Room<GameRoomState> = await dan.joinById<GameRoomState>(roomId);
  await until(() => rc.state.phase === 'start', 3000, 'the start');
  rc.send('ready');
  rd.send('ready');
  await until(() => rc.state.phase === 'choose', 3000, 'choose');
  await toFirstMove(rc, rd);
  const refused = await api(dan, 'POST', `/api/arenas/${arena.id}/withdraw`, {});
  expect([refused.status, (refused.body as { code: string }).code]).toEqual([409, 'arena/in-game']);
  expect((await api(dan, 'POST', `/api/arenas/${arena.id}/withdraw`, { forfeit: true })).status).toBe(200);
  await until(() => rc.state.phase === 'over', 5000, 'the forfeit');
  let line: ArenaPage['standings'][number] | undefined;
  for (let tries = 0; tries < 60 && line?.score !== 2; tries++) {
    h.clock.now += 1000;
    line = (await page(cat, arena.id)).standings.find((l) => l.username === 'cat');
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(line).toMatchObject({ score: 2, sheet: [{ outcome: 'win', points: 2 }] });
  expect((await page(dan, arena.id)).me?.line.state).toBe('withdrawn');
}, 30_000);

test('an arena on the relaxed clock: its games run on it', async () => {
  const eli = await h.player('eli');
  const fay = await h.player('fay');
  const made = await api(eli, 'POST', '/api/arenas', {
    name: 'Slow club',
    minutes: 60,
    startsInMinutes: 0,
    clock: 'relaxed',
  });
  const { arena, code } = made.body as CreatedArena;
  expect(arena.clock).toBe('relaxed');
  await api(fay, 'POST', `/api/arenas/${arena.id}/join`, { code });
  const roomId = await pairedRoom(eli, arena.id);
  const room = await eli.joinById<GameRoomState>(roomId);
  await until(() => room.state.phase === 'waiting' || room.state.phase === 'start', 3000, 'the state');
  expect(room.state.clock).toBe('relaxed');
  await room.leave();
}, 30_000);

test('neither player comes: the room waits past the seat reservation time, and both are paused by the no-show', async () => {
  const eli = await h.player('eli');
  const fay = await h.player('fay');
  const { arena, code } = (
    await api(eli, 'POST', '/api/arenas', { name: 'Nobody came', minutes: 60, startsInMinutes: 0 })
  ).body as CreatedArena;
  await api(fay, 'POST', `/api/arenas/${arena.id}/join`, { code });
  const roomId = await pairedRoom(eli, arena.id);
  // Colyseus disposes a room nobody joined once its seat reservation time (15 s) passed: here at once. The arena
  // bench's slow joins found the rooms gone, the no-show (20 s) never came, and their pairings voided instead.
  const room = matchMaker.getLocalRoomById(roomId) as unknown as {
    resetAutoDisposeTimeout(seconds: number): void;
  };
  room.resetAutoDisposeTimeout(0);
  await new Promise((r) => setTimeout(r, 100));
  expect(matchMaker.getLocalRoomById(roomId)).toBeDefined();
  h.advance(roomId, 21_000);
  let lines: ArenaPage['standings'] = [];
  for (
    let tries = 0;
    tries < 50 && !(lines.length === 2 && lines.every((l) => l.state === 'paused'));
    tries++
  ) {
    await new Promise((r) => setTimeout(r, 50));
    lines = (await page(eli, arena.id)).standings;
  }
  // (The no-show of both is settled with no winner: it counts for neither, as ArenaGameMode.arenaNoShow reports it.)
  expect(lines.map((l) => [l.username, l.state, l.sheet.length])).toEqual([
    ['eli', 'paused', 0],
    ['fay', 'paused', 0],
  ]);
}, 30_000);
