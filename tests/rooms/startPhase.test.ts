// The start phase: people click the start bar (both, or 10 s after the room fills); AI games start by themselves.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

test('one player clicks Start: the other sees it; a second click is refused; Choose begins 10 s after the room filled', async () => {
  const ann = await firstState(await (await h.player('stan')).joinOrCreate<GameRoomState>('others'));
  const bob = await firstState(await (await h.player('stella')).joinOrCreate<GameRoomState>('others'));
  const annBox = inbox(ann);
  await until(() => ann.state.phase === 'start' && bob.state.phase === 'start', 3000, 'start');
  expect(ann.state.deadline).toBe(h.clock.now + 10_000);
  const annSeen = () => bob.state.players.get(ann.sessionId);
  expect(annSeen()?.done).toBe(false);

  ann.send('ready');
  await until(() => annSeen()?.done === true, 3000, 'bob seeing ann ready');
  expect(bob.state.players.get(bob.sessionId)?.done).toBe(false);
  ann.send('ready');
  await until(() => annBox.last('error') !== undefined, 3000, 'the second click answered');
  expect(annBox.last('error')).toEqual({ code: 'ready/already', message: 'You are already ready.' });
  ann.send('choose', { square: 2 });
  await until(() => annBox.all('error').length === 2, 3000, 'a pick before Choose answered');
  expect(annBox.last('error')).toMatchObject({ code: 'phase/wrong' });

  h.advance(ann.roomId, 9_999);
  await new Promise((r) => setTimeout(r, 30));
  expect(ann.state.phase).toBe('start');
  h.advance(ann.roomId, 1);
  await until(() => ann.state.phase === 'choose', 3000, 'choose at the deadline');
  expect(ann.state.deadline).toBe(h.clock.now + 10_000);
  await ann.leave();
  await bob.leave();
});

test('both click Start: Choose begins at once', async () => {
  const a = await firstState(await (await h.player('tim')).joinOrCreate<GameRoomState>('others'));
  const b = await firstState(await (await h.player('tom')).joinOrCreate<GameRoomState>('others'));
  await until(() => a.state.phase === 'start' && b.state.phase === 'start', 3000, 'start');
  a.send('ready');
  b.send('ready');
  await until(() => a.state.phase === 'choose' && b.state.phase === 'choose', 3000, 'choose');
  expect(a.state.deadline).toBe(h.clock.now + 10_000);
  await a.leave();
  await b.leave();
});

test('against the AI the game starts by itself 1 s after joining', async () => {
  const room = await firstState(await (await h.player('uma')).create<GameRoomState>('h1a1'));
  await until(() => room.state.phase === 'start', 3000, 'start');
  expect(room.state.deadline).toBe(h.clock.now + 1000);
  h.advance(room.roomId, 999);
  await new Promise((r) => setTimeout(r, 30));
  expect(room.state.phase).toBe('start');
  h.advance(room.roomId, 1);
  await until(() => room.state.phase === 'choose', 3000, 'choose after 1 s');
  await room.leave();
});
