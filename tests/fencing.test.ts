// Issue 35, finding 1, as the reviewer ran it: two real processes sharing PostgreSQL and Redis. A host whose wall
// clock runs 15 s behind, and a host paused (SIGSTOP) for 15 s, must not have a live game recorded as no contest by
// the other while it plays on, nor its seed published while it could still be played; a host that comes back after
// its lease must tell its players "no contest", never a result.
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { NO_CONTEST_MESSAGE } from '../engine';
import { gameOn, liveGameIds, poll, processGames, storedResults } from './kits/processGames';
import { startProcesses, type Processes } from './twoProcesses';

/** Process 0's clock runs 15 s behind the machine's (a preload of its own); process 1's is right. */
const SKEWED = 0;
let two: Processes;

beforeAll(async () => {
  // tsx first: the preload is TypeScript, and NODE_OPTIONS' imports load before the command line's.
  const skew = `--import=tsx --import=${resolve(import.meta.dirname, 'fixtures/skewedClock.ts')}`;
  two = await startProcesses(2, (i) => ({
    TRUST_PROXY: 'loopback',
    DRAIN_MS: '1000',
    ROOM_PLACEMENT: 'asked',
    ...(i === SKEWED
      ? { CLOCK_SKEW_MS: '-15000', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${skew}`.trim() }
      : {}),
  }));
}, 60_000);

afterAll(async () => {
  for (const child of two.children) if (child.signalCode === 'SIGSTOP') child.kill('SIGCONT');
  await two.close();
});

const games = processGames(() => two, '35');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a host whose clock runs 15 s behind: its game is never claimed by the other, and ends as it was played', async () => {
  const game = await gameOn(two, SKEWED, () => games.aiGame('skew-ai', two.urls[SKEWED]!));
  await poll(two, async () => (await liveGameIds(two)).includes(game.gameId), 10_000, 'its start noted');
  // Before, its heartbeat looked 15 s old at once: the other's next sweep (every 3 s ± 1 s) claimed the game.
  await sleep(8000);
  expect(await storedResults(two, [game.gameId]), two.output()).toEqual([]);
  expect(await liveGameIds(two)).toContain(game.gameId);
  game.rooms[0]!.send('exit');
  await poll(
    two,
    async () => (await storedResults(two, [game.gameId])).length === 1,
    10_000,
    'its end stored',
  );
  expect((await storedResults(two, [game.gameId]))[0]).toMatchObject({ reason: 'forfeit' });
  game.rooms[0]!.removeAllListeners();
}, 60_000);

test('a host paused 15 s: nobody reads its seed while it could still play, and back it tells its players no contest, never a win', async () => {
  const host = 1 - SKEWED;
  const told: unknown[][] = [[], []];
  const game = await gameOn(two, host, () => games.publicGame('pause', two.urls[host]!, told));
  await poll(two, async () => (await liveGameIds(two)).includes(game.gameId), 10_000, 'its start noted');
  const paused = two.children[host]!;
  paused.kill('SIGSTOP');
  // The other process's answers for the game while it is paused: never its record (seed and salt).
  const answers: number[] = [];
  const pausedAt = Date.now();
  while (Date.now() - pausedAt < 15_000) {
    const answer = await fetch(`${two.urls[SKEWED]!}/api/games/${encodeURIComponent(game.gameId)}`);
    answers.push(answer.status);
    expect(await answer.text()).not.toMatch(/"seed"|"salt"/);
    await sleep(500);
  }
  paused.kill('SIGCONT');
  // Back after its lease: it has ended its game itself before anything else; B leaving now must not make A win.
  await sleep(1000);
  game.rooms[1]!.send('exit');
  await poll(two, async () => told[0]!.length > 0, 10_000, 'A is told how the game ended');
  expect(told[0]![0], two.output()).toMatchObject({ reason: 'no-contest', message: NO_CONTEST_MESSAGE });
  await poll(two, async () => (await storedResults(two, [game.gameId])).length === 1, 10_000, 'stored');
  expect((await storedResults(two, [game.gameId]))[0]).toMatchObject({
    winner: 'none',
    reason: 'no-contest',
  });
  // Nothing was rated.
  expect(
    await two.db.kysely
      .selectFrom('game_players')
      .select('game_id')
      .where('game_id', '=', game.gameId)
      .execute(),
  ).toEqual([]);
  expect(
    answers.every((status) => status === 404 || status === 409),
    answers.join(' '),
  ).toBe(true);
  for (const room of game.rooms) room.removeAllListeners();
}, 90_000);
