import { afterEach, expect, test, vi } from 'vitest';
import type { Room, SeatReservation } from 'colyseus.js';
import { ApiError } from '../../net/http';
import { GameClient } from './gameClient';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Answers every fetch with `status` and `body`, and records the requests. */
function serve(status: number, body: unknown) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return requests;
}

const reservation: SeatReservation = {
  room: { roomId: 'r1', name: 'h1a1', clients: 0, maxClients: 2, metadata: {} },
  sessionId: 's1',
};

/** The client, with the WebSocket side (consumeSeatReservation) replaced by a recorder. */
function client(origin = 'http://game.test') {
  const c = new GameClient(origin);
  const consumed = vi
    .spyOn(c, 'consumeSeatReservation')
    .mockImplementation(() => Promise.resolve({ roomId: 'r1' } as unknown as Room));
  return { c, consumed };
}

test("a refused matchmaking call is an ApiError with the server's code, message and status", async () => {
  serve(404, {
    status: 'error',
    statusCode: 404,
    error: 'Not Found',
    code: 'match/no-such-game',
    message: 'There is no game with this code.',
  });
  const { c, consumed } = client();
  const err = await c.joinById('123456').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({
    code: 'match/no-such-game',
    status: 404,
    message: 'There is no game with this code.',
  });
  expect(consumed).not.toHaveBeenCalled();
});

test('a rate limit keeps its message (429 rate/limited)', async () => {
  const message = 'Too many games started. Please wait a minute before starting another.';
  serve(429, { status: 'error', statusCode: 429, error: 'Too Many Requests', code: 'rate/limited', message });
  const err = await client()
    .c.create('h1a1', { level: 'easy' })
    .catch((e: unknown) => e);
  expect(err).toMatchObject({ code: 'rate/limited', status: 429, message });
});

test('a seat reservation is posted to /matchmake/<method>/<room> and consumed as colyseus.js does', async () => {
  const requests = serve(200, reservation);
  const { c, consumed } = client();
  await c.create('h1a1', { level: 'easy' });
  expect(requests).toHaveLength(1);
  expect(requests[0]!.url).toBe('http://game.test/matchmake/create/h1a1');
  expect(requests[0]!.init.method).toBe('POST');
  expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ level: 'easy' });
  // No token set: the session cookie signs the call in, no Authorization header goes out.
  expect(requests[0]!.init.headers).not.toHaveProperty('authorization');
  expect(consumed).toHaveBeenCalledWith(reservation, undefined, undefined);
});

test("a token set on the client is sent as Bearer; a reconnection's seat is taken back with its token", async () => {
  const requests = serve(200, reservation);
  const { c, consumed } = client();
  c.auth.token = 'tok';
  await c.reconnect('r1:secret');
  expect(requests[0]!.url).toBe('http://game.test/matchmake/reconnect/r1');
  expect(requests[0]!.init.headers).toMatchObject({ authorization: 'Bearer tok' });
  expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ reconnectionToken: 'secret' });
  expect(consumed).toHaveBeenCalledWith(
    { ...reservation, reconnectionToken: 'secret' },
    undefined,
    undefined,
  );
});
