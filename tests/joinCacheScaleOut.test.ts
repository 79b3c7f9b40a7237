// The join's reads are kept per process (api/db/joinCache.ts): two real processes on PostgreSQL and Redis show
// that a change made through one (a sign-out, a new name, a rated game) is what a join through the other sees next.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { toFirstMove, until } from './roomHarness';
import { startTwoProcesses, type TwoProcesses } from './twoProcesses';

let two: TwoProcesses;

beforeAll(async () => {
  two = await startTwoProcesses();
}, 60_000);

afterAll(async () => {
  await two.close();
});

function client(token: string, port: number): Client {
  const c = new Client(`http://127.0.0.1:${port}`);
  c.auth.token = token;
  return c;
}

/** How a private room through `port` seats the player: their seat as everyone sees it. */
async function seatThrough(token: string, port: number): Promise<{ name: string; rating: number }> {
  const room = await client(token, port).create<GameRoomState>('h2a0');
  try {
    await until(
      () => (room.state as Partial<GameRoomState> | undefined)?.players?.size === 1,
      5000,
      'seated',
    );
    const [seat] = [...room.state.players.values()];
    return { name: seat!.name, rating: seat!.rating };
  } finally {
    await room.leave();
  }
}

const post = (port: number, path: string, token: string, body: unknown = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('a session signed out through one process is refused at once by a join through the other', async () => {
  const token = await two.session('sofia');
  expect((await seatThrough(token, two.ports[0])).name).toBe('Scale Player');
  expect((await post(two.ports[1], '/v1/api/logout', token)).status).toBe(200);
  // Refused as signed out (HTTP 401 from matchmaking).
  await expect(client(token, two.ports[0]).create('h2a0')).rejects.toMatchObject({ code: 401 });
});

test('a name changed through one process is the name a join through the other shows', async () => {
  const token = await two.session('tomas');
  expect((await seatThrough(token, two.ports[0])).name).toBe('Scale Player');
  const renamed = await post(two.ports[1], '/api/users/updateName/tomas', token, {
    newName: 'Tomas Renamed',
  });
  expect(renamed.status).toBe(200);
  expect((await seatThrough(token, two.ports[0])).name).toBe('Tomas Renamed');
});

test('a rated game recorded by either process is the rating a join through each shows next', async () => {
  const winner = await two.session('ursula');
  const loser = await two.session('victor');
  // Both processes have read (and kept) the start rating.
  for (const port of two.ports) expect((await seatThrough(winner, port)).rating).toBe(1500);
  for (const port of two.ports) expect((await seatThrough(loser, port)).rating).toBe(1500);
  const a = await client(winner, two.ports[0]).joinOrCreate<GameRoomState>('others');
  const b = await client(loser, two.ports[1]).joinOrCreate<GameRoomState>('others');
  await until(() => a.state.phase === 'start' && b.state.phase === 'start', 5000, 'start');
  a.send('ready');
  b.send('ready');
  await until(() => a.state.phase === 'choose', 5000, 'choose');
  // Past the first move a leave is a forfeit (before it, no contest).
  await toFirstMove(a, b);
  const over = new Promise<void>((resolve) => {
    a.onMessage('gameover', () => {
      resolve();
    });
  });
  await b.leave(); // a forfeit: Ursula wins, rated
  await over;
  const rated = [...a.state.players.values()].find((p) => p.username === 'ursula')!;
  await until(() => rated.rated, 5000, 'rated');
  await a.leave();
  const stored = async (username: string) =>
    Math.round(
      (
        await two.db.kysely
          .selectFrom('standings')
          .select('rating')
          .where('board', '=', 0)
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).rating,
    );
  expect(await stored('ursula')).toBeGreaterThan(1500);
  for (const port of two.ports) expect((await seatThrough(winner, port)).rating).toBe(await stored('ursula'));
  for (const port of two.ports) expect((await seatThrough(loser, port)).rating).toBe(await stored('victor'));
});
