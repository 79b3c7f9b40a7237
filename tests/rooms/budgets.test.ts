// Budgets: live rooms per user, messages per connection, and how long an AI-versus-AI room may live.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { updateSetting } from '../../api/db/settings';
import type { GameRoom } from '../../rooms/colyseus/gameRoom';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

test('a user has at most 3 live rooms; closing one makes room for another', async () => {
  const client = await h.player('quinn');
  const rooms = [
    await client.create<GameRoomState>('h2a0'),
    await client.create<GameRoomState>('h2a0'),
    await client.create<GameRoomState>('h0a2'),
  ];
  await expect(client.create('h2a0')).rejects.toThrow(/3 games open/);
  await expect(client.create('h1a1')).rejects.toThrow(/3 games open/);
  await rooms[0]!.leave();
  await until(() => h.server.services.liveRooms.size === 2, 3000, 'the room closed');
  rooms[0] = await client.create<GameRoomState>('h1a1');
  for (const r of rooms) await r.leave();
});

test('refused rooms leave nothing running behind (no timers piling up on the server)', async () => {
  const client = await h.player('tess');
  const rooms = [];
  for (let i = 0; i < 3; i++) rooms.push(await client.create<GameRoomState>('h2a0'));
  const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
  const before = timers();
  for (let i = 0; i < 6; i++) await expect(client.create('h2a0')).rejects.toThrow(/3 games open/);
  await new Promise((r) => setTimeout(r, 100));
  expect(timers() - before).toBeLessThan(3);
  for (const r of rooms) await r.leave();
});

test('more than 30 messages in a second: one rate/limited error, then the connection is closed', async () => {
  const room = await firstState(await (await h.player('rosa')).create<GameRoomState>('h1a1'));
  const box = inbox(room);
  let closedWith: number | undefined;
  room.onLeave((code) => (closedWith = code));
  await h.startPlay(room);
  for (let i = 0; i < 40; i++) room.send('back');
  await until(() => box.all('error').length >= 31, 3000, 'answers');
  await new Promise((r) => setTimeout(r, 50));
  const codes = box.all('error').map((e) => (e as { code: string }).code);
  expect(codes.filter((c) => c === 'back/nothing')).toHaveLength(30);
  expect(codes.filter((c) => c === 'rate/limited')).toHaveLength(1);
  expect(box.last('error')).toEqual({
    code: 'rate/limited',
    message: expect.stringMatching(/too many messages/i) as unknown,
  });

  // The next second starts a fresh budget.
  h.advance(room.roomId, 1000);
  room.send('back');
  await until(() => box.all('error').length === 32, 3000, 'answered again');
  expect(box.last('error')).toMatchObject({ code: 'back/nothing' });

  // Going on regardless: the connection is closed.
  for (let i = 0; i < 80; i++) room.send('back');
  await until(() => closedWith !== undefined, 3000, 'disconnected');
  expect(closedWith).not.toBe(4000);
});

test('Reset cannot keep an AI-versus-AI room alive for more than an hour', async () => {
  await updateSetting(h.server.api.ctx.db.kysely, 'aiGames', { qty: 2 });
  const room = await firstState(await (await h.player('sven')).create<GameRoomState>('h0a2'));
  const box = inbox(room);
  let left = false;
  room.onLeave(() => (left = true));
  const opened = h.clock.now;
  // The watcher presses Reset whenever the second (last) game starts, for as long as the room lives.
  const isOpen = () => !left;
  while (isOpen()) {
    if (h.clock.now - opened > 3 * 3600_000) throw new Error('the room was still open after 3 hours');
    const server = h.room(room.roomId) as GameRoom | undefined;
    if (server?.state.gameNumber === 2) {
      room.send('reset');
      await until(() => server.state.gameNumber === 1, 3000, 'reset');
    }
    h.advance(room.roomId, 5000);
    await new Promise((r) => setTimeout(r, 2));
  }
  // The client hears the close over a real socket, so the fake clock may have moved a few 5 s steps past the
  // hour by then (seen under load); without the cap the loop would run to its 3-hour guard.
  expect(h.clock.now - opened).toBeLessThanOrEqual(3600_000 + 30_000);
  expect(box.last('inform')).toEqual({ message: expect.stringMatching(/hour/) as unknown });
});
