// Matchmaking HTTP (which Colyseus serves outside Fastify) attacked over real sockets: CORS for foreign
// origins, bodies too large to buffer, and rate limits that forged X-Forwarded-For headers cannot dodge.
import { afterEach, expect, test } from 'vitest';
import { DEFAULT_LIMITS } from '../../rooms/limits';
import type { GameRoomState } from '../../rooms/schema';
import { startRoomHarness, type RoomHarness } from '../roomHarness';
import { allowHeaders, matchmake, rawExchange, send } from './rawHttp';

let h: RoomHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const bearer = async (harness: RoomHarness, username: string) => ({
  authorization: `Bearer ${(await harness.player(username)).auth.token}`,
});

test('a foreign origin gets no Access-Control-Allow-* header at all; the own origin is allowed', async () => {
  h = await startRoomHarness();
  const evil = { origin: 'https://evil.example' };
  const preflight = await send(h.server.url, 'OPTIONS', '/matchmake/joinOrCreate/others', {
    ...evil,
    'access-control-request-method': 'POST',
  });
  expect(preflight.status).toBeLessThan(300);
  expect(allowHeaders(preflight)).toEqual([]);
  const post = await matchmake(h.server.url, 'create', 'h2a0', {}, { ...evil, ...(await bearer(h, 'ines')) });
  expect(allowHeaders(post)).toEqual([]);

  const own = { origin: h.server.url.replace('localhost', '127.0.0.1') };
  const ownPreflight = await send(h.server.url, 'OPTIONS', '/matchmake/joinOrCreate/others', {
    ...own,
    'access-control-request-method': 'POST',
  });
  expect(ownPreflight.headers['access-control-allow-origin']).toBe(own.origin);
  expect(ownPreflight.headers['access-control-allow-credentials']).toBe('true');
});

test('a matchmaking body announced larger than 16 KB is refused with 413 before it is read', async () => {
  h = await startRoomHarness();
  const head =
    'POST /matchmake/joinOrCreate/others HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    'Content-Type: application/json\r\nContent-Length: 67108864\r\n\r\n';
  const answer = await rawExchange(h.server.port, head, [Buffer.from('{"a":"')]);
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toMatch(/too large/i);
});

test('a chunked matchmaking body without Content-Length is cut off with 413 once it passes 16 KB', async () => {
  h = await startRoomHarness();
  const head =
    'POST /matchmake/joinOrCreate/others HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
  const chunk = (text: string) => Buffer.from(`${text.length.toString(16)}\r\n${text}\r\n`);
  // 40 chunks of 1 KB and never the final empty chunk: a server that buffers to the end never answers.
  const chunks = [chunk('{"a":"'), ...Array.from({ length: 40 }, () => chunk('x'.repeat(1024)))];
  const answer = await rawExchange(h.server.port, head, chunks);
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
});

test('a matchmaking body sent too slowly is cut off with 408 instead of holding the request open', async () => {
  h = await startRoomHarness({ limits: { ...DEFAULT_LIMITS, bodyTimeoutMs: 300 } });
  const head =
    'POST /matchmake/joinOrCreate/others HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';
  // 10 of the 100 announced bytes, then nothing.
  const answer = await rawExchange(h.server.port, head, [Buffer.from('{"a":"xxxx')]);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});

test('join-by-code attempts are limited per IP: forged X-Forwarded-For headers do not reset the count', async () => {
  h = await startRoomHarness();
  const answers = [];
  for (let u = 0; u < 5; u++) {
    const auth = await bearer(h, `scanner${u}`);
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${u * 10 + i}` };
      answers.push(
        await matchmake(h.server.url, 'joinById', String(100_000 + u * 10 + i), {}, { ...auth, ...forged }),
      );
    }
  }
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(25 - 20);
  expect(JSON.parse(refused[0]!.body)).toMatchObject({
    error: expect.stringMatching(/too many/i) as unknown,
  });
});

test('behind a trusted proxy each client IP has its own budget, but one user stays limited from any IP', async () => {
  h = await startRoomHarness({}, { env: { TRUST_PROXY: 'loopback' } });
  const auth = await bearer(h, 'roamer');
  const statuses = [];
  for (let i = 0; i < 8; i++) {
    const ip = { 'x-forwarded-for': `198.51.100.${i}` };
    statuses.push(
      (await matchmake(h.server.url, 'joinById', String(200_000 + i), {}, { ...auth, ...ip })).status,
    );
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  // Another user from those same addresses is not held back by the first one's count.
  const other = await bearer(h, 'settler');
  const ip = { 'x-forwarded-for': '198.51.100.7' };
  expect((await matchmake(h.server.url, 'joinById', '300000', {}, { ...other, ...ip })).status).toBe(200);
});

test('room creation is limited per user, with a message the web client shows', async () => {
  h = await startRoomHarness();
  const client = await h.player('maker');
  for (let i = 0; i < 10; i++) {
    const room = await client.create<GameRoomState>('h1a1');
    await room.leave();
  }
  await expect(client.create('h1a1')).rejects.toThrow(/too many games/i);
  // Someone else on the same machine can still start a game.
  const friend = await (await h.player('friend')).create<GameRoomState>('h1a1');
  await friend.leave();
});
