// A crash (issue 27): three real processes sharing PostgreSQL and Redis, games in progress on each (public games
// between two clients, games against the AI), SIGKILL to one. Within 30 s every game of the killed process is
// recorded as no contest by a survivor, once (the two survivors both sweep), the games on the other processes
// play on and finish normally, and the killed games' players are told when they come back.
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { poll as pollUntil, processGames, quiet, storedResults, type LiveGame } from './kits/processGames';
import { startProcesses, type Processes } from './twoProcesses';

let three: Processes;

beforeAll(async () => {
  // A short drain: a failing run's games in progress must not hold the processes' stop for 5 minutes.
  three = await startProcesses(3, { TRUST_PROXY: 'loopback', DRAIN_MS: '1000' });
}, 60_000);

afterAll(async () => {
  await three.close();
});

type Game = LiveGame;

const { publicGame: publicPair, aiGame: aiOne } = processGames(() => three, '3');
const publicGame = (n: number, url: string) => publicPair(`crash-pub${n}`, url);
const aiGame = (n: number, url: string) => aiOne(`crash-ai${n}`, url);
const poll = (check: () => Promise<boolean>, ms: number, what: string, everyMs = 100) =>
  pollUntil(three, check, ms, what, everyMs);
const storedReasons = (ids: readonly string[]) => storedResults(three, ids);

const recordedLines = () =>
  [...three.output().matchAll(/(\d+) games of a stopped process recorded as no contest/g)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );

test('SIGKILL: every game of the killed process is recorded as no contest by a survivor within 30 s, once; the others play on; its players are told', async () => {
  const games: Game[] = [];
  // Games through every address until one process hosts both a public game and an AI game (rooms go to the
  // process with the fewest rooms, so a few of each spread over all three).
  const bothKinds = (p: number) =>
    ['others', 'h1a1'].every((m) => games.some((g) => g.host === p && g.mode === m));
  let victim: number | undefined;
  for (let n = 0; n < 8 && (n < 3 || victim === undefined); n++) {
    games.push(await publicGame(n, three.urls[n % 3]!));
    games.push(await aiGame(n, three.urls[(n + 1) % 3]!));
    victim = [0, 1, 2].find(bothKinds);
  }
  expect(victim, JSON.stringify(games.map((g) => [g.mode, g.host]))).toBeDefined();
  const killed = games.filter((g) => g.host === victim);
  const others = games.filter((g) => g.host !== victim);
  expect(others.length).toBeGreaterThan(0);
  // Every start is noted before the kill (its insert follows the start by one turn of the event loop).
  await poll(
    async () =>
      (await three.db.kysely.selectFrom('live_games').select('id').execute()).length === games.length,
    10_000,
    'every start noted',
  );

  const child = three.children[victim!]!;
  const exited = new Promise((r) => child.once('exit', r));
  const killedAt = Date.now();
  child.kill('SIGKILL');
  await exited;
  const ids = killed.map((g) => g.gameId);
  await poll(
    async () => (await storedReasons(ids)).length === ids.length,
    30_000 - (Date.now() - killedAt),
    'every game of the killed process stored',
    250,
  );
  expect(Date.now() - killedAt).toBeLessThan(30_000);
  const stored = await storedReasons(ids);
  expect(stored.map((g) => `${g.winner} ${g.reason}`)).toEqual(ids.map(() => 'none no-contest'));
  // Stored once: the survivors' sweeps together wrote exactly these games (each survivor logs what it wrote).
  await new Promise((r) => setTimeout(r, 4000));
  expect(recordedLines(), three.output()).toBe(ids.length);
  // Never counted nor rated.
  const counted = await three.db.kysely
    .selectFrom('game_players')
    .select('game_id')
    .where('game_id', 'in', ids)
    .execute();
  expect(counted).toEqual([]);

  // GET /api/games/:gameId keeps each sealed (no seed, no salt) until it could no longer be running (issue 35).
  const survivor = three.urls[(victim! + 1) % 3]!;
  for (const id of ids) {
    const answer = await fetch(`${survivor}/api/games/${encodeURIComponent(id)}`);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'game/sealed' });
  }

  // The live list forgets the killed process's games (Colyseus's health check, asked by the sweep) and still
  // lists the others'.
  const listed = async () => {
    const answer = await fetch(`${survivor}/api/live`, { headers: { 'x-forwarded-for': '10.5.0.1' } });
    return ((await answer.json()) as { games: { roomId: string }[] }).games.map((g) => g.roomId);
  };
  const killedRooms = killed.map((g) => g.rooms[0]!.roomId);
  await poll(async () => !(await listed()).some((id) => killedRooms.includes(id)), 15_000, 'the live list');
  expect(await listed()).toEqual(expect.arrayContaining(others.map((g) => g.rooms[0]!.roomId)));

  // Its players are told when they come back (through a survivor): once, naming the opponent.
  for (const game of killed)
    for (const token of game.tokens) {
      const headers = { authorization: `Bearer ${token}` };
      const notices = (await (await fetch(`${survivor}/v1/api/auth/notices`, { headers })).json()) as {
        notices: { gameId: string; opponent: string }[];
      };
      expect(notices.notices.map((n) => n.gameId)).toEqual([game.gameId]);
      expect(notices.notices[0]!.opponent).not.toBe('');
    }

  // The killed AI game's player has its live-room place back (3 a user): three new games through a survivor.
  const ai = killed.find((g) => g.mode === 'h1a1')!;
  const back = new Client(survivor);
  back.http.headers['x-forwarded-for'] = '10.6.0.1';
  back.auth.token = ai.tokens[0]!;
  const again: Room<GameRoomState>[] = [];
  for (let i = 0; i < 3; i++) again.push(quiet(await back.create<GameRoomState>('h1a1', { level: 'easy' })));
  for (const room of again) room.send('exit');

  // The games on the other processes were untouched: still in progress, then they finish normally.
  for (const game of others) expect(game.rooms[0]!.state.phase).not.toBe('over');
  for (const game of others) game.rooms[0]!.send('exit');
  const otherIds = others.map((g) => g.gameId);
  await poll(
    async () => (await storedReasons(otherIds)).length === otherIds.length,
    20_000,
    'the others end',
  );
  // Left in the start phase: the public games before their first move are no contest (docs/RULES.md).
  const reasons = new Map((await storedReasons(otherIds)).map((g) => [g.id, g.reason]));
  expect(others.map((g) => reasons.get(g.gameId))).toEqual(
    others.map((g) => (g.mode === 'others' ? 'no-contest' : 'forfeit')),
  );
  await poll(
    async () => (await three.db.kysely.selectFrom('live_games').select('id').execute()).length === 0,
    10_000,
    'every game over',
  );
  for (const game of games) for (const room of game.rooms) room.removeAllListeners();
  for (const room of again) room.removeAllListeners();
}, 150_000);
