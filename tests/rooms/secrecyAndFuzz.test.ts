import type { Room } from 'colyseus.js';
import type NodeWebSocket from 'ws';
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

/** Every raw WebSocket frame a client receives from now on. */
function rawFrames(room: Room<GameRoomState>): Buffer[] {
  const frames: Buffer[] = [];
  const ws = (room.connection.transport as unknown as { ws: NodeWebSocket }).ws;
  ws.on('message', (data: Buffer) => frames.push(Buffer.from(data)));
  return frames;
}

const contains = (frames: Buffer[], bytes: number[]) => frames.some((f) => f.includes(Buffer.from(bytes)));

test("nothing about the opponent's choices reaches a client before they are revealed", async () => {
  const ra = await firstState(await (await h.player('kate')).joinOrCreate<GameRoomState>('others'));
  const framesA = rawFrames(ra);
  const boxA = inbox(ra);
  const rb = await firstState(await (await h.player('liam')).joinOrCreate<GameRoomState>('others'));
  await h.startPlay(ra, rb);
  // Liam picks the Teacher: its letter, as encoded in a message ("T" as a 1-character string), must not reach
  // Kate until Place ends. Kate picks the Org. Doctor (F).
  const teacher = [0xa1, 0x54];
  rb.send('choose', { square: 61 });
  await until(() => [...ra.state.players.values()].some((p) => p.done), 3000, 'liam done');
  ra.send('choose', { square: 2 });
  await until(() => ra.state.phase === 'place', 3000, 'place');
  rb.send('place', { square: 44 });
  await new Promise((r) => setTimeout(r, 100));
  expect(contains(framesA, teacher)).toBe(false);
  const liam = () => [...ra.state.players.values()].find((p) => p.username === 'liam')!;
  expect(liam().character).toBe('');
  expect(liam().square).toBe(-1);
  ra.send('place', { square: 20 });
  await until(() => ra.state.phase === 'move', 3000, 'move');
  expect(liam().character).toBe('T');
  expect(liam().square).toBe(44);
  expect(contains(framesA, teacher)).toBe(true);

  // Liam plans and confirms; Kate sees only that he is done, never where, until the reveal.
  rb.send('move', { square: 45 });
  rb.send('hit', { square: 42 });
  rb.send('set');
  await until(() => liam().done, 3000, 'liam set');
  expect(liam().square).toBe(44);
  expect(ra.state.lastReveal).toBeUndefined();
  for (const plan of boxA.all('plan')) expect(plan).not.toMatchObject({ move: 45 });
  ra.send('move', { square: 20 });
  ra.send('hit', { square: 21 });
  ra.send('set');
  await until(() => ra.state.phase === 'reveal', 3000, 'reveal');
  expect(ra.state.lastReveal?.toJSON()).toMatchObject({ moveB: 45, hitB: 42 });
  await ra.leave();
  await rb.leave();
});

test('thousands of random and malformed messages: every one answered or ignored safely, and the game still ends right', async () => {
  const ra = await firstState(await (await h.player('mona')).joinOrCreate<GameRoomState>('others'));
  const rb = await firstState(await (await h.player('nils')).joinOrCreate<GameRoomState>('others'));
  const boxA = inbox(ra);
  const boxB = inbox(rb);
  await h.startPlay(ra, rb);
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const types = [
    'choose',
    'place',
    'move',
    'hit',
    'set',
    'back',
    'pause',
    'continue',
    'reset',
    'fly',
    '',
    '__proto__',
    'constructor',
  ];
  const payloads: unknown[] = [
    undefined,
    null,
    0,
    -1,
    64,
    1e308,
    Number.NaN,
    'square',
    [],
    [1, 2],
    { square: 'x' },
    { square: 2.5 },
    { square: -7 },
    { square: 1e9 },
    { square: null },
    { type: 'set' },
    { __proto__: { square: 3 } },
    { square: { square: 3 } },
    { square: 5 },
    { square: 61 },
    { square: 27 },
    'a'.repeat(1000),
  ];
  for (let i = 0; i < 3000; i++) {
    const room = i % 2 === 0 ? ra : rb;
    const type = types[rnd(types.length)]!;
    room.send(type, payloads[rnd(payloads.length)]);
    // At most 10 messages per connection in each second of the room's clock: under the 30-a-second budget.
    if (i % 20 === 19) {
      await new Promise((r) => setTimeout(r, 5));
      h.advance(ra.roomId, 1000);
    }
  }
  await until(() => boxA.all('error').length + boxB.all('error').length > 500, 5000, 'error replies');
  for (const e of [...boxA.all('error'), ...boxB.all('error')]) {
    expect(e).toEqual({
      code: expect.stringMatching(/^[a-z]+\/[a-z-]+$/) as unknown,
      message: expect.any(String) as unknown,
    });
  }
  // Then the game plays out from its deadlines to a proper result, and the server still serves requests.
  await h.advanceUntil(
    ra.roomId,
    () => boxA.last('gameover') !== undefined && boxB.last('gameover') !== undefined,
    'gameover',
  );
  const a = boxA.last('gameover') as { result: string };
  const b = boxB.last('gameover') as { result: string };
  const mirror: Record<string, string> = { win: 'lose', lose: 'win', draw: 'draw' };
  expect(b.result).toBe(mirror[a.result]);
  expect((await fetch(`${h.server.url}/v1/setting/setl`)).status).toBeLessThan(500);
});
