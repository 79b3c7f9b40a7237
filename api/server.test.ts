import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PUZZLE_SET_FILE } from '../engine';
import { finishedAiGame } from '../tests/kits/storedGames';
import { recordTogether } from './db/recordQueue';
import { puzzlesOfFinishedGame } from './puzzles/mining';
import { PuzzleSetError } from './puzzles/shippedSet';
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

describe('puzzles at start (issue 42)', () => {
  const dbFile = () => `sqlite:${join(mkdtempSync(join(tmpdir(), 'octoduel-puzzles-')), 'db.sqlite')}`;
  const start = (env: Record<string, string>) =>
    createApiServer(loadConfig(env), { chain: UNREACHABLE_CHAIN, logger: false, webRoot: 'no-such-folder' });
  const shipped = (s: ApiServer) =>
    s.ctx.db.kysely
      .selectFrom('puzzles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('shipped', '=', 1)
      .executeTakeFirstOrThrow();

  test('the shipped set is loaded at start, once; a bad set stops the start', async () => {
    const url = dbFile();
    const set = JSON.parse(readFileSync(PUZZLE_SET_FILE, 'utf8')) as unknown[];
    server = await start({ DATABASE_URL: url });
    expect(Number((await shipped(server)).n)).toBe(set.length);
    expect(set.length).toBeGreaterThanOrEqual(10_000);
    // A second start on the same database: the file is known by its hash, nothing is added.
    await server.ctx.db.kysely
      .deleteFrom('puzzles')
      .where('id', '=', (set[0] as { id: string }).id)
      .execute();
    await server.close();
    server = await start({ DATABASE_URL: url });
    expect(Number((await shipped(server)).n)).toBe(set.length - 1);
    await server.close();
    server = undefined;

    const bad = join(mkdtempSync(join(tmpdir(), 'octoduel-set-')), 'puzzles.json');
    writeFileSync(bad, JSON.stringify([{ id: 'nope' }]));
    await expect(start({ DATABASE_URL: 'sqlite::memory:', PUZZLE_SET_FILE: bad })).rejects.toThrow(
      PuzzleSetError,
    );
  });

  test('a counted game recorded on the server’s database adds its puzzles in the background', async () => {
    server = await start({ DATABASE_URL: 'sqlite::memory:', PUZZLE_SET_FILE: '' });
    const k = server.ctx.db.kysely;
    const game = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((seed) => finishedAiGame('g-server', seed))
      .find((g) => puzzlesOfFinishedGame(server!.ctx.solved.table, g).length > 0)!;
    expect((await recordTogether(k, game)).written).toBe(true);
    await vi.waitFor(async () => {
      const rows = await k.selectFrom('puzzles').select(['source_game_id', 'shipped']).execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.source_game_id === 'g-server' && r.shipped === 0)).toBe(true);
    });
  });
});
