// Two server processes sharing PostgreSQL and Redis: a game on one is listed and watched through the other.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LiveGame } from '../contract/http';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { until } from './roomHarness';
import { startTwoProcesses, type TwoProcesses } from './twoProcesses';

let two: TwoProcesses;

beforeAll(async () => {
  two = await startTwoProcesses();
}, 60_000);

afterAll(async () => {
  await two.close();
});

test('a vs-AI game on one process is listed by GET /api/live and watched through the other', async () => {
  const player = new Client(two.urls[0]);
  player.auth.token = await two.session('sven');
  const game = await player.create<GameRoomState>('h1a1', { level: 'easy' });
  await until(() => game.state.phase === 'choose', 10_000, 'choose');
  const token = await two.session('tilda');
  const res = await fetch(`${two.urls[1]}/api/live`, { headers: { Authorization: `Bearer ${token}` } });
  const { games } = (await res.json()) as { games: LiveGame[] };
  expect(games.map((g) => g.roomId)).toEqual([game.roomId]);
  // Matchmaking may host the room on either process: one spectator comes through each, so one crosses over.
  const watchers = await Promise.all(
    two.urls.map(async (url, i) => {
      const c = new Client(url);
      c.auth.token = i === 1 ? token : await two.session('ulla');
      return c.joinById<GameRoomState>(game.roomId, { spectate: true });
    }),
  );
  await until(() => game.state.spectators === 2, 5000, 'the player sees 2 watching');
  // A watcher's state is empty until its first full state arrives (the cross-process one later): Partial says so.
  const players = (w: (typeof watchers)[number]) => (w.state as Partial<GameRoomState>).players?.size;
  await until(() => watchers.every((w) => players(w) === 2), 5000, 'both see the players');
  await Promise.all(watchers.map((w) => w.leave()));
  await until(() => game.state.spectators === 0, 5000, '0 watching');
  await game.leave();
}, 30_000);
