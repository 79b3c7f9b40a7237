// Matchmaking HTTP (which Colyseus serves outside Fastify) attacked over real sockets: CORS for foreign
// origins, bodies too large to buffer, and rate limits that forged X-Forwarded-For headers cannot dodge.
// Every refusal is the API's: its HTTP status and coded error body (api/http/errors.ts, contract/http.ts).
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from 'kysely';
import { afterEach, expect, test, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../rooms/limits/limits';
import {
  EXHIBITION_ONLY_WATCHED,
  GAME_GONE,
  NO_GAME_TO_JOIN,
  NO_SUCH_CALL,
  NO_SUCH_ROOM_TYPE,
  RECONNECTION_EXPIRED,
  TOO_SLOW,
} from '../../rooms/matchmaking/matchmakingGate';
import { UNKNOWN_LEVEL } from '../../rooms/matchmaking/roomOptions';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { startRoomHarness, type RoomHarness } from '../roomHarness';
import { allowHeaders, errorOf, matchmake, rawExchange, send } from './rawHttp';

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
  expect(errorOf(answer)).toEqual({
    status: 'error',
    statusCode: 413,
    error: 'Payload Too Large',
    code: 'request/too-large',
    message: 'The request body is too large (at most 16 KB).',
  });
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
  expect(errorOf(answer)).toMatchObject({ statusCode: 413, code: 'request/too-large' });
});

test('a matchmaking body sent too slowly is cut off with 408 instead of holding the request open', async () => {
  h = await startRoomHarness({ limits: { ...DEFAULT_LIMITS, bodyTimeoutMs: 300 } });
  const head =
    'POST /matchmake/joinOrCreate/others HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';
  // 10 of the 100 announced bytes, then nothing.
  const answer = await rawExchange(h.server.port, head, [Buffer.from('{"a":"xxxx')]);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(errorOf(answer)).toEqual({
    status: 'error',
    statusCode: 408,
    error: 'Request Timeout',
    code: 'request/too-slow',
    message: TOO_SLOW,
  });
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
  // The others were answered, each as a code that names no game (404).
  expect(answers.filter((a) => a.status === 404)).toHaveLength(20);
  expect(errorOf(refused[0]!)).toEqual({
    status: 'error',
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'rate/limited',
    message: 'Too many attempts to join by code. Please wait a minute and try again.',
  });
  expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
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
  // No game has these codes (404) until the user's 6 a minute are spent (429).
  expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
  // Another user from those same addresses is not held back by the first one's count.
  const other = await bearer(h, 'settler');
  const ip = { 'x-forwarded-for': '198.51.100.7' };
  expect((await matchmake(h.server.url, 'joinById', '300000', {}, { ...other, ...ip })).status).toBe(404);
});

test('room creation is limited per user, with a message the web client shows', async () => {
  h = await startRoomHarness();
  const client = await h.player('maker');
  for (let i = 0; i < 10; i++) {
    const room = await client.create<GameRoomState>('h1a1');
    await room.leave();
  }
  await expect(client.create('h1a1')).rejects.toMatchObject({
    status: 429,
    code: 'rate/limited',
    message: 'Too many games started. Please wait a minute before starting another.',
  });
  // Someone else on the same machine can still start a game.
  const friend = await (await h.player('friend')).create<GameRoomState>('h1a1');
  await friend.leave();
});

// Issue 35, finding 5: a `join` holds a waiting public room's free seat, yet it counted only against the general
// limit (120 a minute per IP, 30 per user), so one account could hold the pool's head again and again.
test('a public join counts like creating a room: joins and creations share one budget per user and per IP', async () => {
  h = await startRoomHarness({
    limits: { ...DEFAULT_LIMITS, createPerMinute: { ip: 6, user: 3 } },
  });
  const joiner = await bearer(h, 'holder');
  // No room waits: each join is answered 404 until the user's 3 a minute are spent.
  const statuses = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await matchmake(h.server.url, 'join', 'others', {}, joiner)).status);
  expect(statuses).toEqual([404, 404, 404, 429]);
  const refused = await matchmake(h.server.url, 'create', 'h2a0', {}, joiner);
  expect(refused.status).toBe(429);
  expect(errorOf(refused)).toMatchObject({
    code: 'rate/limited',
    message: 'Too many games started. Please wait a minute before starting another.',
  });
  // The IP's budget (6) counts the joins too: the first user's five calls leave one for anyone at this address.
  const others = [await bearer(h, 'holdertwo'), await bearer(h, 'holderthree')];
  const fromIp = [];
  for (const auth of [...others, ...others])
    fromIp.push((await matchmake(h.server.url, 'join', 'others', {}, auth)).status);
  expect(fromIp).toEqual([404, 429, 429, 429]);
});

