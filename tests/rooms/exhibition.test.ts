// The server's AI-versus-AI exhibition over real sockets: started when someone looks for live games and none is
// live, listed and watched by signed-out visitors (never played), followed by the next one when watched, and
// always after the games people play. Signed-out visitors are limited per IP.
import { GameClient } from '../../web/src/game/net/gameClient';
import { afterEach, expect, test } from 'vitest';
import { EXHIBITION_PAUSE_MS } from '../../rooms/host/modes/exhibitionMode';
import { DEFAULT_LIMITS, type RoomLimits } from '../../rooms/limits/limits';
import { TOO_MANY_LIVE_REQUESTS } from '../../api/routes/live';
import type { LiveGame } from '../../contract/http';
import { NO_GAME_TO_WATCH } from '../../rooms/colyseus/spectators';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { matchmake, send } from './rawHttp';

/** Short phases, so that an exhibition plays out in little game time. */
const FAST = { choose: 2000, place: 1500, move: 1500, hit: 1500, reveal: 500 };

let h: RoomHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function start(limits: Partial<RoomLimits> = {}, env: Record<string, string> = {}) {
  h = await startRoomHarness({ durations: FAST, limits: { ...DEFAULT_LIMITS, ...limits } }, { env });
  return h;
}

/** GET /api/live as a signed-out visitor (from `ip` behind the trusted proxy, when given). */
async function live(harness: RoomHarness, ip?: string): Promise<{ status: number; body: unknown }> {
  const res = await send(
    harness.server.url,
    'GET',
    '/api/live',
    ip === undefined ? {} : { 'x-forwarded-for': ip },
  );
  return { status: res.status, body: JSON.parse(res.body) as unknown };
}
const listed = async (harness: RoomHarness) => ((await live(harness)).body as { games: LiveGame[] }).games;

/** A signed-out visitor watching `roomId` through colyseus.js. */
const visit = async (harness: RoomHarness, roomId: string) =>
  firstState(await new GameClient(harness.server.url).joinById<GameRoomState>(roomId, { spectate: true }));

const phaseOf = (harness: RoomHarness, roomId: string) =>
  (harness.room(roomId) as unknown as { state: GameRoomState }).state.phase;

test('with nothing live, a visitor’s GET /api/live starts one exhibition, which a visitor watches but can neither play nor join', async () => {
  const harness = await start();
  const { status, body } = await live(harness);
  expect(status).toBe(200);
  const [game, ...others] = (body as { games: LiveGame[] }).games;
  expect(others).toEqual([]);
  expect(game).toMatchObject({ mode: 'h0a2' });
  expect(game!.players.map((p) => p.isAi)).toEqual([true, true]);
  // One at a time: asking again lists the same game.
  expect((await listed(harness)).map((g) => g.roomId)).toEqual([game!.roomId]);

  const watcher = await visit(harness, game!.roomId);
  const box = inbox(watcher);
  await until(() => watcher.state.players.size === 2, 3000, 'the watcher sees both AIs');
  await until(() => watcher.state.spectators === 1, 3000, '1 watching');
  watcher.send('choose', { square: 2 });
  watcher.send('set');
  await until(() => box.all('error').length === 2, 3000, 'two refusals');
  for (const e of box.all('error')) expect(e).toMatchObject({ code: 'seat/spectator' });
  expect([...watcher.state.players.values()].every((p) => p.isAi)).toBe(true);

  // Nobody takes a seat: not by id, not by creating or joining the exhibition's room type, signed in or not.
  const player = await harness.player('pat');
  for (const client of [new GameClient(harness.server.url), player]) {
    await expect(client.joinById(game!.roomId)).rejects.toMatchObject({
      status: 404,
      code: 'match/no-such-game',
      message: expect.stringMatching(/no game with this code/) as unknown,
    });
    for (const call of [client.create('exhibition'), client.joinOrCreate('exhibition')]) {
      await expect(call).rejects.toMatchObject({
        status: 403,
        code: 'match/watch-only',
        message: expect.stringMatching(/can only be watched/) as unknown,
      });
    }
  }
  // A visitor may do nothing else signed out.
  await expect(new GameClient(harness.server.url).create('h1a1')).rejects.toMatchObject({
    status: 401,
    code: 'auth/signed-out',
    message: expect.stringMatching(/sign in/) as unknown,
  });
  await watcher.leave();
});

