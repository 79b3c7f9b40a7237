// Request bodies over raw sockets, as a script sends them: every write route enumerated from the app (so a new
// route is covered), a large announced Content-Length with only a few bytes sent. A caller who is signed out
// (or not an admin, where an admin is needed) is refused before the body is read; anyone else meets the
// route's body limit (small by default, larger only for image uploads and the AI names list) before it is
// read. Nobody makes the server wait for, buffer or parse megabytes it will refuse.
import { connect } from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChainClient } from '../hive/chain';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';
import { AI_NAMES_BODY_BYTES, DEFAULT_BODY_BYTES, UPLOAD_BODY_BYTES } from './limits';

const EMPTY_CHAIN: ChainClient = { getAccounts: () => Promise.resolve([]) };
const MB = 1024 * 1024;

let api: TestApi;
let port = 0;
let admin: SignedIn;
let player: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ chain: EMPTY_CHAIN });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
  admin = await api.signIn('boss', { admin: true });
  player = await api.signIn('pat');
});
afterAll(async () => {
  await api.close();
});

interface Answer {
  /** 0 when the server said nothing within the wait (it was waiting for the body). */
  readonly status: number;
  readonly body: { code?: string; message?: string };
  readonly headers: string;
}

/**
 * Sends `head` (request line and headers, announcing `Content-Length: announced`), then `sent` (usually far
 * fewer bytes, or none), on a raw socket; resolves with the first complete answer, or status 0 after `waitMs`.
 */
function exchange(
  method: string,
  path: string,
  headers: Record<string, string>,
  announced: number | 'chunked',
  sent: readonly Buffer[],
  waitMs = 5000,
): Promise<Answer> {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(announced === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${announced}`);
  const head = `${lines.join('\r\n')}\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (answer: Answer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const nothing = (): Answer => ({ status: 0, body: {}, headers: '' });
    const timer = setTimeout(() => {
      finish(parse(received) ?? nothing());
    }, waitMs);
    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      const answer = parse(received);
      if (answer !== undefined) finish(answer);
    });
    socket.on('close', () => {
      finish(parse(received) ?? nothing());
    });
    socket.on('error', () => {
      finish(parse(received) ?? nothing());
    });
    socket.on('connect', () => {
      socket.write(head);
      void (async () => {
        for (const chunk of sent) {
          if (done || socket.destroyed) return;
          socket.write(chunk);
          await new Promise((r) => setTimeout(r, 2));
        }
      })();
    });
  });
}

/** A whole answer (headers and a Content-Length body) from the bytes received, or undefined while partial. */
function parse(bytes: Buffer): Answer | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const headers = bytes.subarray(0, end).toString();
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
  const body = bytes.subarray(end + 4);
  if (body.length < length) return undefined;
  const status = Number(headers.split(' ')[1]);
  const text = body.subarray(0, length).toString();
  return { status, headers, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) };
}

/** Every route that takes a body (not GET or HEAD), with its path parameters filled in. */
const writeRoutes = (): { method: string; url: string }[] =>
  api.routes
    .flatMap((route: RouteOptions) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method),
        url: route.url.replace(/:[A-Za-z]+/g, 'alice'),
      })),
    )
    .filter(({ method }) => method !== 'GET' && method !== 'HEAD');

/** Routes that need a session: 401 for a signed-out caller. */
const SESSION_ROUTES = [
  'POST /v1/api/auth/user',
  'POST /v1/api/updateacc-hive/alice',
  'POST /api/users/updateName/alice',
  'POST /v1/api/auth/guide',
  'POST /v1/api/auth/notices',
  'POST /v1/api/keychain/fetch_memo2',
  'POST /v1/api/keychain/login2',
  'POST /v1/api/login2',
  'POST /api/arenas',
  'POST /api/arenas/alice/join',
  'POST /api/arenas/alice/withdraw',
  'POST /api/arenas/alice/pause',
  'POST /api/arenas/alice/resume',
];
/** Whether a route needs an admin (every settings and leaderboard write, the arena schedules). */
const isAdminRoute = (route: string) =>
  /^(POST|PUT|DELETE|PATCH) \/v1\/setting\//.test(route) || /^(POST|DELETE) \/api\/admin\//.test(route);

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const FEW_BYTES = [Buffer.from('{"a":')];

/** Each write route's answer to `headers` announcing `announced` bytes and sending five; 0: none within `waitMs`. */
const answersOf = (headers: Record<string, string>, announced: number, waitMs = 5000) =>
  Promise.all(
    writeRoutes().map(async ({ method, url }) => {
      const answer = await exchange(method, url, headers, announced, FEW_BYTES, waitMs);
      return { route: `${method} ${url}`, status: answer.status, code: answer.body.code };
    }),
  );

