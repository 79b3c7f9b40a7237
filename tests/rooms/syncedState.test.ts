// The synced state over real sockets (issue 39): a message to one player sends the others no patch, the server's
// clock goes out with a new phase (and to a connection as it joins), and the finished game's record goes to the
// players alone, never into the state the audience receives.
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { verifyGame, type FairnessRecord } from '../../engine';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, toFirstMove, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

/** How many states (the full one, then each patch) a client has received. */
function stateCount(room: Room<GameRoomState>): () => number {
  let n = 0;
  room.onStateChange(() => {
    n += 1;
  });
  return () => n;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A public game between two new players, at its first move. */
async function atFirstMove(a: string, b: string) {
  const ra = await firstState(await (await h.player(a)).joinOrCreate<GameRoomState>('others'));
  const rb = await firstState(await (await h.player(b)).joinOrCreate<GameRoomState>('others'));
  const boxA = inbox(ra);
  const boxB = inbox(rb);
  await h.startPlay(ra, rb);
  await toFirstMove(ra, rb);
  return { ra, rb, boxA, boxB };
}

test("a player's own plan step is a message to that player only: the other player gets no patch", async () => {
  const { ra, rb, boxA } = await atFirstMove('nina', 'otto');
  const me = ra.state.players.get(ra.sessionId)!;
  const [move, hit] = me.square === 9 ? [17, 25] : [18, 26];
  // The move is public as "done" (the opponent sees the player has moved, not where).
  ra.send('move', { square: move });
  await until(() => [...rb.state.players.values()].some((p) => p.done), 3000, 'done');
  const seen = stateCount(rb);
  // Let any patch already on its way arrive (the interval is 50 ms).
  await wait(150);
  const before = seen();
  const plans = boxA.all('plan').length;
  // The hit changes only Nina's own plan, a second later: her `plan` message, and nothing anyone else sees.
  h.clock.now += 1000;
  ra.send('hit', { square: hit });
  await until(() => boxA.all('plan').length > plans, 3000, 'the plan message');
  await wait(200);
  expect(boxA.last('plan')).toMatchObject({ move, hit, set: false });
  expect(seen()).toBe(before);
  // Set commits the plan (its commitment is public): that goes out.
  ra.send('set');
  await until(() => seen() > before, 3000, 'the patch of Set');
  await ra.leave();
  await rb.leave();
});

test('the clock goes out with each new phase, not with every change; a joining connection is told it', async () => {
  const ra = await (await h.player('pia')).joinOrCreate<GameRoomState>('others');
  const boxA = inbox(ra);
  await firstState(ra);
  await until(() => boxA.all('time').length === 1, 3000, 'the time at join');
  expect(boxA.last('time')).toEqual({ serverTime: h.clock.now });
  const rb = await firstState(await (await h.player('quin')).joinOrCreate<GameRoomState>('others'));
  await h.startPlay(ra, rb);
  const atChoose = ra.state.serverTime;
  h.clock.now += 1000;
  ra.send('choose', { square: 5 });
  await until(() => [...ra.state.players.values()].some((p) => p.done), 3000, 'done');
  expect(ra.state.serverTime).toBe(atChoose);
  rb.send('choose', { square: 5 });
  await until(() => ra.state.phase === 'place', 3000, 'place');
  expect(ra.state.serverTime).toBe(h.clock.now);
  expect(ra.state.serverTime).toBeGreaterThan(atChoose);
  await ra.leave();
  await rb.leave();
});

test('the record goes to the players when the game ends, and to one back after it; the audience never has it', async () => {
  const { ra, rb, boxA } = await atFirstMove('rosa', 'saul');
  const rs = await firstState(
    await (await h.player('tess')).joinById<GameRoomState>(ra.roomId, { spectate: true }),
  );
  const boxS = inbox(rs);
  // Saul's connection drops: the game goes on (his seat waits 20 s) and ends by forfeit while he is away.
  const token = rb.reconnectionToken;
  (rb.connection.transport as unknown as { ws: { close(): void } }).ws.close();
  await until(() => [...ra.state.players.values()].some((p) => !p.connected), 3000, 'saul away');
  await h.advanceUntil(ra.roomId, () => ra.state.phase === 'over', 'the end of the game', 600_000, 1000);
  await until(() => boxA.record() !== '', 3000, 'the record at Rosa');
  const record = JSON.parse(boxA.record()) as FairnessRecord;
  expect(verifyGame(record)).toEqual({ ok: true });
  expect(record.gameId).toBe(ra.state.gameId);
  // Saul comes back within his grace (real time): the record is sent to him then.
  const back = await (await h.player('saul')).reconnect<GameRoomState>(token);
  const boxB = inbox(back);
  await until(() => boxB.record() !== '', 3000, 'the record after the reconnection');
  expect(boxB.record()).toBe(boxA.record());
  await wait(200);
  expect(boxS.all('record')).toEqual([]);
  expect(Object.keys(rs.state.toJSON())).not.toContain('record');
  await ra.leave();
  await back.leave();
  await rs.leave();
});
