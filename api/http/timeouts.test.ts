// Issue 35, finding 8, over raw sockets as the reviewer's script did: a request that never finishes (a slow body,
// slow headers, nothing at all) is cut off by the shared server's timeouts instead of holding a socket for good,
// and a flood of signed-out writes (POST /v1/api/logout needs no session) meets a per-IP limit. The timeouts are
// short here (REQUEST_TIMEOUT_MS) so the test waits a fraction of a second, not the production 30 s.
import { connect } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import type { Config } from '../config';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi | undefined;
let port = 0;

async function listen(config: Partial<Config>): Promise<void> {
  api = await startTestApi({ config });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
}

afterEach(async () => {
  await api?.close();
  api = undefined;
});

interface Cut {
  /** Whether the server closed the connection before the client gave up (`giveUpMs`). */
  readonly closedByServer: boolean;
  /** What the server wrote before closing. */
  readonly answer: string;
}

/**
 * Writes `head`, then one byte of `trickle` every 50 ms (so the socket is never idle), until the server closes
 * the connection or `giveUpMs` passes.
 */
function slowRequest(head: string, trickle: string, giveUpMs: number): Promise<Cut> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const finish = (closedByServer: boolean) => {
      clearInterval(drip);
      clearTimeout(timer);
      socket.destroy();
      resolve({ closedByServer, answer });
    };
    const drip = setInterval(() => {
      if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
    }, 50);
    const timer = setTimeout(() => {
      finish(false);
    }, giveUpMs);
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('close', () => {
      finish(true);
    });
    socket.on('error', () => {
      finish(true);
    });
    socket.on('connect', () => socket.write(head));
  });
}

const LOGOUT_HEAD = (length: number) =>
  `POST /v1/api/logout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

test('a slow body is answered 408 and its connection closed once REQUEST_TIMEOUT_MS has passed', async () => {
  await listen({ requestTimeoutMs: 300 });
  // 200 bytes announced, one sent every 50 ms: 10 s to finish, were it let.
  const cut = await slowRequest(LOGOUT_HEAD(200), ' '.repeat(200), 8000);
  expect(cut.closedByServer).toBe(true);
  expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
});

test('slow headers and a connection that sends nothing are closed too', async () => {
  await listen({ requestTimeoutMs: 300 });
  const headers = await slowRequest('POST /v1/api/logout HTTP/1.1\r\n', 'X-Slow: ' + 'a'.repeat(200), 8000);
  expect(headers.closedByServer).toBe(true);
  const silent = await slowRequest('', '', 8000);
  expect(silent.closedByServer).toBe(true);
});

test('a request sent in time is answered as before', async () => {
  await listen({ requestTimeoutMs: 300 });
  const res = await fetch(`http://127.0.0.1:${port}/v1/api/logout`, { method: 'POST' });
  expect(res.status).toBe(200);
});

test('signed-out writes are limited per IP (429 rate/limited); a signed-in caller is not counted', async () => {
  await listen({ signedOutWriteRateLimit: 3 });
  const logout = (headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}/v1/api/logout`, { method: 'POST', headers });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await logout()).status);
  // A forged token is no session: counted as signed out.
  statuses.push((await logout({ authorization: 'Bearer forged' })).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await logout();
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await refused.json()) as { code: string; message: string };
  expect(body.code).toBe('rate/limited');
  expect(body.message).toMatch(/too many requests from your address/i);
  // Another signed-out write route shares the budget (a 401 route refuses after counting, not before).
  expect((await fetch(`http://127.0.0.1:${port}/v1/api/auth/guide`, { method: 'POST' })).status).toBe(429);
  // A player with a session still signs out.
  const pat = await api!.signIn('pat');
  expect((await logout(pat.headers)).status).toBe(200);
});