describe('a large announced body with only a few bytes sent: refused at once, the body never waited for', () => {
  test('7 MB announced, signed out: 401 where a session or an admin is needed, 413 everywhere else', async () => {
    const answers = await answersOf(JSON_HEADERS, 7 * MB);
    expect(answers.length).toBeGreaterThan(25);
    expect(answers).toEqual(
      answers.map(({ route }) =>
        SESSION_ROUTES.includes(route) || isAdminRoute(route)
          ? { route, status: 401, code: 'auth/signed-out' }
          : { route, status: 413, code: 'request/too-large' },
      ),
    );
  });

  test('a body within every limit announced, signed out: 401 at once where a session or an admin is needed', async () => {
    // Routes open to anyone (sign-in, sign-out) wait for their body, as they should; the rest refuse at once.
    const answers = await answersOf(JSON_HEADERS, DEFAULT_BODY_BYTES - 1, 2500);
    expect(answers).toEqual(
      answers.map(({ route }) =>
        SESSION_ROUTES.includes(route) || isAdminRoute(route)
          ? { route, status: 401, code: 'auth/signed-out' }
          : { route, status: 0, code: undefined },
      ),
    );
  });

  test('signed in as a player: 403 at once on every admin route (uploads included), 413 past the others’ limits', async () => {
    const headers = { ...JSON_HEADERS, Authorization: player.headers.authorization };
    const within = await answersOf(headers, DEFAULT_BODY_BYTES - 1);
    const admins = within.filter(({ route }) => isAdminRoute(route));
    expect(admins.length).toBeGreaterThan(10);
    expect(admins).toEqual(admins.map(({ route }) => ({ route, status: 403, code: 'auth/not-admin' })));
    const over = await answersOf(headers, 7 * MB);
    expect(over).toEqual(
      over.map(({ route }) =>
        isAdminRoute(route)
          ? { route, status: 403, code: 'auth/not-admin' }
          : { route, status: 413, code: 'request/too-large' },
      ),
    );
  });

  test('a multipart upload announced over the upload limit: 413 even for an admin, before the body', async () => {
    const headers = {
      'Content-Type': 'multipart/form-data; boundary=x',
      Authorization: admin.headers.authorization,
    };
    const answer = await exchange('POST', '/v1/setting/setgfloortile', headers, UPLOAD_BODY_BYTES + 1, [
      Buffer.from('--x\r\n'),
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toMatch(/too-large/);
  });

  test('an admin upload within the limit is read as usual (the server waits for its body)', async () => {
    const headers = { ...JSON_HEADERS, Authorization: admin.headers.authorization };
    const answer = await exchange('POST', '/v1/setting/setgfloortile', headers, 7 * MB, FEW_BYTES, 500);
    expect(answer.status).toBe(0);
  });
});

describe('bodies over the route limit, actually sent', () => {
  const signIn = (headers: Record<string, string>, body: string, announced: number | 'chunked') => {
    const bytes = Buffer.from(body);
    const chunks =
      announced === 'chunked'
        ? [Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')]
        : [bytes];
    return exchange('POST', '/api/users/signin', headers, announced, chunks);
  };
  const over = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(DEFAULT_BODY_BYTES) });

  test('an ordinary JSON route refuses a body over its limit with 413, a code and the limit in words', async () => {
    const answer = await signIn(JSON_HEADERS, over, Buffer.byteLength(over));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'request/too-large',
      message: `The request body is too large (at most ${DEFAULT_BODY_BYTES / 1024} KB).`,
    });
  });

  test('the same body sent chunked, with no length announced: 413 too', async () => {
    const answer = await signIn(JSON_HEADERS, over, 'chunked');
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('request/too-large');
  });

  test('a body within the limit is read: a wrong password is a 401, not a 413', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(190) });
    const answer = await signIn(JSON_HEADERS, body, Buffer.byteLength(body));
    expect(answer.status).toBe(401);
  });

  test('the largest AI names list the settings allow (5000 names of 40 characters, mostly emoji) fits its route', async () => {
    const names = Array.from({ length: 5000 }, (_, i) => `${'🐙'.repeat(36)}${String(i).padStart(4, '0')}`);
    const body = JSON.stringify({ qty: 5000, names });
    expect(Buffer.byteLength(body)).toBeGreaterThan(DEFAULT_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(AI_NAMES_BODY_BYTES);
    const res = await fetch(`http://127.0.0.1:${port}/v1/setting/seta`, {
      method: 'PUT',
      headers: { ...JSON_HEADERS, ...admin.headers },
      body,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { names: string[] }).names).toHaveLength(5000);
  });
});
