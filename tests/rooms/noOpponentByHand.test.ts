// Issue 35, finding 4: two accounts paired themselves in rated public games (B's `joinById` on A's waiting public
// room, then a leave in the start phase: a rated forfeit; four in 2.4 s took one account from 1500 to 1775).
// Attacked with two real accounts over real HTTP and WebSockets: only the seek pool seats a public game, and a
// public game left before its first move is no contest, unrated.
import { matchMaker } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { NO_SUCH_GAME } from '../../rooms/matchmaking/matchmakingGate';
import { NOT_MATCHED } from '../../rooms/colyseus/modeRooms';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { errorOf, matchmake, send } from './rawHttp';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({ reconnectSeconds: 1 });
});
afterAll(async () => {
  await h.close();
});

const seek = async (username: string) =>
  firstState(await (await h.player(username)).joinOrCreate<GameRoomState>('others'));
const bearer = async (username: string) => ({
  authorization: `Bearer ${(await h.player(username)).auth.token}`,
});
const getJson = async (path: string) => {
  const res = await send(h.server.url, 'GET', path);
  return { status: res.status, body: JSON.parse(res.body) as unknown };
};

test("a player's joinById on a waiting public room is refused as an unknown game is, and changes nothing", async () => {
  const a = await seek('farmera');
  await until(() => a.state.players.size === 1, 3000, 'A waits');
  const byHand = await matchmake(h.server.url, 'joinById', a.roomId, {}, await bearer('farmerb'));
  const unknown = await matchmake(h.server.url, 'joinById', 'no-such-room', {}, await bearer('farmerb'));
  expect(byHand.status).toBe(404);
  expect(errorOf(byHand)).toMatchObject({ code: 'match/no-such-game', message: NO_SUCH_GAME });
  // The same answer as for a room that does not exist: the refusal tells nothing about the room.
  expect(errorOf(byHand)).toEqual(errorOf(unknown));
  // colyseus.js's joinById (the web client's join by code) is refused the same way.
  await expect((await h.player('farmerb')).joinById(a.roomId)).rejects.toMatchObject({
    status: 404,
    code: 'match/no-such-game',
  });
  // A's room still waits for the pool's next seeker, who gets it.
  expect(a.state.players.size).toBe(1);
  const next = await seek('seekerc');
  expect(next.roomId).toBe(a.roomId);
  await until(() => a.state.phase === 'start', 3000, 'the game starts');
  await Promise.all([a.leave(), next.leave()]);
});

test("a seat reserved around the pool (Colyseus's own joinById, as before) is refused when its socket joins", async () => {
  const a = await seek('poola');
  await until(() => a.state.players.size === 1, 3000, 'A waits');
  const listing = await matchMaker.getRoomById(a.roomId);
  const reservation = await matchMaker.reserveSeatFor(listing, {}, { userId: 'by-hand', username: 'byhand' });
  await expect((await h.player('byhand')).consumeSeatReservation(reservation)).rejects.toThrow(NOT_MATCHED);
  expect(a.state.players.size).toBe(1);
  await a.leave();
});

/** Two accounts in a fresh public game (through the pool), in its start phase. */
async function startPhaseGame(a: string, b: string) {
  const ra = await seek(a);
  const rb = await seek(b);
  expect(rb.roomId).toBe(ra.roomId);
  await until(() => ra.state.phase === 'start' && rb.state.phase === 'start', 3000, 'the start phase');
  return { ra, rb, boxA: inbox(ra), boxB: inbox(rb) };
}

/** Each name's rating as its profile shows it, and its rated games. */
const ratingsOf = async (...names: string[]) =>
  Promise.all(
    names.map(async (name) => ({
      profile: (await getJson(`/api/users/${name}/profile`)).body as { rating: number; games: number },
      rated: (await getJson(`/api/users/${name}/ratings`)).body as unknown[],
    })),
  );

test.each([
  { how: 'leaves on purpose', a: 'quitta', b: 'quittb', leave: (r: Room<GameRoomState>) => r.leave(true) },
  {
    how: 'sends exit',
    a: 'exita',
    b: 'exitb',
    leave: (r: Room<GameRoomState>) => {
      r.send('exit');
      return Promise.resolve();
    },
  },
  {
    how: 'drops its connection past the grace period',
    a: 'dropa',
    b: 'dropb',
    leave: (r: Room<GameRoomState>) => r.leave(false),
  },
])(
  'a public game whose player $how in the start phase is no contest: both ratings unchanged, stored as no contest',
  async ({ how, a, b, leave }) => {
    const { ra, rb, boxB } = await startPhaseGame(a, b);
    const before = await ratingsOf(a, b);
    expect(before.map((r) => [r.profile.rating, r.rated])).toEqual([
      [1500, []],
      [1500, []],
    ]);
    const gameId = rb.state.gameId;
    await leave(ra);
    // The grace period runs on the harness's clock.
    if (how.startsWith('drops')) {
      await until(() => [...rb.state.players.values()].some((p) => !p.connected), 3000, 'A seen gone');
      await h.advanceUntil(rb.roomId, () => boxB.last('gameover') !== undefined, 'the abort', 5000, 250);
    }
    await until(() => boxB.last('gameover') !== undefined, 3000, 'gameover');
    expect(boxB.last('gameover')).toMatchObject({ result: 'draw', reason: 'no-contest' });
    await until(() => rb.state.result?.winner === 'none', 3000, 'synced result');
    const stored = await getJson(`/api/games/${gameId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ result: { winner: 'none', reason: 'no-contest' } });
    expect(await ratingsOf(a, b)).toEqual(before);
    await rb.leave();
  },
);

test('from the first move on, leaving a public game is still a rated forfeit', async () => {
  const { ra, rb, boxB } = await startPhaseGame('lateleavera', 'lateleaverb');
  await h.startPlay(ra, rb);
  ra.send('choose', { square: 5 });
  rb.send('choose', { square: 5 });
  await until(() => ra.state.phase === 'place', 3000, 'place');
  ra.send('place', { square: 9 });
  rb.send('place', { square: 10 });
  await until(() => ra.state.phase === 'move', 3000, 'move');
  await ra.leave(true);
  await until(() => boxB.last('gameover') !== undefined, 3000, 'gameover');
  expect(boxB.last('gameover')).toMatchObject({ result: 'win', reason: 'forfeit' });
  const [, winner] = await ratingsOf('lateleavera', 'lateleaverb');
  expect(winner!.rated).toHaveLength(1);
  await rb.leave();
});
