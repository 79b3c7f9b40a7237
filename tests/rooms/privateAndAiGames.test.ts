import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storedGame } from '../../api/db/gameRecords';
import { aiLevelOfName, verifyStoredGame } from '../../engine';
import type { Standing } from '../../contract/http';
import type { GameRoomState, PlayerSchema } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

const me = (r: Room<GameRoomState>) => r.state.players.get(r.sessionId)!;
const other = (r: Room<GameRoomState>) =>
  [...r.state.players.values()].find((p: PlayerSchema) => p.seat !== me(r).seat)!;
const leaderboard = async () =>
  (await (await fetch(`${h.server.url}/api/users/leaderboard`)).json()) as { username: string }[];

test('a private game is created with a 6-digit code, joined by it, played, stored for its replay (verifiable) and never counted', async () => {
  const cy = await (await h.player('cyra')).create<GameRoomState>('h2a0');
  expect(cy.roomId).toMatch(/^\d{6}$/);
  const dee = await (await h.player('dee')).joinById<GameRoomState>(cy.roomId);
  await until(() => cy.state.phase === 'start', 3000, 'start');
  const cyBox = inbox(cy);
  // Nobody picks anything: every deadline fills the choices from the game's generator.
  for (let i = 0; i < 60 && cy.state.phase !== 'over'; i++) {
    h.advance(cy.roomId, 10_000);
    await until(() => true);
    await new Promise((r) => setTimeout(r, 20));
  }
  await until(() => cyBox.last('gameover') !== undefined, 3000, 'gameover');
  expect(['win', 'lose', 'draw']).toContain((cyBox.last('gameover') as { result: string }).result);
  expect(await leaderboard()).toEqual([]);
  // Stored with its commitments: its players can replay and verify it; nobody else may.
  const stored = await storedGame(h.server.api.ctx.db.kysely, cy.state.gameId);
  expect(stored?.mode).toBe('h2a0');
  expect(verifyStoredGame(stored!)).toEqual({ ok: true });
  const refused = await fetch(`${h.server.url}/api/games/${encodeURIComponent(cy.state.gameId)}`);
  expect(refused.status).toBe(403);
  await cy.leave();
  await dee.leave();
});

test('a wrong code is refused, and private rooms are not found by public matchmaking', async () => {
  const client = await h.player('eli');
  await expect(client.joinById('000000')).rejects.toThrow();
  const host = await (await h.player('fay')).create<GameRoomState>('h2a0');
  const seeker = await (await h.player('gil')).joinOrCreate<GameRoomState>('h2a0');
  expect(seeker.roomId).not.toBe(host.roomId);
  await host.leave();
  await seeker.leave();
});

test('against the AI: the AI takes its time, plays valid moves, and the result is recorded under its name, unrated', async () => {
  const hal = await (await h.player('hal')).create<GameRoomState>('h1a1', { level: 'greedy' });
  const box = inbox(hal);
  await h.startPlay(hal);
  // The level asked for is public, as players name it, so Play again can repeat it after a reload.
  expect(hal.state.level).toBe('medium');
  const ai = other(hal);
  expect(ai.isAi).toBe(true);
  expect(ai.name.length).toBeGreaterThan(1);
  // The AI's name is one of its level's (a name always plays the same level), and its level is synced.
  expect(aiLevelOfName(ai.name)).toBe('greedy');
  expect(ai.level).toBe('medium');
  expect(me(hal).level).toBe('');
  const before = { rating: me(hal).rating, provisional: me(hal).provisional };
  expect(before).toEqual({ rating: 1500, provisional: true });
  expect(ai.done).toBe(false);
  h.advance(hal.roomId, 1500);
  await until(() => other(hal).done, 3000, 'AI chose');
  hal.send('choose', { square: 61 });
  await until(() => hal.state.phase === 'place', 3000, 'place');
  hal.send('place', { square: 36 });
  h.advance(hal.roomId, 1500);
  await until(() => hal.state.phase === 'move', 3000, 'move');
  expect(me(hal).character).toBe('T');
  // Hal just sets a plan each turn (Teacher: stays or steps 1, hits exactly 3 away).
  for (let turn = 0; turn < 12 && hal.state.phase !== 'over'; turn++) {
    await until(() => hal.state.phase === 'move', 3000, 'move phase');
    const sq = me(hal).square;
    hal.send('move', { square: sq });
    const x = sq % 8;
    hal.send('hit', { square: x >= 3 ? sq - 3 : sq + 3 });
    hal.send('set');
    h.advance(hal.roomId, 1500);
    await until(() => hal.state.phase === 'reveal' || hal.state.phase === 'over', 3000, 'reveal');
    h.advance(hal.roomId, 3000);
    await until(() => hal.state.phase !== 'reveal', 3000, 'after reveal');
  }
  await until(() => box.last('gameover') !== undefined, 3000, 'gameover');
  expect(box.all('error')).toEqual([]);
  // A game against the AI counts on the board but is not rated: the synced rating is unchanged and says why.
  await until(() => me(hal).unrated === 'ai', 3000, 'marked unrated');
  expect(me(hal)).toMatchObject({ ...before, rated: false, ratingChange: 0, unrated: 'ai' });
  const rows = (await leaderboard()) as unknown as Standing[];
  expect(rows.map((r) => r.username).sort()).toEqual(['hal', `${ai.name} ai`].sort());
  expect(rows.find((r) => r.username === 'hal')).toMatchObject({ rating: 1500, rd: 350 });
  expect(rows.find((r) => r.ai)).toMatchObject({ level: 'medium' });
  await hal.leave();
});
