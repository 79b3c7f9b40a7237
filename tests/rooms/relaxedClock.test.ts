import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

const settle = () => new Promise((r) => setTimeout(r, 30));

test('a private game on the relaxed clock: every phase lasts three times longer on the server', async () => {
  const cy = await (await h.player('cyra')).create<GameRoomState>('h2a0', { clock: 'relaxed' });
  const dee = await (await h.player('dee')).joinById<GameRoomState>(cy.roomId);
  // Start: 30 s instead of 10 s (both click the start bar here).
  await until(() => cy.state.phase === 'start', 3000, 'start');
  expect(cy.state.deadline).toBe(h.clock.now + 30_000);
  await h.startPlay(cy, dee);
  expect(cy.state.clock).toBe('relaxed');
  expect(dee.state.clock).toBe('relaxed');
  // Choose: 30 s instead of 10 s.
  expect(cy.state.deadline).toBe(h.clock.now + 30_000);
  h.advance(cy.roomId, 29_999);
  await settle();
  expect(cy.state.phase).toBe('choose');
  h.advance(cy.roomId, 1);
  await until(() => cy.state.phase === 'place', 3000, 'place');
  // Place: 9 s instead of 3 s.
  expect(cy.state.deadline).toBe(h.clock.now + 9_000);
  h.advance(cy.roomId, 8_999);
  await settle();
  expect(cy.state.phase).toBe('place');
  h.advance(cy.roomId, 1);
  await until(() => cy.state.phase === 'move', 3000, 'move');
  // Move: 27 s instead of 9 s.
  expect(cy.state.deadline).toBe(h.clock.now + 27_000);
  await cy.leave();
  await dee.leave();
});

test('against the AI on the relaxed clock: the longer deadlines, and the AI still picks', async () => {
  const hal = await (
    await h.player('hal')
  ).create<GameRoomState>('h1a1', { level: 'easy', clock: 'relaxed' });
  // The AI game still starts by itself after 1 s.
  await until(() => hal.state.phase === 'start', 3000, 'start');
  expect(hal.state.deadline).toBe(h.clock.now + 1_000);
  await h.startPlay(hal);
  expect(hal.state.clock).toBe('relaxed');
  expect(hal.state.deadline).toBe(h.clock.now + 30_000);
  const ai = () => [...hal.state.players.values()].find((p) => p.isAi)!;
  h.advance(hal.roomId, 1500);
  await until(() => ai().done, 3000, 'the AI chose');
  hal.send('choose', { square: 61 });
  await until(() => hal.state.phase === 'place', 3000, 'place');
  expect(hal.state.deadline).toBe(h.clock.now + 9_000);
  await hal.leave();
});

test('the spec clock by default, and public matchmaking refuses a relaxed clock', async () => {
  const ivy = await (await h.player('ivy')).create<GameRoomState>('h1a1', { level: 'easy' });
  await h.startPlay(ivy);
  expect(ivy.state.clock).toBe('standard');
  expect(ivy.state.deadline).toBe(h.clock.now + 10_000);
  await ivy.leave();
  const jon = await h.player('jon');
  await expect(jon.joinOrCreate('others', { clock: 'relaxed' })).rejects.toThrow(/Unknown option "clock"/);
  await expect(jon.create('h2a0', { clock: 'forever' })).rejects.toThrow(/Unknown clock/);
  const pub = await jon.joinOrCreate<GameRoomState>('others');
  await until(() => pub.state.mode === 'others', 3000, 'state');
  expect(pub.state.clock).toBe('standard');
  await pub.leave();
});

test('over a real socket: the player whose Choose ran out is told the character it was given; the other player nothing (issue 36)', async () => {
  const eve = await (await h.player('eve')).create<GameRoomState>('h2a0', {});
  const fay = await (await h.player('fay')).joinById<GameRoomState>(eve.roomId);
  const [eveBox, fayBox] = [inbox(eve), inbox(fay)];
  await until(() => eve.state.phase === 'start', 3000, 'start');
  await h.startPlay(eve, fay);
  eve.send('choose', { square: 61 });
  await until(() => [...eve.state.players.values()].some((p) => p.done), 3000, 'eve chose');
  h.advance(eve.roomId, 10_000);
  await until(() => fayBox.all('filled').length === 1, 3000, 'fay told');
  expect(fay.state.phase).toBe('place');
  expect(fayBox.last('filled')).toMatchObject({
    phase: 'choose',
    turn: 0,
    square: null,
    move: null,
    hit: null,
  });
  expect((fayBox.last('filled') as { character: unknown }).character).toMatch(/^[A-Z]$/);
  await settle();
  expect(eveBox.all('filled')).toEqual([]);
  await eve.leave();
  await fay.leave();
});
