// An arena survives its director's death (issue 41): three real processes on PostgreSQL and Redis, four players in
// one arena, a game played to its result; then SIGKILL to the process that directs the arena. Within the lease's
// time another process directs it, every score stands as it was, the games the dead process hosted count for
// nobody, and the free players are paired again.
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ArenaPage, CreatedArena } from '../contract/arenas';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { startProcesses, type Processes } from './twoProcesses';

let three: Processes;
beforeAll(async () => {
  three = await startProcesses(3, { TRUST_PROXY: 'loopback', DRAIN_MS: '1000' });
}, 60_000);
afterAll(async () => {
  await three.close('kill');
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function poll<T>(read: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - start > ms) throw new Error(`${what} did not happen within ${ms} ms\n${three.output()}`);
    await sleep(100);
  }
}
async function call(url: string, token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as unknown;
}
const until = (check: () => boolean, ms: number, what: string) =>
  poll(async () => (check() ? true : undefined), ms, what);

/** Joins `roomId` as the player of `token` through `url`. */
async function join(url: string, token: string, roomId: string): Promise<Room<GameRoomState>> {
  const client = new Client(url);
  client.auth.token = token;
  return client.joinById<GameRoomState>(roomId);
}

test('SIGKILL to the arena director’s process: another process directs it, every score kept, play goes on', async () => {
  const names = ['arena-ann', 'arena-bob', 'arena-cid', 'arena-dee'];
  const tokens = await Promise.all(names.map((n) => three.session(n)));
  let alive = [0, 1, 2];
  const url = (i: number) => three.urls[alive[i % alive.length]!]!;
  const { arena, code } = (await call(url(0), tokens[0]!, 'POST', '/api/arenas', {
    name: 'Crash arena',
    minutes: 30,
    startsInMinutes: 0,
  })) as CreatedArena;
  for (let i = 1; i < 4; i++)
    await call(url(i), tokens[i]!, 'POST', `/api/arenas/${arena.id}/join`, { code });
  const page = (i: number) =>
    call(url(i), tokens[i]!, 'GET', `/api/arenas/${arena.id}`) as Promise<ArenaPage>;
  /** Every player's game room once all four are paired again (none of `before`). */
  const pairedAll = (before: readonly string[], ms: number) =>
    Promise.all(
      names.map((_, i) =>
        poll(
          async () => {
            const roomId = (await page(i)).me?.game?.roomId;
            return roomId !== undefined && !before.includes(roomId) ? roomId : undefined;
          },
          ms,
          `${names[i]} paired`,
        ),
      ),
    );

  // Round 1: one game played to its first move and forfeited (a counted result); the other left at its start
  // (no contest: it counts for nobody).
  const round1 = await pairedAll([], 10_000);
  const rooms = await Promise.all(names.map((_, i) => join(url(i), tokens[i]!, round1[i]!)));
  const pairOf = (roomId: string) => [0, 1, 2, 3].filter((i) => round1[i] === roomId).map((i) => rooms[i]!);
  const [p, q] = pairOf(round1[0]!);
  const [r, s] = pairOf(round1.find((id) => id !== round1[0])!);
  for (const room of [p, q, r, s]) await until(() => room!.state.phase === 'start', 10_000, 'the start');
  await r!.leave(true);
  await s!.leave(true);
  p!.send('ready');
  q!.send('ready');
  await until(() => p!.state.phase === 'choose', 10_000, 'choose');
  p!.send('choose', { square: 5 });
  q!.send('choose', { square: 5 });
  await until(() => p!.state.phase === 'place', 10_000, 'place');
  p!.send('place', { square: 9 });
  q!.send('place', { square: 10 });
  await until(() => p!.state.phase === 'move', 10_000, 'the first move');
  await q!.leave(true);
  await p!.leave(true);

  // Round 2: all four paired again (nobody with the opponent just played); each joins, and the scores so far.
  const round2 = await pairedAll(round1, 15_000);
  // The standings every caller sees are built at most once a second: poll until the result shows.
  const scored = await poll(
    async () => {
      const lines = (await page(0)).standings;
      return lines.some((l) => l.score > 0) ? lines : undefined;
    },
    10_000,
    'the first result in the standings',
  );
  const scores = new Map(scored.map((l) => [l.username, l.score]));
  expect([...scores.values()].sort()).toEqual([0, 0, 0, 2]);
  const round2Rooms = await Promise.all(names.map((_, i) => join(url(i), tokens[i]!, round2[i]!)));
  for (const room of round2Rooms) await until(() => room.state.phase === 'start', 10_000, 'round 2 started');

  // The process that directs the arena said so: SIGKILL to it.
  const directedBy = () =>
    three
      .output()
      .split('--- process on')
      .slice(1)
      .flatMap((out, k) => (out.includes(`arena ${arena.id}: directed by this process`) ? [k] : []));
  const [director] = directedBy();
  expect(director).toBeDefined();
  three.children[director!]!.kill('SIGKILL');
  alive = alive.filter((k) => k !== director);

  // The games still running on the survivors are left at their start (no contest); those of the dead process are
  // settled by the new director (void). Nobody's score changes, and all four are paired again by the new director.
  // (A room of the dead process never answers a leave: nothing waits for one.)
  for (const room of round2Rooms) void room.leave(true).catch(() => undefined);
  await poll(
    async () => (directedBy().some((k) => k !== director) ? true : undefined),
    30_000,
    'another process directing the arena',
  );
  await pairedAll([...round1, ...round2], 60_000);
  await sleep(1100);
  const after = (await page(0)).standings;
  expect(new Map(after.map((l) => [l.username, l.score]))).toEqual(scores);
}, 150_000);
