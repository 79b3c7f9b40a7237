// A crash of the only process (issue 27): one real process on SQLite without Redis hosts a game against the AI; it
// is killed (SIGKILL) and started again on the same database. The new run records the previous run's game as no
// contest within 30 s of the kill, and its player is told when they come back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'colyseus.js';
import { afterAll, expect, test } from 'vitest';
import { openDb, type Db } from '../api/db/connect';
import { createSession } from '../api/db/sessions';
import { upsertHiveUser } from '../api/db/users';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { until } from './roomHarness';
import { freePort, startProcess } from './twoProcesses';

const dir = mkdtempSync(join(tmpdir(), 'octoduel-crash-'));
const dbUrl = `sqlite:${join(dir, 'crash.sqlite')}`;
const running: ChildProcess[] = [];
let db: Db | undefined;

afterAll(async () => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(port: number): Promise<ChildProcess> {
  const child = await startProcess(port, dbUrl, '', { TRUST_PROXY: 'loopback' });
  running.push(child);
  return child;
}

test('a process restarted alone records its previous run’s games as no contest, and the player is told', async () => {
  const port = await freePort();
  const first = await start(port);
  db = await openDb(dbUrl);
  const user = await upsertHiveUser(db.kysely, 'restart-ann', 'keychain', Date.now());
  await db.kysely
    .updateTable('users')
    .set({ name: 'Restart Ann', email: 'ann@example.com' })
    .where('id', '=', user.id)
    .execute();
  const token = await createSession(db.kysely, user, 'keychain', Date.now());
  const client = new Client(`http://127.0.0.1:${port}`);
  client.auth.token = token;
  const room = await client.create<GameRoomState>('h1a1', { level: 'easy' });
  room.onMessage('*', () => undefined);
  await until(() => room.state.phase === 'start' && room.state.gameId !== '', 10_000, 'the game starts');
  const { gameId } = room.state;
  const opponent = [...room.state.players.values()].find((p) => p.isAi)!.name;
  const exited = new Promise((r) => first.once('exit', r));
  const noted = async () => (await db!.kysely.selectFrom('live_games').select('id').execute()).length;
  for (let i = 0; i < 50 && (await noted()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const killedAt = Date.now();
  first.kill('SIGKILL');
  await exited;
  room.removeAllListeners();

  await start(port);
  const stored = async () =>
    db!.kysely.selectFrom('games').select(['winner', 'reason']).where('id', '=', gameId).executeTakeFirst();
  while ((await stored()) === undefined && Date.now() - killedAt < 30_000)
    await new Promise((r) => setTimeout(r, 250));
  expect(Date.now() - killedAt).toBeLessThan(30_000);
  expect(await stored()).toEqual({ winner: 'none', reason: 'no-contest' });

  const answer = await fetch(`http://127.0.0.1:${port}/v1/api/auth/notices`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await answer.json()).toMatchObject({ notices: [{ gameId, opponent }] });
}, 60_000);
