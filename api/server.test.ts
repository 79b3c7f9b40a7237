import { afterEach, expect, test, vi } from 'vitest';
import { loadConfig } from './config';
import { createSession, SESSION_MS } from './db/sessions';
import { upsertHiveUser } from './db/users';
import { createApiServer, PURGE_EVERY_MS, type ApiServer } from './server';
import { UNREACHABLE_CHAIN } from '../tests/kits/testHarness';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

test('expired sessions, challenges and used signatures are purged periodically while the server runs', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server = await createApiServer(loadConfig({ DATABASE_URL: 'sqlite::memory:' }), {
    chain: UNREACHABLE_CHAIN,
    logger: false,
    webRoot: 'no-such-folder',
  });
  const k = server.ctx.db.kysely;
  const now = Date.now();
  // Rows that expire after the server started (the purge at start cannot have seen them).
  const user = await upsertHiveUser(k, 'alice', 'keychain', now);
  await createSession(k, user, 'keychain', now - SESSION_MS - 1); // expired a moment ago
  await createSession(k, user, 'keychain', now); // live for 14 days
  await k
    .insertInto('challenges')
    .values({ id: 'c1', username: 'alice', memo: 'm', link_user_id: null, expires_at: now - 1 })
    .execute();
  await k
    .insertInto('used_signatures')
    .values({ signature: 's1', expires_at: now - 1 })
    .execute();
  const count = async () => [
    (await k.selectFrom('sessions').select('token_hash').execute()).length,
    (await k.selectFrom('challenges').select('id').execute()).length,
    (await k.selectFrom('used_signatures').select('signature').execute()).length,
  ];
  expect(await count()).toEqual([2, 1, 1]);

  await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS);
  await vi.waitFor(async () => {
    expect(await count()).toEqual([1, 0, 0]);
  });
  // The live session stays.
  expect(await k.selectFrom('sessions').select('expires_at').executeTakeFirst()).toEqual({
    expires_at: now + SESSION_MS,
  });
});

test('the purge timer never keeps the process alive, and closing the server clears it', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const timers: ReturnType<typeof setInterval>[] = [];
  const realSetInterval = globalThis.setInterval;
  vi.spyOn(globalThis, 'setInterval').mockImplementation((...args: Parameters<typeof setInterval>) => {
    const timer = realSetInterval(...args);
    timers.push(timer);
    return timer;
  });
  server = await createApiServer(loadConfig({ DATABASE_URL: 'sqlite::memory:' }), {
    chain: UNREACHABLE_CHAIN,
    logger: false,
    webRoot: 'no-such-folder',
  });
  expect(timers.map((t) => t.hasRef())).toEqual([false]);
  expect(vi.getTimerCount()).toBe(1);
  await server.close();
  server = undefined;
  expect(vi.getTimerCount()).toBe(0);
});
