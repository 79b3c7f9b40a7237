// Issue 35, finding 8: the shared HTTP server's request timeout (REQUEST_TIMEOUT_MS, short here) cuts slow HTTP
// requests (api/http/timeouts.test.ts) but never a game's WebSocket, which lives far longer than any request.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { rawExchange } from './rawHttp';

const TIMEOUT_MS = 200;

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({}, { env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(async () => {
  await h.close();
});

test('on the server rooms share, a matchmaking request whose body never comes is answered 408', async () => {
  const head = `POST /matchmake/create/h1a1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
  expect(await rawExchange(h.server.port, head, [Buffer.from('{')], 5000)).toMatch(/^HTTP\/1\.1 408 /);
});

test('a WebSocket outlives many request timeouts and still plays', async () => {
  const room = await (await h.player('wes')).create<GameRoomState>('h1a1', { level: 'random' });
  let closed = false;
  room.onLeave(() => (closed = true));
  await until(() => room.state.phase === 'start', 3000, 'start');
  // Five request timeouts (and Node's checks between them) pass on a socket that stays quiet.
  await new Promise((r) => setTimeout(r, TIMEOUT_MS * 5));
  expect(closed).toBe(false);
  await h.startPlay(room);
  await until(() => room.state.phase === 'choose', 3000, 'choose over the same socket');
  await room.leave();
});
