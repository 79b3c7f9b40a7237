import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

/** Rooms send their regular patches only this often here: anything arriving sooner was sent at once. */
const PATCH_RATE_MS = 10_000;
/** How long a change may take to reach the clients: half the patch interval. */
const AT_ONCE_MS = PATCH_RATE_MS / 2;

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({ patchRateMs: PATCH_RATE_MS });
});
afterAll(async () => {
  await h.close();
});

/** Waits (real time) until both clients show `check`, well before a regular patch could have carried it. */
async function bothSee(rooms: Room<GameRoomState>[], check: (s: GameRoomState) => boolean, what: string) {
  const sent = Date.now();
  await until(() => rooms.every((r) => check(r.state)), AT_ONCE_MS, what);
  expect(Date.now() - sent).toBeLessThan(AT_ONCE_MS);
}

test('every phase change and the reveal reach both players at once, not at the next patch', async () => {
  const ann = await (await h.player('ann')).joinOrCreate<GameRoomState>('others');
  await until(() => ann.state.phase === 'waiting' && ann.state.players.size === 1, 3000, 'ann seated');
  const bob = await (await h.player('bob')).joinOrCreate<GameRoomState>('others');
  const both = [ann, bob];
  for (const r of both) inbox(r);
  // The second player's arrival starts the game: the start phase is a phase change.
  await bothSee(both, (s) => s.phase === 'start', 'the start phase');
  ann.send('ready');
  bob.send('ready');
  await bothSee(both, (s) => s.phase === 'choose', 'choose');

  ann.send('choose', { square: 5 });
  bob.send('choose', { square: 5 });
  await bothSee(both, (s) => s.phase === 'place', 'place');
  ann.send('place', { square: 9 });
  bob.send('place', { square: 10 });
  await bothSee(both, (s) => s.phase === 'move' && s.turn === 1, 'move, turn 1');

  ann.send('move', { square: 9 });
  ann.send('hit', { square: 10 });
  ann.send('set');
  bob.send('move', { square: 10 });
  bob.send('hit', { square: 12 });
  bob.send('set');
  // The turn resolves: both plans are revealed together with the phase.
  await bothSee(both, (s) => s.phase === 'reveal' && s.lastReveal?.turn === 1, 'the reveal');
  for (const r of both) {
    expect(r.state.lastReveal?.turn).toBe(1);
    expect(typeof r.state.lastReveal?.moveA).toBe('number');
  }

  h.advance(ann.roomId, 3000);
  await bothSee(both, (s) => s.phase === 'over' && s.result !== undefined, 'the end of the game');
  await ann.leave();
  await bob.leave();
});

test("a phase the room's clock opens (the reveal's deadline) goes out with the patch that ran it", async () => {
  const timed = await startRoomHarness({ durations: { reveal: 300 } });
  // A patch started inside the clock's tick broke that tick (the server logs it as an uncaught exception).
  const logged = vi.spyOn(console, 'error');
  try {
    const ann = await (await timed.player('cat')).joinOrCreate<GameRoomState>('others');
    await until(() => ann.state.phase === 'waiting' && ann.state.players.size === 1, 3000, 'cat seated');
    const bob = await (await timed.player('dan')).joinOrCreate<GameRoomState>('others');
    const both = [ann, bob];
    for (const r of both) inbox(r);
    await timed.startPlay(ann, bob);
    ann.send('choose', { square: 5 });
    bob.send('choose', { square: 5 });
    await until(() => both.every((r) => r.state.phase === 'place'), 3000, 'place');
    ann.send('place', { square: 27 });
    bob.send('place', { square: 36 });
    await until(() => both.every((r) => r.state.phase === 'move'), 3000, 'move');
    // A quiet turn: nobody is hit.
    for (const [r, to, hit] of [
      [ann, 28, 20],
      [bob, 35, 43],
    ] as const) {
      r.send('move', { square: to });
      r.send('hit', { square: hit });
      r.send('set');
    }
    await until(() => both.every((r) => r.state.phase === 'reveal'), 3000, 'the reveal');
    // The reveal's deadline passes in game time, and the room runs its due work from its clock, as its own timer
    // does: inside the patch's clock tick, with timers cleared since the last patch still listed.
    const room = timed.room(ann.roomId);
    for (let i = 0; i < 3; i++) room.clock.setTimeout(() => {}, 60_000).clear();
    timed.clock.now += 300;
    room.clock.setTimeout(() => {
      room.tick();
    }, 0);
    await until(() => both.every((r) => r.state.phase === 'move' && r.state.turn === 2), 3000, 'turn 2');
    await new Promise((r) => setTimeout(r, 100));
    expect(logged).not.toHaveBeenCalled();
    await ann.leave();
    await bob.leave();
  } finally {
    logged.mockRestore();
    await timed.close();
  }
});
