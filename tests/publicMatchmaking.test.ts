// Public matchmaking across three server processes sharing PostgreSQL and Redis (issue 27): many players asking
// for a public game at the same moment, through all three addresses, are all seated, two to a game, and every
// game starts. Before the seek pool, players lost the race for a waiting room that another process had just
// filled ("... is already full").
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../rooms/schema';
import { until } from './roomHarness';
import { startProcesses, type Processes } from './twoProcesses';

const PROCESSES = 3;
const GAMES = 12;

let processes: Processes;

beforeAll(async () => {
  processes = await startProcesses(PROCESSES);
}, 60_000);

afterAll(async () => {
  await processes.close();
});

test('24 players asking at once through three processes are seated two to a game, none refused', async () => {
  const players = Array.from({ length: 2 * GAMES }, (_, i) => `seek${String(i).padStart(2, '0')}`);
  const clients = await Promise.all(
    players.map(async (username, i) => {
      const client = new Client(processes.urls[i % PROCESSES]!);
      client.auth.token = await processes.session(username, `Seeker ${i}`);
      return client;
    }),
  );
  const joins = await Promise.allSettled(clients.map((c) => c.joinOrCreate<GameRoomState>('others')));
  const refused = joins.flatMap((j) => (j.status === 'rejected' ? [String(j.reason)] : []));
  const rooms = joins.flatMap((j) => (j.status === 'fulfilled' ? [j.value] : []));
  try {
    expect(refused, processes.output()).toEqual([]);
    const byRoom = new Map<string, Room<GameRoomState>[]>();
    for (const room of rooms) byRoom.set(room.roomId, [...(byRoom.get(room.roomId) ?? []), room]);
    // Every player has exactly one opponent: twelve rooms of two.
    expect([...byRoom.values()].map((r) => r.length)).toEqual(Array<number>(GAMES).fill(2));
    await until(
      () => rooms.every((r) => r.state.phase === 'start' && r.state.players.size === 2),
      10_000,
      'every game at its start',
    );
    for (const room of rooms) room.send('ready');
    await until(() => rooms.every((r) => r.state.phase === 'choose'), 10_000, 'every game in choose');
    // Each room's two players are two different people.
    for (const pair of byRoom.values()) {
      const names = [...pair[0]!.state.players.values()].map((p) => p.username);
      expect(new Set(names).size).toBe(2);
    }
  } finally {
    await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
  }
}, 60_000);
