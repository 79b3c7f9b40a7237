// Draining one process without Redis (rooms/scaleOut/drain.ts): there is nowhere else to create a game, so new games are
// refused with a coded 503 while the game in progress plays on; rooms without a game in progress close at once;
// the drain ends when the game does, or at its bound (the game then ends as no contest, recorded).
import { matchMaker } from '@colyseus/core';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { RESTARTING_AFTER_GAME, RESTARTING_SOON } from '../../rooms/scaleOut/drain';
import type { OthersRoom } from '../../rooms/colyseus/modeRooms';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, toFirstMove, until, type RoomHarness } from '../roomHarness';
import { errorOf, matchmake } from './rawHttp';

let h: RoomHarness;

beforeEach(async () => {
  h = await startRoomHarness();
});

afterEach(async () => {
  await h.close();
});

const bearer = async (username: string) => ({
  authorization: `Bearer ${(await h.player(username)).auth.token}`,
});

/** A game against the AI in its Choose phase, and a public room waiting for a second player. */
async function gameAndWaitingRoom() {
  const game = await (await h.player('dora')).create<GameRoomState>('h1a1', { level: 'greedy' });
  const said = inbox(game);
  await h.startPlay(game);
  const waiting = await (await h.player('walt')).joinOrCreate<GameRoomState>('others');
  const waitingLeft = new Promise<number>((r) => {
    waiting.onLeave(r);
  });
  return { game, said, waitingLeft };
}

/** The games the rooms stored (the database closes with the server, so they are kept as they are stored). */
let stored: { mode: string; reason: string }[] = [];

beforeEach(() => {
  stored = [];
  const store = h.server.services.store;
  const record = store.record.bind(store);
  store.record = async (game) => {
    const recorded = await record(game);
    stored.push({ mode: game.mode, reason: game.result.reason });
    return recorded;
  };
});

const games = () => stored;

test('a drain refuses new games (503 server/unavailable), closes the waiting room, and ends with the game', async () => {
  const { game, said, waitingLeft } = await gameAndWaitingRoom();
  let drained = false;
  const drain = h.server.drain(60_000).then(() => (drained = true));
  await until(() => said.all('notice').length > 0, 3000, 'the player is told');
  expect(said.last('notice')).toEqual({ message: RESTARTING_AFTER_GAME });
  await waitingLeft;
  for (const [method, room] of [
    ['create', 'h2a0'],
    ['joinOrCreate', 'others'],
    ['create', 'h1a1'],
  ] as const) {
    const answer = await matchmake(h.server.url, method, room, room === 'h1a1' ? { level: 'greedy' } : {}, {
      ...(await bearer('newt')),
    });
    expect(answer.status, `${method} ${room}`).toBe(503);
    expect(errorOf(answer)).toMatchObject({ code: 'server/unavailable', message: RESTARTING_SOON });
  }
  expect(drained).toBe(false);
  expect(game.state.phase).toBe('choose');
  game.send('exit');
  await drain;
  expect(games()).toEqual([{ mode: 'h1a1', reason: 'forfeit' }]);
}, 20_000);

test('a game still running at the bound ends as no contest, recorded, and the drain ends', async () => {
  const { game, said } = await gameAndWaitingRoom();
  await h.server.drain(200);
  await until(() => said.all('gameover').length > 0, 3000, 'the result');
  expect(said.last('gameover')).toMatchObject({ result: 'draw', reason: 'no-contest' });
  expect(game.state.phase).toBe('over');
  expect(games()).toEqual([{ mode: 'h1a1', reason: 'no-contest' }]);
}, 20_000);

test('a game that ends during the drain is told to its players before its room closes, however slow its record', async () => {
  const ann = await (await h.player('ann')).joinOrCreate<GameRoomState>('others');
  const bob = await (await h.player('bob')).joinOrCreate<GameRoomState>('others');
  const bobSaid = inbox(bob);
  await h.startPlay(ann, bob);
  // Past the first move a leave is a forfeit (before it, no contest).
  await toFirstMove(ann, bob);
  const store = h.server.services.store;
  const record = store.record.bind(store);
  // The record takes a while (a busy database): the drain's sweeps run meanwhile.
  store.record = async (game) => {
    await new Promise((r) => setTimeout(r, 800));
    return record(game);
  };
  const drain = h.server.drain(60_000);
  await until(() => bobSaid.all('notice').length > 0, 3000, 'the players are told of the drain');
  ann.send('exit');
  await drain;
  expect(bobSaid.all('gameover')).toEqual([expect.objectContaining({ result: 'win', reason: 'forfeit' })]);
  expect(games()).toEqual([{ mode: 'others', reason: 'forfeit' }]);
}, 20_000);

test('from the signal on, a waiting public room admits no one: a seeker through another process moves on', async () => {
  const { waitingLeft } = await gameAndWaitingRoom();
  const [waiting] = await matchMaker.query({ name: 'others' });
  const room = matchMaker.getLocalRoomById(waiting!.roomId) as unknown as OthersRoom;
  const drain = h.server.drain(200);
  // What a seeker on another process asks the room (rooms/matchmaking/publicMatch.ts takeSeat), as the signal arrives.
  expect(room.admitPlayer('seeker-session', 'seeker-user')).toBe('full');
  await waitingLeft;
  await drain;
});
