// Join by code (`joinById`): a code scanner learns nothing from the answers, while a friend still joins.
import { GameClient } from '../../web/src/game/net/gameClient';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { matchmake } from './rawHttp';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

const NO_GAME = 'There is no game with this code.';

test('an unused code, a live code without a session and a full game get one and the same answer', async () => {
  const host = await (await h.player('hana')).create<GameRoomState>('h2a0');
  const full = await (await h.player('ivo')).create<GameRoomState>('h2a0');
  const guest = await (await h.player('jon')).joinById<GameRoomState>(full.roomId);
  await until(() => full.state.phase === 'start', 3000, 'the full game started');
  const unused = host.roomId === '123456' || full.roomId === '123456' ? '654321' : '123456';
  const scanner = (await h.player('kim')).auth.token;

  const answers = [
    await matchmake(h.server.url, 'joinById', unused, {}, { authorization: `Bearer ${scanner}` }),
    await matchmake(h.server.url, 'joinById', host.roomId, {}),
    await matchmake(h.server.url, 'joinById', host.roomId, {}, { authorization: 'Bearer not-a-session' }),
    await matchmake(h.server.url, 'joinById', full.roomId, {}, { authorization: `Bearer ${scanner}` }),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'error',
      statusCode: 404,
      error: 'Not Found',
      code: 'match/no-such-game',
      message: NO_GAME,
    });
  }
  expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);

  // Through the web client's GameClient, as the web client joins: the same code and text.
  await expect(new GameClient(h.server.url).joinById(host.roomId)).rejects.toMatchObject({
    status: 404,
    code: 'match/no-such-game',
    message: NO_GAME,
  });
  // And the waiting private game is untouched: a friend with a session still joins it by its code.
  const friend = await (await h.player('lea')).joinById<GameRoomState>(host.roomId);
  await until(() => host.state.phase === 'start', 3000, 'the friend joined');
  for (const r of [host, full, guest, friend]) await r.leave();
});
