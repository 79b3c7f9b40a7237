// Issue #10, point 3: a SmartLock signature names this site (product, host, purpose), so one made for another
// site cannot sign in here; it may be at most 30 s ahead of the server's clock. Real HTTP, real signatures.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createLegacyUser } from '../db/users';
import { createSession } from '../db/sessions';
import {
  ACCOUNTS,
  listenForHttp,
  signMessage,
  startHiveTestApi,
  type HiveTestApi,
} from '../../tests/kits/signInTestKit';

const { alice } = ACCOUNTS;

let api: HiveTestApi;
let post: Awaited<ReturnType<typeof listenForHttp>>;
let host: string;
beforeEach(async () => {
  api = await startHiveTestApi();
  post = await listenForHttp(api);
  host = `127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
});
afterEach(async () => {
  await api.close();
});

const smartLock = (message: string, ts: number, headers: Record<string, string> = {}) =>
  post(
    '/v1/api/login',
    { username: 'alice', ts, sig: signMessage(alice.keys.posting, message), smartlock: true },
    headers,
  );

describe('SmartLock sign-in names this site', () => {
  test('octoduel:login:<host>:<username>:<ts> signs in', async () => {
    const ts = api.clock.now;
    const res = await smartLock(`octoduel:login:${host}:alice:${ts}`, ts);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hiveUsername: 'alice' });
  });

  test.each([
    {
      name: 'the bare username and timestamp (any site could ask for it)',
      message: (_h: string, ts: number) => `alice${ts}`,
    },
    { name: 'another host', message: (_h: string, ts: number) => `octoduel:login:evil.example:alice:${ts}` },
    {
      name: 'another product on this host',
      message: (h: string, ts: number) => `otherapp:login:${h}:alice:${ts}`,
    },
    { name: 'the link purpose', message: (h: string, ts: number) => `octoduel:link:${h}:alice:${ts}` },
  ])('a signature of $name is refused', async ({ message }) => {
    const ts = api.clock.now;
    const res = await smartLock(message(host, ts), ts);
    expect(res.status).toBe(401);
    expect(await api.sessions()).toEqual([]);
  });

  test('with SITE_ORIGIN set, a forged Host header does not make another site’s signature valid', async () => {
    await api.close();
    api = await startHiveTestApi({ config: { siteOrigin: 'https://octoduel.example' } });
    post = await listenForHttp(api);
    const ts = api.clock.now;
    const forged = await smartLock(`octoduel:login:evil.example:alice:${ts}`, ts, { host: 'evil.example' });
    expect(forged.status).toBe(401);
    const own = await smartLock(`octoduel:login:octoduel.example:alice:${ts}`, ts, { host: 'evil.example' });
    expect(own.status).toBe(200);
  });

  test.each([
    { name: '30 s ahead', offset: 30_000, status: 200 },
    { name: 'more than 30 s ahead', offset: 30_001, status: 401 },
    { name: '2 minutes old', offset: -120_000, status: 200 },
    { name: 'more than 2 minutes old', offset: -120_001, status: 401 },
  ])('clock skew: $name gives $status', async ({ offset, status }) => {
    const ts = api.clock.now + offset;
    expect((await smartLock(`octoduel:login:${host}:alice:${ts}`, ts)).status).toBe(status);
  });
});

describe('SmartLock linking (login2) names this site and the link purpose', () => {
  test('octoduel:link:<host>:<hive>:<ts> links; a sign-in signature does not', async () => {
    const legacy = await createLegacyUser(
      api.ctx.db.kysely,
      { username: 'oldtimer', email: 'old@example.com', passwordHash: 'scrypt$x', confirmToken: null },
      api.clock.now,
    );
    const authorization = `Bearer ${await createSession(api.ctx.db.kysely, legacy, 'email', api.clock.now)}`;
    const ts = api.clock.now;
    const link = (message: string) =>
      post(
        '/v1/api/login2',
        {
          hiveUsername: 'alice',
          username: 'oldtimer',
          ts,
          sig: signMessage(alice.keys.posting, message),
          smartlock: true,
        },
        { authorization },
      );
    expect((await link(`octoduel:login:${host}:alice:${ts}`)).status).toBe(401);
    expect((await link(`octoduel:link:evil.example:alice:${ts}`)).status).toBe(401);
    const res = await link(`octoduel:link:${host}:alice:${ts}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'oldtimer', hiveUsername: 'alice' });
  });
});
