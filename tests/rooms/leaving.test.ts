import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, toFirstMove, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({ reconnectSeconds: 1 });
});
afterAll(async () => {
  await h.close();
});

/** Two players in a fresh public game, in Choose, or at its first move (a leave before it is no contest). */
async function duel(a: string, b: string, at: 'choose' | 'first move' = 'first move') {
  const ca = await h.player(a);
  const ra = await firstState(await ca.joinOrCreate<GameRoomState>('others'));
  const cb = await h.player(b);
  const rb = await firstState(await cb.joinOrCreate<GameRoomState>('others'));
  await h.startPlay(ra, rb);
  if (at === 'first move') await toFirstMove(ra, rb);
  return { ca, ra, boxA: inbox(ra), cb, rb, boxB: inbox(rb) };
}
const opponentOf = (r: Room<GameRoomState>) =>
  [...r.state.players.entries()].find(([k]) => k !== r.sessionId)![1];

test('exit forfeits: the opponent wins with the spec text, and the result is recorded', async () => {
  const { ra, boxB } = await duel('amos', 'bess');
  ra.send('exit');
  await until(() => boxB.last('gameover') !== undefined, 3000, 'gameover');
  expect(boxB.last('gameover')).toEqual({
    result: 'win',
    reason: 'forfeit',
    message: 'Your opponent left the game: you win',
  });
  const rows = (await (await fetch(`${h.server.url}/api/users/leaderboard`)).json()) as {
    username: string;
  }[];
  expect(rows).toMatchObject([
    { username: 'bess', wins: 1 },
    { username: 'amos', losses: 1 },
  ]);
});

test('leaving a live game on purpose forfeits it too', async () => {
  const { ra, boxB } = await duel('cleo', 'dora');
  await ra.leave(true);
  await until(() => boxB.last('gameover') !== undefined, 3000, 'gameover');
  expect(boxB.last('gameover')).toMatchObject({ result: 'win', reason: 'forfeit' });
});

test('a lost connection can come back within the grace period to the same game and its own secret plan', async () => {
  const { ca, ra, rb, boxB } = await duel('emil', 'finn', 'choose');
  ra.send('choose', { square: 61 });
  await until(() => opponentOf(rb).done, 3000, 'done');
  const token = ra.reconnectionToken;
  await ra.leave(false);
  await until(() => !opponentOf(rb).connected, 3000, 'seen as disconnected');
  const back = await ca.reconnect<GameRoomState>(token);
  const box = inbox(back);
  await until(() => box.last('plan') !== undefined, 3000, 'plan resent');
  expect(box.last('plan')).toMatchObject({ character: 'T' });
  await until(() => opponentOf(rb).connected, 3000, 'seen as connected');
  expect(back.roomId).toBe(rb.roomId);
  expect(boxB.last('gameover')).toBeUndefined();
  back.send('exit');
  await until(() => boxB.last('gameover') !== undefined, 3000, 'gameover');
});

test('past the grace period, the opponent wins by forfeit', async () => {
  const { ra, rb, boxB } = await duel('gwen', 'hank');
  await ra.leave(false);
  await until(() => boxB.last('gameover') !== undefined, 4000, 'forfeit after the grace period');
  expect(boxB.last('gameover')).toEqual({
    result: 'win',
    reason: 'forfeit',
    message: 'Your opponent left the game: you win',
  });
  await until(() => rb.state.result?.reason === 'forfeit', 3000, 'synced result');
});

test('a player cannot take both seats of a game', async () => {
  const client = await h.player('ivan');
  const first = await client.create<GameRoomState>('h2a0');
  await expect(client.joinById(first.roomId)).rejects.toThrow(/already in this game/);
  await first.leave();
});

test('no seat without a valid session', async () => {
  const client = await h.player('jill');
  client.auth.token = 'not-a-session';
  await expect(client.joinOrCreate('others')).rejects.toThrow(/sign in again/);
  client.auth.token = undefined as unknown as string;
  await expect(client.joinOrCreate('others')).rejects.toThrow(/sign in/);
});
