// Two server processes sharing PostgreSQL and Redis: a game created on one is joined by code through the other;
// stopped with a drain bound of 300 ms (DRAIN_MS), a game still running then ends as no contest, recorded.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { until } from './roomHarness';
import { startTwoProcesses, type TwoProcesses } from './twoProcesses';

/** The drain's bound (ms): SIGTERM lets games in progress play on this long, then ends them. */
const DRAIN_BOUND_MS = 300;

let two: TwoProcesses;

beforeAll(async () => {
  two = await startTwoProcesses({ DRAIN_MS: String(DRAIN_BOUND_MS) });
}, 60_000);

afterAll(async () => {
  await two.close();
});

async function player(username: string, port: number) {
  const client = new Client(`http://127.0.0.1:${port}`);
  client.auth.token = await two.session(username);
  return client;
}

test('a private game created on one process is joined by its code through the other', async () => {
  const host = await (await player('olga', two.ports[0])).create<GameRoomState>('h2a0');
  expect(host.roomId).toMatch(/^\d{6}$/);
  const guest = await (await player('pete', two.ports[1])).joinById<GameRoomState>(host.roomId);
  expect(guest.roomId).toBe(host.roomId);
  await until(() => host.state.phase === 'start' && guest.state.phase === 'start', 5000, 'both in start');
  host.send('ready');
  guest.send('ready');
  await until(() => host.state.phase === 'choose' && guest.state.phase === 'choose', 5000, 'both in choose');
  expect(host.state.players.size).toBe(2);
  await guest.leave();
  await host.leave();
});

test('a game still running when the drain bound runs out ends as no contest, recorded, and the processes exit', async () => {
  const a = await (await player('quin', two.ports[1])).joinOrCreate<GameRoomState>('others');
  const b = await (await player('rhea', two.ports[1])).joinOrCreate<GameRoomState>('others');
  await until(() => a.state.phase === 'start' && b.state.phase === 'start', 5000, 'start');
  a.send('ready');
  b.send('ready');
  await until(() => a.state.phase === 'choose' && b.state.phase === 'choose', 5000, 'choose');
  const seenB = new Promise<unknown>((resolve) => {
    b.onMessage('gameover', (m: unknown) => {
      resolve(m);
    });
  });
  // The room lives on whichever process matchmaking chose: stop both. Nobody plays, so the bound runs out.
  const sent = Date.now();
  for (const child of two.children) child.kill('SIGTERM');
  expect(await seenB).toMatchObject({ result: 'draw', reason: 'no-contest' });
  expect(Date.now() - sent).toBeGreaterThanOrEqual(DRAIN_BOUND_MS - 50);
  await until(() => two.children.every((c) => c.exitCode !== null), 10_000, 'processes exit');
  expect(two.children.map((c) => c.exitCode)).toEqual([0, 0]);
  const games = await two.db.kysely.selectFrom('games').selectAll().where('mode', '=', 'others').execute();
  // Once seen without its row (CI, 2026-11-25, not reproduced since): what the processes printed says why.
  expect(
    games.map((g) => g.reason),
    two.output(),
  ).toEqual(['no-contest']);
  expect(await two.db.kysely.selectFrom('game_players').selectAll().execute()).toEqual([]);
}, 30_000);