test('a watched exhibition is followed, after the pause, by a new one; one nobody watched is not, until someone asks', async () => {
  const harness = await start();
  const [first] = await listed(harness);
  const watcher = await visit(harness, first!.roomId);
  await harness.advanceUntil(
    first!.roomId,
    () => watcher.state.phase === 'over',
    'the first exhibition ends',
  );
  expect(watcher.state.result?.reason).toBeTruthy();
  // Stored as every AI-versus-AI game is: its replay is public, signed out too, and no person sat in it.
  // The watcher is the audience: the record is not sent to it; the stored game is there once written.
  const stored = () => send(harness.server.url, 'GET', `/api/games/${watcher.state.gameId}`);
  let replay = await stored();
  for (let tries = 0; replay.status !== 200 && tries < 100; tries++) {
    await new Promise((r) => setTimeout(r, 30));
    replay = await stored();
  }
  expect(replay.status).toBe(200);
  expect(JSON.parse(replay.body)).toMatchObject({ mode: 'h0a2' });
  const { exhibitions } = harness.server.services;
  harness.advance(first!.roomId, EXHIBITION_PAUSE_MS - 1000);
  await new Promise((r) => setTimeout(r, 50));
  // The result is still shown: the first one is this process's exhibition until the pause is over.
  expect(exhibitions.current).toBe(first!.roomId);
  harness.advance(first!.roomId, 1000);
  await until(
    () => exhibitions.current !== undefined && exhibitions.current !== first!.roomId,
    3000,
    'the next exhibition',
  );
  const second = exhibitions.current!;
  expect(second).not.toBe(first!.roomId);
  await watcher.leave();

  // Nobody watches the second one nor asks for the list: after it, none starts.
  await harness.advanceUntil(second, () => phaseOf(harness, second) === 'over', 'the second exhibition ends');
  harness.advance(second, EXHIBITION_PAUSE_MS);
  await new Promise((r) => setTimeout(r, 100));
  expect(exhibitions.current).toBeUndefined();
  // The next visitor who looks starts a third.
  const [third] = await listed(harness);
  expect(third!.mode).toBe('h0a2');
  expect([first!.roomId, second]).not.toContain(third!.roomId);
}, 30_000);

test('games people play come first: none starts while one is live, and the exhibition is listed after them', async () => {
  const harness = await start();
  const [exhibition] = await listed(harness);
  const ai = await firstState(
    await (await harness.player('gina')).create<GameRoomState>('h1a1', { level: 'easy' }),
  );
  await harness.startPlay(ai);
  // The expert AIs outrate Gina's easy opponent; still her game comes first.
  expect((await listed(harness)).map((g) => g.roomId)).toEqual([ai.roomId, exhibition!.roomId]);
  // Watched, but a person's game is live when it ends: no next exhibition (TV moves to Gina's game).
  const watcher = await visit(harness, exhibition!.roomId);
  await harness.advanceUntil(exhibition!.roomId, () => watcher.state.phase === 'over', 'the exhibition ends');
  harness.advance(exhibition!.roomId, EXHIBITION_PAUSE_MS);
  await new Promise((r) => setTimeout(r, 100));
  expect(harness.server.services.exhibitions.current).toBeUndefined();
  await watcher.leave();
  await ai.leave();
}, 30_000);

test('signed-out visitors watch within a budget per IP, are limited per IP on the list, and never see a private game', async () => {
  const harness = await start(
    { visitorWatchingPerIp: 2, liveListPerMinutePerIp: 4 },
    { TRUST_PROXY: 'loopback' },
  );
  const ai = await firstState(
    await (await harness.player('hal')).create<GameRoomState>('h1a1', { level: 'easy' }),
  );
  await harness.startPlay(ai);
  const spectate = (ip: string, roomId = ai.roomId) =>
    matchmake(harness.server.url, 'joinById', roomId, { spectate: true }, { 'x-forwarded-for': ip });
  /** What the gate answers a visitor asking to watch from `ip`: a reservation's session, or the refusal. */
  const answer = async (ip: string, roomId?: string) => {
    const body = JSON.parse((await spectate(ip, roomId)).body) as { sessionId?: string; message?: string };
    return body.sessionId !== undefined ? 'reserved' : (body.message ?? '');
  };
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await answer('203.0.113.1'));
  expect(answers).toEqual([
    'reserved',
    'reserved',
    'You are already watching or playing too many games. Close one first.',
  ]);
  // Another address has its own budget.
  expect(await answer('203.0.113.2')).toBe('reserved');

  // A private game is refused to visitors as to everyone but its players.
  const host = await firstState(await (await harness.player('ivy')).create<GameRoomState>('h2a0'));
  const guest = await firstState(await (await harness.player('jon')).joinById<GameRoomState>(host.roomId));
  await harness.startPlay(host, guest);
  expect(await answer('203.0.113.3', host.roomId)).toBe(NO_GAME_TO_WATCH);

  // The list: 4 a minute from one address, then 429 rate/limited; another address is not held back.
  for (let i = 0; i < 4; i++) expect((await live(harness, '198.51.100.1')).status).toBe(200);
  expect(await live(harness, '198.51.100.1')).toMatchObject({
    status: 429,
    body: { code: 'rate/limited', message: TOO_MANY_LIVE_REQUESTS },
  });
  expect((await live(harness, '198.51.100.2')).status).toBe(200);
  await Promise.all([ai, host, guest].map((r) => r.leave()));
});
