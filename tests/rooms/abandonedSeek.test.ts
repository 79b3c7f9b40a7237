// Issue 40 ("joins that stay fast in a rush"): a seek whose client gave up before the answer (a client's socket
// timeout in a rush: "socket hang up") still got a seat reserved in the oldest waiting room, which then held it for
// the reservation's 5 s and 1 s more, out of the pool: the player waiting there met no one meanwhile, and the next
// seeker waited alone in a room of its own. Now the seat is given back at once.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { HeldPool } from './heldPool';

const pool = new HeldPool();
let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({ seekPool: pool });
});
afterAll(async () => {
  await h.close();
});

const seek = async (username: string) =>
  firstState(await (await h.player(username)).joinOrCreate<GameRoomState>('others'));

/** A seek sent on a raw request, abandoned (the socket closed) while the server holds it at the pool. */
async function abandonedSeek(username: string): Promise<void> {
  const token = (await h.player(username)).auth.token;
  const held = pool.holdNext();
  const req = request(`${h.server.url}/matchmake/joinOrCreate/others`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  req.on('error', () => undefined);
  req.end('{}');
  await held.reached;
  req.destroy();
  // The server sees the connection close before the seek goes on.
  await new Promise((r) => setTimeout(r, 100));
  held.release();
}

test('a seek abandoned before its answer gives its seat back at once: the waiting player meets the next seeker', async () => {
  const waiting = await seek('wanda');
  await until(() => waiting.state.players.size === 1, 3000, 'wanda seated');
  await abandonedSeek('gone');
  // Well inside the 5 s a reservation is held (and the second after it before the room is pooled again).
  const started = Date.now();
  const next = await seek('nadia');
  expect(next.roomId).toBe(waiting.roomId);
  await until(() => waiting.state.phase === 'start' && next.state.phase === 'start', 3000, 'the game starts');
  expect(Date.now() - started).toBeLessThan(3000);
  await Promise.all([waiting.leave(), next.leave()]);
}, 20_000);
