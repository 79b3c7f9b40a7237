// Draining a process on SIGTERM (issue 27, a deploy): two real processes sharing PostgreSQL and Redis, a public
// game in progress on one, SIGTERM to that one. Its game plays on to its real result and is stored, a new public
// seek through its address is seated in a room on the other process, its players are told, and it exits 0 once
// the game is over. Before the drain, SIGTERM ended the game as no contest at once. A second SIGTERM during a
// drain still stops at once.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { toFirstMove, until } from './roomHarness';
import { matchmake } from './rooms/rawHttp';
import { startTwoProcesses, type TwoProcesses } from './twoProcesses';

let two: TwoProcesses;
/** The process the first test drained (the other still runs after it). */
let drained = -1;

beforeAll(async () => {
  two = await startTwoProcesses({ TRUST_PROXY: 'loopback', DRAIN_MS: '60000' });
}, 60_000);

afterAll(async () => {
  await two.close();
});

async function player(username: string, url: string): Promise<Client> {
  const client = new Client(url);
  client.http.headers['x-forwarded-for'] = `10.2.0.${username.length}`;
  client.auth.token = await two.session(username);
  return client;
}

/** The index of the process hosting `roomId` (a spectator's seat reservation names it). */
async function hostOf(roomId: string): Promise<number> {
  const reserved = await matchmake(two.urls[0], 'joinById', roomId, { spectate: true });
  const { room } = JSON.parse(reserved.body) as { room: { publicAddress: string } };
  return two.urls.findIndex((url) => url.endsWith(room.publicAddress));
}

test('SIGTERM drains: the game in progress finishes and is stored, new games go elsewhere, then exit 0', async () => {
  const a = await (await player('drainer-ann', two.urls[0])).joinOrCreate<GameRoomState>('others');
  const b = await (await player('drainer-bob', two.urls[0])).joinOrCreate<GameRoomState>('others');
  const notices: unknown[] = [];
  const gameOverB: unknown[] = [];
  for (const room of [a, b]) room.onMessage('*', () => undefined);
  b.onMessage('notice', (m: unknown) => notices.push(m));
  b.onMessage('gameover', (m: unknown) => gameOverB.push(m));
  await until(() => a.state.phase === 'start' && b.state.phase === 'start', 5000, 'start');
  a.send('ready');
  b.send('ready');
  await until(() => a.state.phase === 'choose' && b.state.phase === 'choose', 5000, 'choose');
  const host = await hostOf(a.roomId);
  expect(host, two.output()).toBeGreaterThanOrEqual(0);
  drained = host;
  const child = two.children[host]!;
  const exited = new Promise<number | null>((r) =>
    child.once('exit', (code) => {
      r(code);
    }),
  );
  child.kill('SIGTERM');
  // The game goes on: nobody is told it ended; the players are told the server restarts after it.
  await new Promise((r) => setTimeout(r, 1000));
  expect(gameOverB, two.output()).toEqual([]);
  expect(a.state.phase).toBe('choose');
  await until(() => notices.length > 0, 5000, 'the players are told');
  expect(notices[0]).toEqual({ message: 'The server is restarting after this game. Nothing for you to do.' });
  // A new public seek through the draining process's address is seated on the other process.
  const seeker = await two.session('drainer-cid');
  const seek = await matchmake(
    two.urls[host]!,
    'joinOrCreate',
    'others',
    {},
    {
      authorization: `Bearer ${seeker}`,
      'x-forwarded-for': '10.2.1.1',
    },
  );
  expect(seek.status, seek.body).toBe(200);
  const seated = JSON.parse(seek.body) as { room: { publicAddress: string } };
  expect(two.urls[1 - host]!.endsWith(seated.room.publicAddress)).toBe(true);
  // The game ends for real (a player leaves it past its first move: the other wins), is stored, and the process
  // exits 0.
  await toFirstMove(a, b);
  a.send('exit');
  await until(() => gameOverB.length > 0, 5000, 'the game ends');
  expect(gameOverB[0]).toMatchObject({ result: 'win', reason: 'forfeit' });
  expect(await exited, two.output()).toBe(0);
  const games = await two.db.kysely.selectFrom('games').selectAll().where('mode', '=', 'others').execute();
  expect(
    games.map((g) => g.reason),
    two.output(),
  ).toEqual(['forfeit']);
}, 60_000);

test('a second SIGTERM during a drain stops at once: the game in progress ends as no contest, recorded', async () => {
  expect(drained).toBeGreaterThanOrEqual(0);
  const url = two.urls[1 - drained]!;
  // A private game (the first test's seeker still holds a seat reservation in a public room there).
  const c = await (await player('drainer-cyd', url)).create<GameRoomState>('h2a0');
  const d = await (await player('drainer-dee', url)).joinById<GameRoomState>(c.roomId);
  const notices: unknown[] = [];
  const gameOverD: unknown[] = [];
  for (const room of [c, d]) room.onMessage('*', () => undefined);
  d.onMessage('notice', (m: unknown) => notices.push(m));
  d.onMessage('gameover', (m: unknown) => gameOverD.push(m));
  await until(() => c.state.phase === 'start' && d.state.phase === 'start', 5000, 'start');
  c.send('ready');
  d.send('ready');
  await until(() => c.state.phase === 'choose' && d.state.phase === 'choose', 5000, 'choose');
  const child = two.children[1 - drained]!;
  const exited = new Promise<number | null>((r) => {
    child.once('exit', (code) => {
      r(code);
    });
  });
  child.kill('SIGTERM');
  await until(() => notices.length > 0, 5000, 'the drain starts');
  child.kill('SIGTERM');
  await until(() => gameOverD.length > 0, 5000, 'the game ends');
  expect(gameOverD[0]).toMatchObject({ result: 'draw', reason: 'no-contest' });
  expect(await exited, two.output()).toBe(0);
  const games = await two.db.kysely.selectFrom('games').select(['mode', 'reason']).execute();
  expect(games.map((g) => `${g.mode} ${g.reason}`).sort()).toEqual(['h2a0 no-contest', 'others forfeit']);
}, 30_000);
