// Two server processes sharing PostgreSQL and Redis: a user's limits hold whichever process a request reaches.
// (The sign-in test also lives here: it needs the same two processes.)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'colyseus.js';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDb, type Db } from '../../api/db/connect';
import { createSession } from '../../api/db/sessions';
import { upsertHiveUser } from '../../api/db/users';
import type { GameRoomState } from '../../rooms/schema';
import { matchmake } from './rawHttp';

const PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const schema = `budget_${randomBytes(4).toString('hex')}`;
const dbUrl = `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const ports = [3000 + Math.floor(Math.random() * 200), 3250 + Math.floor(Math.random() * 40)];
const urls = ports.map((p) => `http://127.0.0.1:${p}`);
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
      // Room for reruns within a minute: the per-IP sign-in budget is not what these tests count.
      SIGNIN_RATE_LIMIT: '1000',
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

async function sessionOf(username: string): Promise<string> {
  const user = await upsertHiveUser(db.kysely, username, 'keychain', Date.now());
  await db.kysely
    .updateTable('users')
    .set({ name: 'Budget Player', email: `${username}@example.com` })
    .where('id', '=', user.id)
    .execute();
  return createSession(db.kysely, user, 'keychain', Date.now());
}

const clientOn = (url: string, token: string) => {
  const client = new Client(url);
  client.auth.token = token;
  return client;
};

test('the live-room budget is shared by the processes: a fourth room is refused on either', async () => {
  const token = await sessionOf(`ulla${randomBytes(3).toString('hex')}`);
  const [a, b] = urls.map((u) => clientOn(u, token));
  const rooms = [
    await a!.create<GameRoomState>('h2a0'),
    await b!.create<GameRoomState>('h2a0'),
    await a!.create<GameRoomState>('h0a2'),
  ];
  await expect(b!.create('h2a0')).rejects.toThrow(/3 games open/);
  await expect(a!.create('h1a1')).rejects.toThrow(/3 games open/);
  for (const r of rooms) await r.leave();
});

test('join-by-code attempts are counted per user across the processes', async () => {
  const auth = { authorization: `Bearer ${await sessionOf(`vlad${randomBytes(3).toString('hex')}`)}` };
  const statuses = [];
  for (let i = 0; i < 8; i++) {
    statuses.push((await matchmake(urls[i % 2]!, 'joinById', String(400_000 + i), {}, auth)).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
});

test('sign-in attempts on one account are counted across the processes', async () => {
  // SmartLock sign-ins dated long ago: refused (401) at once, but every attempt counts toward the limit.
  const username = `w${randomBytes(4).toString('hex')}`;
  const statuses = [];
  for (let i = 0; i < 12; i++) {
    const res = await fetch(`${urls[i % 2]!}/v1/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, ts: 0, sig: 'f'.repeat(130), smartlock: true }),
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
});
