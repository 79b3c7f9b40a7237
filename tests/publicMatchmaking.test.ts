// Public matchmaking across three server processes sharing PostgreSQL and Redis (issue 27): many players asking
// for a public game at the same moment, through all three addresses, are all seated, two to a game, and every
// game starts. Before the seek pool some lost the race for a waiting room another process had just filled ("...
// is already full"), and some were left waiting alone in rooms created at the same moment as another's.
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { until } from './roomHarness';
import { startProcesses, type Processes } from './twoProcesses';

const PROCESSES = 3;
const GAMES = 12;
/** Bursts one after the other, each of new players (the race is a matter of timing: a few tries catch it). */
const ROUNDS = 6;

let processes: Processes;

beforeAll(async () => {
  // Each player comes from an address of its own (behind the local proxy), as players do: the per-IP
  // matchmaking limits are not what this test is about.
  processes = await startProcesses(PROCESSES, { TRUST_PROXY: 'loopback' });
}, 60_000);

afterAll(async () => {
  await processes.close();
});

/** One burst: 2 × GAMES new players ask for a public game at once, spread over the processes. */
async function burst(round: number): Promise<void> {
  const clients = await Promise.all(
    Array.from({ length: 2 * GAMES }, async (_, i) => {
      const client = new Client(processes.urls[i % PROCESSES]);
      client.http.headers['x-forwarded-for'] = `10.0.${round}.${i + 1}`;
      client.auth.token = await processes.session(`seek-r${round}-p${i}`);
      return client;
    }),
  );
  const joins = await Promise.allSettled(clients.map((c) => c.joinOrCreate<GameRoomState>('others')));
  const refused = joins.flatMap((j) => (j.status === 'rejected' ? [String(j.reason)] : []));
  const rooms = joins.flatMap((j) => (j.status === 'fulfilled' ? [j.value] : []));
  for (const room of rooms) room.onMessage('*', () => undefined);
  try {
    expect(refused.join('\n'), `round ${round}: refused`).toBe('');
    const byRoom = new Map<string, Room<GameRoomState>[]>();
    for (const room of rooms) byRoom.set(room.roomId, [...(byRoom.get(room.roomId) ?? []), room]);
    // Every player has exactly one opponent: twelve rooms of two.
    const sizes = [...byRoom.values()].map((r) => r.length);
    expect(sizes, `round ${round}: players per room`).toEqual(Array<number>(GAMES).fill(2));
    await until(
      () => rooms.every((r) => r.state.phase === 'start' && r.state.players.size === 2),
      10_000,
      `round ${round}: every game at its start`,
    );
    for (const room of rooms) room.send('ready');
    await until(() => rooms.every((r) => r.state.phase === 'choose'), 10_000, `round ${round}: choose`);
    // Each room's two players are two different people.
    for (const pair of byRoom.values()) {
      const names = [...pair[0]!.state.players.values()].map((p) => p.username);
      expect(new Set(names).size).toBe(2);
    }
  } finally {
    await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
  }
}

test('24 players asking at once through three processes are seated two to a game, none refused', async () => {
  for (let round = 1; round <= ROUNDS; round++) await burst(round);
}, 90_000);
