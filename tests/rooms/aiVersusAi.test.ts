import { afterAll, beforeAll, expect, test } from 'vitest';
import { updateSetting } from '../../api/db/settings';
import { characterAtStart, SEATS, type GameState } from '../../engine';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

test('AI versus AI: picks at the countdown marks, pause and continue, reset, two games, then the room closes', async () => {
  await updateSetting(h.server.api.ctx.db.kysely, 'aiGames', { qty: 2 });
  const room = await (await h.player('wanda')).create<GameRoomState>('h0a2');
  const box = inbox(room);
  await firstState(room);
  let left = false;
  room.onLeave(() => (left = true));
  await until(() => room.state.players.size === 2 && room.state.gameCount === 2, 3000, 'two AIs');
  expect([...room.state.players.values()].every((p) => p.isAi)).toBe(true);
  expect(room.state.phase).toBe('start');
  h.advance(room.roomId, 1000);
  await until(() => room.state.phase === 'choose', 3000, 'start after 1 s');

  // Choose lasts 10 s: both AIs first pick with 8 s left (the watcher sees the picks).
  h.advance(room.roomId, 1999);
  await new Promise((r) => setTimeout(r, 30));
  expect([...room.state.players.values()].filter((p) => p.character !== '')).toHaveLength(0);
  h.advance(room.roomId, 1);
  await until(
    () => [...room.state.players.values()].filter((p) => p.character !== '').length === 2,
    3000,
    'the AIs pick at 8',
  );

  // Pause freezes the clock: nothing happens however long it is paused.
  room.send('pause');
  await until(() => room.state.paused, 3000, 'paused');
  expect(room.state.deadline).toBe(0);
  h.advance(room.roomId, 60_000);
  await new Promise((r) => setTimeout(r, 30));
  expect(room.state.phase).toBe('choose');
  room.send('continue');
  await until(
    () => !room.state.paused && room.state.deadline === h.clock.now + 8000,
    3000,
    'continued with 8 s left',
  );

  await h.advanceUntil(room.roomId, () => room.state.gameNumber === 2, 'the second game');
  expect(box.all('error')).toEqual([]);
  room.send('reset');
  await until(() => room.state.gameNumber === 1, 3000, 'reset to 1');
  await h.advanceUntil(room.roomId, () => room.state.gameNumber === 2, 'game 2 again');
  await h.advanceUntil(room.roomId, () => left, 'the room closing after the last game');
  expect(box.last('inform')).toEqual({ message: 'All AI games have been played.' });
  const rows = (await (await fetch(`${h.server.url}/api/users/leaderboard`)).json()) as unknown[];
  expect(rows).toEqual([]);
});

test('AI versus AI: each AI shows a pick at 8, 5 and 2 s left in Choose; the pick standing at 2 s counts', async () => {
  const room = await (await h.player('wilma')).create<GameRoomState>('h0a2');
  await firstState(room);
  await until(() => room.state.players.size === 2, 3000, 'two AIs');
  h.advance(room.roomId, 1000);
  await until(() => room.state.phase === 'choose', 3000, 'choose');
  const deadline = room.state.deadline;
  const picks = () =>
    (h.room(room.roomId) as unknown as { game: GameState }).game.log.flatMap((e) =>
      'seat' in e && e.action.type === 'choose'
        ? [{ seat: e.seat, left: deadline - e.at, square: e.action.square }]
        : [],
    );
  const shown = () => [...room.state.players.values()].map((p) => `${p.seat}:${p.character}`).sort();
  const standing = () =>
    SEATS.map(
      (seat) =>
        `${seat}:${
          characterAtStart(
            picks()
              .filter((p) => p.seat === seat)
              .at(-1)!.square,
          )!.letter
        }`,
    );

  for (const [wait, left, count] of [
    [2000, 8000, 2],
    [3000, 5000, 4],
    [3000, 2000, 6],
  ] as const) {
    h.advance(room.roomId, wait - 1);
    await new Promise((r) => setTimeout(r, 30));
    expect(picks()).toHaveLength(count - 2);
    h.advance(room.roomId, 1);
    await until(() => picks().length === count, 3000, `the picks with ${left / 1000} s left`);
    expect(
      picks()
        .slice(-2)
        .map((p) => [p.seat, p.left]),
    ).toEqual([
      ['A', left],
      ['B', left],
    ]);
    await until(
      () => shown().join() === standing().join(),
      3000,
      `the watcher seeing the picks at ${left / 1000} s`,
    );
    expect(room.state.phase).toBe('choose');
  }

  // The phase runs to its deadline; the picks standing at 2 s are the characters of the game.
  const final = standing();
  h.advance(room.roomId, 2000);
  await until(() => room.state.phase === 'place', 3000, 'place');
  expect(shown()).toEqual(final);
  expect(picks()).toHaveLength(6);
  await room.leave();
});

test('a watcher cannot play in an AI game, and players cannot pause theirs', async () => {
  const room = await (await h.player('xena')).create<GameRoomState>('h0a2');
  const box = inbox(room);
  h.advance(room.roomId, 1000);
  await until(() => room.state.phase === 'choose', 3000, 'choose');
  room.send('choose', { square: 2 });
  await until(() => box.last('error') !== undefined, 3000, 'error');
  expect(box.last('error')).toEqual({ code: 'seat/unknown', message: 'You are not a player in this game.' });
  await room.leave();

  const duel = await (await h.player('yuri')).create<GameRoomState>('h1a1');
  const duelBox = inbox(duel);
  await h.startPlay(duel);
  duel.send('pause');
  await until(() => duelBox.last('error') !== undefined, 3000, 'error');
  expect(duelBox.last('error')).toMatchObject({ code: 'message/unknown' });
  expect(duel.state.paused).toBe(false);
  await duel.leave();
});
