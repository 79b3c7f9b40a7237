// The exhibition across two server processes sharing PostgreSQL and Redis (issue 27): many visitors asking for the
// live games at the same moment through both addresses, with nothing live, start one exhibition in all, which both
// processes list. Before the lease each process checked only its own exhibition and the shared listing, so two
// requests landing together on the two processes each started one.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LiveGame } from '../contract/http';
import { matchmake } from './rooms/rawHttp';
import { startTwoProcesses, type TwoProcesses } from './twoProcesses';

/** Requests per process in the burst. */
const ASKS = 10;

let two: TwoProcesses;
/** The one exhibition the first test saw. */
let exhibition: string | undefined;

beforeAll(async () => {
  // Each request comes from an address of its own (behind the local proxy): the per-IP limit on the list is not
  // what this test is about.
  two = await startTwoProcesses({ TRUST_PROXY: 'loopback' });
}, 60_000);

afterAll(async () => {
  await two.close();
});

let asked = 0;
/** GET /api/live on `url` as a signed-out visitor from an address not used before: the games listed. */
async function listed(url: string): Promise<LiveGame[]> {
  asked += 1;
  const res = await fetch(`${url}/api/live`, {
    headers: { 'x-forwarded-for': `10.1.${asked >> 8}.${asked & 255}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { games: LiveGame[] }).games;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('many visitors asking at once through both processes with nothing live start exactly one exhibition', async () => {
  await Promise.all(two.urls.flatMap((url) => Array.from({ length: ASKS }, () => listed(url))));
  // Every exhibition started is listed within moments (it is live from its first turn), by both processes; for
  // three seconds both are asked again, and nothing new may appear.
  const seen = new Set<string>();
  let lists: LiveGame[][] = [];
  for (let poll = 0; poll < 7; poll++) {
    if (poll > 0) await sleep(500);
    lists = await Promise.all(two.urls.map(listed));
    for (const g of lists.flat()) seen.add(g.roomId);
  }
  const ids = lists.map((l) => l.map((g) => `${g.mode}:${g.roomId}`));
  const one = `h0a2:${[...seen][0]}`;
  expect({ started: seen.size, lists: ids }, two.output()).toEqual({ started: 1, lists: [[one], [one]] });
  exhibition = [...seen][0];
}, 60_000);

test('the process running it stops: it gives the lease up, and the other process starts the next at once', async () => {
  expect(exhibition).toBeDefined();
  // A spectator's seat reservation names the process hosting the room.
  const reserved = await matchmake(two.urls[0], 'joinById', exhibition!, { spectate: true });
  const { room } = JSON.parse(reserved.body) as { room: { publicAddress: string } };
  const host = two.urls.findIndex((url) => url.endsWith(room.publicAddress));
  const other = two.urls[1 - host]!;
  const stopped = new Promise((r) => two.children[host]!.once('exit', r));
  two.children[host]!.kill('SIGTERM');
  await stopped;
  // Well within the lease's 15 s: the stopping process released it rather than letting it run out.
  let games: LiveGame[] = [];
  for (let poll = 0; poll < 10 && games.length === 0; poll++) {
    await sleep(300);
    games = await listed(other);
  }
  expect(
    games.map((g) => g.mode),
    two.output(),
  ).toEqual(['h0a2']);
  expect(games[0]!.roomId).not.toBe(exhibition);
  expect(two.output()).not.toMatch(/lease|could not start/);
}, 30_000);
