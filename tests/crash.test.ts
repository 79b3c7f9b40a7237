// A crash (issue 27): three real processes sharing PostgreSQL and Redis, games in progress on each (public games
// between two clients, games against the AI), SIGKILL to one. Within 30 s every game of the killed process is
// recorded as no contest by a survivor, once (the two survivors both sweep), the games on the other processes
// play on and finish normally, and the killed games' players are told when they come back.
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../rooms/schema';
import { until } from './roomHarness';
import { matchmake } from './rooms/rawHttp';
import { startProcesses, type Processes } from './twoProcesses';

let three: Processes;

beforeAll(async () => {
  // A short drain: a failing run's games in progress must not hold the processes' stop for 5 minutes.
  three = await startProcesses(3, { TRUST_PROXY: 'loopback', DRAIN_MS: '1000' });
}, 60_000);

afterAll(async () => {
  await three.close();
});

interface Game {
  readonly rooms: Room<GameRoomState>[];
  readonly tokens: string[];
  readonly gameId: string;
  readonly mode: string;
  readonly host: number;
}

let players = 0;
let looks = 0;

async function player(username: string, url: string): Promise<{ client: Client; token: string }> {
  players += 1;
  const client = new Client(url);
  client.http.headers['x-forwarded-for'] = `10.3.0.${players}`;
  const token = await three.session(username);
  client.auth.token = token;
  return { client, token };
}

/** The index of the process hosting `roomId` (a spectator's seat reservation names it). */
async function hostOf(roomId: string): Promise<number> {
  // A visitor's watching places are counted per IP: each look comes from an address of its own.
  looks += 1;
  const reserved = await matchmake(
    three.urls[0]!,
    'joinById',
    roomId,
    { spectate: true },
    { 'x-forwarded-for': `10.4.0.${looks}` },
  );
  const { room } = JSON.parse(reserved.body) as { room: { publicAddress: string } };
  return three.urls.findIndex((url) => url.endsWith(room.publicAddress));
}

const quiet = (room: Room<GameRoomState>) => {
  room.onMessage('*', () => undefined);
  return room;
};

/** A public game between two new players asking through `url`, started. */
async function publicGame(n: number, url: string): Promise<Game> {
  const a = await player(`crash-pub${n}a`, url);
  const b = await player(`crash-pub${n}b`, url);
  const ra = quiet(await a.client.joinOrCreate<GameRoomState>('others'));
  const rb = quiet(await b.client.joinOrCreate<GameRoomState>('others'));
  await until(() => ra.state.phase === 'start' && ra.state.gameId !== '', 10_000, 'the public game starts');
  const host = await hostOf(ra.roomId);
  return { rooms: [ra, rb], tokens: [a.token, b.token], gameId: ra.state.gameId, mode: 'others', host };
}

/** A game against the easy AI of a new player asking through `url`, started. */
async function aiGame(n: number, url: string): Promise<Game> {
  const a = await player(`crash-ai${n}`, url);
  const room = quiet(await a.client.create<GameRoomState>('h1a1', { level: 'easy' }));
  await until(() => room.state.phase === 'start' && room.state.gameId !== '', 10_000, 'the AI game starts');
  return {
    rooms: [room],
    tokens: [a.token],
    gameId: room.state.gameId,
    mode: 'h1a1',
    host: await hostOf(room.roomId),
  };
}

/** Polls an async check every `everyMs` until it holds; fails after `ms`. */
async function poll(check: () => Promise<boolean>, ms: number, what: string, everyMs = 100): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}\n${three.output()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const storedReasons = async (ids: readonly string[]) =>
  ids.length === 0
    ? []
    : await three.db.kysely
        .selectFrom('games')
        .select(['id', 'winner', 'reason'])
        .where('id', 'in', ids)
        .execute();

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

  // GET /api/games/:gameId (what the load bench reads) shows each as no contest.
  const survivor = three.urls[(victim! + 1) % 3]!;
  for (const id of ids) {
    const answer = await fetch(`${survivor}/api/games/${encodeURIComponent(id)}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      gameId: id,
      result: { winner: 'none', reason: 'no-contest' },
    });
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
