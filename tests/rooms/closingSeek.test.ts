// A public seek still under way when its process closes (the end of a drain, a restart): the caller is told the
// server is restarting (503 server/unavailable, which the web client asks again quietly), never a server fault
// and never a seat in a room of the closed process. A CI run on a slow host met three such seeks in
// tests/loadDrain.test.ts, answered 500.
import { matchMaker } from '@colyseus/core';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { RESTARTING } from '../../rooms/matchmaking/matchmakingGate';
import { MemorySeekPool, type Waiting } from '../../rooms/matchmaking/seekPool';
import { startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { errorOf, matchmake } from './rawHttp';

/** The pool in memory, whose seeks wait until `release` while `holding` (one seek under way as the server closes). */
class HeldPool extends MemorySeekPool {
  holding = true;
  held = 0;
  private open: () => void = () => undefined;
  private readonly opened = new Promise<void>((r) => (this.open = r));

  release(): void {
    this.open();
  }

  override async seek(newRoomId: string): Promise<Waiting | undefined> {
    if (this.holding) {
      this.held++;
      await this.opened;
    }
    return super.seek(newRoomId);
  }
}

let h: RoomHarness;
let pool: HeldPool;

beforeEach(async () => {
  pool = new HeldPool();
  h = await startRoomHarness({ seekPool: pool });
});

afterEach(async () => {
  pool.release();
  await h.close();
});

test('a public seek under way when the server closes is answered 503 server/unavailable, not a fault', async () => {
  const token = (await h.player('sam')).auth.token;
  // Not kept alive: the server's close would wait for the idle connection.
  const headers = { authorization: `Bearer ${token}`, connection: 'close' };
  const answer = matchmake(h.server.url, 'joinOrCreate', 'others', {}, headers);
  await until(() => pool.held > 0, 3000, 'the seek is under way');
  const closed = h.server.close();
  // Colyseus has stopped the process's matchmaking; the seek goes on.
  await new Promise((r) => setTimeout(r, 50));
  pool.release();
  const reply = await answer;
  await closed;
  expect(reply.status, reply.body).toBe(503);
  expect(errorOf(reply)).toMatchObject({ code: 'server/unavailable', message: RESTARTING });
});

test('a seat in a room here, being reserved as the server closes, is not handed out: 503 server/unavailable', async () => {
  pool.holding = false;
  const walt = await (await h.player('walt')).joinOrCreate('others');
  // The waiting room reserves the seeker's seat only once let: the server closes meanwhile.
  const room = matchMaker.getLocalRoomById(walt.roomId) as unknown as {
    _reserveSeat(...a: unknown[]): unknown;
  };
  const reserve = room._reserveSeat.bind(room);
  let asked = false;
  let letGo: () => void = () => undefined;
  const go = new Promise<void>((r) => (letGo = r));
  room._reserveSeat = async (...a: unknown[]) => {
    asked = true;
    await go;
    return reserve(...a);
  };
  const token = (await h.player('sam')).auth.token;
  const headers = { authorization: `Bearer ${token}`, connection: 'close' };
  const answer = matchmake(h.server.url, 'joinOrCreate', 'others', {}, headers);
  await until(() => asked, 3000, 'the seat is being reserved');
  const closed = h.server.close();
  await new Promise((r) => setTimeout(r, 50));
  letGo();
  const reply = await answer;
  await closed;
  expect(reply.status, reply.body).toBe(503);
  expect(errorOf(reply)).toMatchObject({ code: 'server/unavailable', message: RESTARTING });
});