test("every refusal is the API's status and coded body; a seat reservation stays Colyseus's own", async () => {
  h = await startRoomHarness();
  const auth = await bearer(h, 'olga');
  const own = { origin: h.server.url };
  const host = await (await h.player('hana')).create<GameRoomState>('h2a0');
  const refusals = [
    [
      await matchmake(h.server.url, 'create', 'h1a1', { level: 'nope' }, auth),
      400,
      'request/invalid',
      UNKNOWN_LEVEL,
    ],
    [
      await send(
        h.server.url,
        'POST',
        '/matchmake/create/h1a1',
        { ...auth, 'content-type': 'application/json' },
        '{',
      ),
      400,
      'request/invalid',
      'Matchmaking options must be a JSON object.',
    ],
    [
      await matchmake(h.server.url, 'create', 'h1a1', {}, own),
      401,
      'auth/signed-out',
      'Please sign in to play.',
    ],
    [
      await matchmake(h.server.url, 'create', 'h1a1', {}, { authorization: 'Bearer not-a-session' }),
      401,
      'auth/signed-out',
      'Your session has expired. Please sign in again.',
    ],
    [
      await matchmake(h.server.url, 'create', 'exhibition', {}, auth),
      403,
      'match/watch-only',
      EXHIBITION_ONLY_WATCHED,
    ],
    [await matchmake(h.server.url, 'leave', 'others', {}, auth), 404, 'request/not-found', NO_SUCH_CALL],
    [
      await send(h.server.url, 'GET', '/matchmake/joinOrCreate/others'),
      404,
      'request/not-found',
      NO_SUCH_CALL,
    ],
    [await matchmake(h.server.url, 'create', 'chess', {}, auth), 404, 'request/not-found', NO_SUCH_ROOM_TYPE],
    [await matchmake(h.server.url, 'join', 'h1a1', {}, auth), 404, 'match/no-such-game', NO_GAME_TO_JOIN],
    [
      await matchmake(h.server.url, 'reconnect', '999999', { reconnectionToken: 'x' }, auth),
      404,
      'match/no-such-game',
      GAME_GONE,
    ],
    [
      await matchmake(h.server.url, 'reconnect', host.roomId, { reconnectionToken: 'forged' }, auth),
      410,
      'match/expired',
      RECONNECTION_EXPIRED,
    ],
  ] as const;
  for (const [answer, status, code, message] of refusals) {
    expect({ httpStatus: answer.status, ...errorOf(answer) }).toEqual({
      httpStatus: status,
      status: 'error',
      statusCode: status,
      error: expect.any(String) as unknown,
      code,
      message,
    });
    expect(answer.headers['content-type']).toBe('application/json');
  }
  // A refusal to this site's origin carries its CORS headers (the browser lets the page read the message).
  expect(refusals[2][0].headers['access-control-allow-origin']).toBe(own.origin);

  const seat = await matchmake(h.server.url, 'create', 'h1a1', { level: 'easy' }, auth);
  expect(seat.status).toBe(200);
  const reservation = JSON.parse(seat.body) as Record<string, unknown>;
  expect(Object.keys(reservation).sort()).toEqual(['room', 'sessionId']);
  expect(reservation.room).toMatchObject({ name: 'h1a1' });
  await host.leave();
});

/** Makes the rooms' session look-ups throw, as a database that is down would. */
const sessionsDown: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (JSON.stringify(node).includes('"sessions"')) throw new Error('database unavailable (on purpose)');
    return node;
  },
  transformResult: async (args) => args.result,
};

test('a server fault answers 500 server/fault with a logged requestId, never the error itself', async () => {
  h = await startRoomHarness({}, { dbPlugin: sessionsDown });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const answer = await matchmake(h.server.url, 'create', 'h1a1', {}, { authorization: 'Bearer some-token' });
  expect(answer.status).toBe(500);
  const body = errorOf(answer);
  expect(body).toEqual({
    status: 'error',
    statusCode: 500,
    error: expect.any(String) as unknown,
    code: 'server/fault',
    message: 'Something went wrong on the server. Please try again.',
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
  });
  expect(answer.body).not.toMatch(/on purpose/);
  expect(logged.mock.calls.some((call) => String(call[0]).includes(body.requestId!))).toBe(true);
  logged.mockRestore();
});
