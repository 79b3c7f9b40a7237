// Two server processes sharing PostgreSQL and Redis: a user's limits hold whichever process a request reaches.
// (The sign-in test also lives here: it needs the same two processes.)
import { GameClient } from '../../web/src/game/net/gameClient';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { startTwoProcesses, type TwoProcesses } from '../twoProcesses';
import { matchmake } from './rawHttp';

let two: TwoProcesses;

beforeAll(async () => {
  // Room for reruns within a minute: the per-IP sign-in budget is not what these tests count.
  two = await startTwoProcesses({ SIGNIN_RATE_LIMIT: '1000' });
}, 60_000);

afterAll(async () => {
  await two.close();
});

const sessionOf = (username: string) => two.session(username, 'Budget Player');

const clientOn = (url: string, token: string) => {
  const client = new GameClient(url);
  client.auth.token = token;
  return client;
};

test('the live-room budget is shared by the processes: a fourth room is refused on either', async () => {
  const token = await sessionOf(`ulla${randomBytes(3).toString('hex')}`);
  const [a, b] = two.urls.map((u) => clientOn(u, token));
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
    statuses.push((await matchmake(two.urls[i % 2]!, 'joinById', String(400_000 + i), {}, auth)).status);
  }
  // No game has these codes (404 match/no-such-game) until the user's 6 a minute are spent (429).
  expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
});

test('sign-in attempts on one account are counted across the processes', async () => {
  // SmartLock sign-ins dated long ago: refused (401) at once, but every attempt counts toward the limit.
  const username = `w${randomBytes(4).toString('hex')}`;
  const statuses = [];
  for (let i = 0; i < 12; i++) {
    const res = await fetch(`${two.urls[i % 2]!}/v1/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, ts: 0, sig: 'f'.repeat(130), smartlock: true }),
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
});
