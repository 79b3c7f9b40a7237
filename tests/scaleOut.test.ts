// Two server processes sharing PostgreSQL and Redis: a game created on one is joined by code through the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'colyseus.js';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDb, type Db } from '../api/db/connect';
import { createSession } from '../api/db/sessions';
import { upsertHiveUser } from '../api/db/users';
import type { GameRoomState } from '../rooms/schema';
import { until } from './roomHarness';

const PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const schema = `scale_${randomBytes(4).toString('hex')}`;
const dbUrl = `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const ports = [2700 + Math.floor(Math.random() * 200), 2950 + Math.floor(Math.random() * 40)];
const children: ChildProcess[] = [];
let db: Db;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  await c.query(sql);
  await c.end();
}

function startProcess(port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'rooms/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL: REDIS,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      HIVE_RPC_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('listening on')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      reject(new Error(`server on ${port} exited (${code}): ${out}`));
    });
  });
}

beforeAll(async () => {
  await admin(`CREATE SCHEMA ${schema}`);
  db = await openDb(dbUrl);
  await Promise.all(ports.map(startProcess));
}, 60_000);

afterAll(async () => {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  await Promise.all(running.map((c) => new Promise((r) => c.once('exit', r))));
  await db.close();
  await admin(`DROP SCHEMA ${schema} CASCADE`);
});

async function player(username: string, port: number) {
  const user = await upsertHiveUser(db.kysely, username, 'keychain', Date.now());
  await db.kysely
    .updateTable('users')
    .set({ name: 'Scale Player', email: `${username}@example.com` })
    .where('id', '=', user.id)
    .execute();
  const client = new Client(`http://127.0.0.1:${port}`);
  client.auth.token = await createSession(db.kysely, user, 'keychain', Date.now());
  return client;
}

test('a private game created on one process is joined by its code through the other', async () => {
  const host = await (await player('olga', ports[0]!)).create<GameRoomState>('h2a0');
  expect(host.roomId).toMatch(/^\d{6}$/);
  const guest = await (await player('pete', ports[1]!)).joinById<GameRoomState>(host.roomId);
  expect(guest.roomId).toBe(host.roomId);
  await until(() => host.state.phase === 'choose' && guest.state.phase === 'choose', 5000, 'both in choose');
  expect(host.state.players.size).toBe(2);
  await guest.leave();
  await host.leave();
});

test('stopping the processes ends their games in progress as no contest', async () => {
  const a = await (await player('quin', ports[1]!)).joinOrCreate<GameRoomState>('others');
  const b = await (await player('rhea', ports[1]!)).joinOrCreate<GameRoomState>('others');
  await until(() => a.state.phase === 'choose' && b.state.phase === 'choose', 5000, 'choose');
  const seenB = new Promise<unknown>((resolve) => {
    b.onMessage('gameover', (m: unknown) => {
      resolve(m);
    });
  });
  // The room lives on whichever process matchmaking chose: stop both.
  for (const child of children) child.kill('SIGTERM');
  expect(await seenB).toMatchObject({ result: 'draw', reason: 'no-contest' });
  await until(() => children.every((c) => c.exitCode !== null), 10_000, 'processes exit');
  const games = await db.kysely.selectFrom('games').selectAll().where('mode', '=', 'others').execute();
  expect(games.map((g) => g.reason)).toEqual(['no-contest']);
  expect(await db.kysely.selectFrom('game_players').selectAll().execute()).toEqual([]);
}, 30_000);
