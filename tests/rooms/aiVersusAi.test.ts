import { afterAll, beforeAll, expect, test } from 'vitest';
import { updateSetting } from '../../api/db/settings';
import type { GameRoomState } from '../../rooms/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

test('AI versus AI: picks at the countdown marks, pause and continue, reset, two games, then the room closes', async () => {
  await updateSetting(h.server.api.ctx.db.kysely, 'aiGames', { qty: 2 });
  const room = await (await h.player('wanda')).create<GameRoomState>('h0a2');
  const box = inbox(room);
  await firstState(room);
  let left = false;
  room.onLeave(() => (left = true));
  await until(() => room.state.players.size === 2 && room.state.gameCount === 2, 3000, 'two AIs');
  expect([...room.state.players.values()].every((p) => p.isAi)).toBe(true);
  expect(room.state.phase).toBe('waiting');
  h.advance(room.roomId, 1000);
  await until(() => room.state.phase === 'choose', 3000, 'start after 1 s');

  // Choose lasts 10 s: AI A picks with 8 s left, AI B with 5 s left (the watcher sees the picks).
  h.advance(room.roomId, 1999);
  await new Promise((r) => setTimeout(r, 30));
  expect([...room.state.players.values()].filter((p) => p.character !== '')).toHaveLength(0);
  h.advance(room.roomId, 1);
  await until(
    () => [...room.state.players.values()].filter((p) => p.character !== '').length === 1,
    3000,
    'A picks at 8',
  );

  // Pause freezes the clock: nothing happens however long it is paused.
  room.send('pause');
  await until(() => room.state.paused, 3000, 'paused');
  expect(room.state.deadline).toBe(0);
  h.advance(room.roomId, 60_000);
  await new Promise((r) => setTimeout(r, 30));
  expect(room.state.phase).toBe('choose');
  room.send('continue');
  await until(
    () => !room.state.paused && room.state.deadline === h.clock.now + 8000,
    3000,
    'continued with 8 s left',
  );

  await h.advanceUntil(room.roomId, () => room.state.gameNumber === 2, 'the second game');
  expect(box.all('error')).toEqual([]);
  room.send('reset');
  await until(() => room.state.gameNumber === 1, 3000, 'reset to 1');
  await h.advanceUntil(room.roomId, () => room.state.gameNumber === 2, 'game 2 again');
  await h.advanceUntil(room.roomId, () => left, 'the room closing after the last game');
  expect(box.last('inform')).toEqual({ message: 'All AI games have been played.' });
  const rows = (await (await fetch(`${h.server.url}/api/users/leaderboard`)).json()) as unknown[];
  expect(rows).toEqual([]);
});

test('a watcher cannot play in an AI game, and players cannot pause theirs', async () => {
  const room = await (await h.player('xena')).create<GameRoomState>('h0a2');
  const box = inbox(room);
  h.advance(room.roomId, 1000);
  await until(() => room.state.phase === 'choose', 3000, 'choose');
  room.send('choose', { square: 2 });
  await until(() => box.last('error') !== undefined, 3000, 'error');
  expect(box.last('error')).toEqual({ code: 'seat/unknown', message: 'You are not a player in this game.' });
  await room.leave();

  const duel = await (await h.player('yuri')).create<GameRoomState>('h1a1');
  const duelBox = inbox(duel);
  await until(() => duel.state.phase === 'choose', 3000, 'choose');
  duel.send('pause');
  await until(() => duelBox.last('error') !== undefined, 3000, 'error');
  expect(duelBox.last('error')).toMatchObject({ code: 'message/unknown' });
  expect(duel.state.paused).toBe(false);
  await duel.leave();
});
