import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

test('two players meet through public matchmaking and play a whole game to a result', async () => {
  const ann = await (await h.player('ann')).joinOrCreate<GameRoomState>('others');
  const annBox = inbox(ann);
  await until(() => ann.state.phase === 'waiting' && ann.state.players.size === 1, 3000, 'ann seated');
  const bob = await (await h.player('bob')).joinOrCreate<GameRoomState>('others');
  const bobBox = inbox(bob);
  expect(bob.roomId).toBe(ann.roomId);
  await h.startPlay(ann, bob);
  expect(ann.state.deadline).toBe(h.clock.now + 10_000);
  // Both names carry their rating (new players: 1500, provisional) in the public state.
  const ratings = (r: Room<GameRoomState>) =>
    [...r.state.players.values()]
      .map((p) => [p.username, p.rating, p.provisional, p.rated, p.ratingChange] as const)
      .sort((x, y) => x[0].localeCompare(y[0]));
  expect(ratings(bob)).toEqual([
    ['ann', 1500, true, false, 0],
    ['bob', 1500, true, false, 0],
  ]);

  // Both pick the Judicial Doctor (start square 5): Choose ends early.
  ann.send('choose', { square: 5 });
  bob.send('choose', { square: 5 });
  await until(() => ann.state.phase === 'place', 3000, 'place');
  ann.send('place', { square: 9 });
  bob.send('place', { square: 10 });
  await until(() => ann.state.phase === 'move', 3000, 'move');
  const seatOf = (r: Room<GameRoomState>) => r.state.players.get(r.sessionId)?.seat;
  expect([seatOf(ann), seatOf(bob)].sort()).toEqual(['A', 'B']);
  expect([...ann.state.players.values()].map((p) => [p.character, p.square]).sort()).toEqual([
    ['J', 10],
    ['J', 9],
  ]);

  // Ann stays on 9 and hits 10, where Bob stays: Ann wins.
  ann.send('move', { square: 9 });
  ann.send('hit', { square: 10 });
  ann.send('set');
  bob.send('move', { square: 10 });
  bob.send('hit', { square: 12 });
  bob.send('set');
  await until(() => ann.state.phase === 'reveal', 3000, 'reveal');
  expect(ann.state.lastReveal?.toJSON()).toMatchObject({ turn: 1, outcome: seatOf(ann) });
  h.advance(ann.roomId, 3000);
  await until(
    () => annBox.last('gameover') !== undefined && bobBox.last('gameover') !== undefined,
    3000,
    'gameover',
  );
  expect(annBox.last('gameover')).toEqual({ result: 'win', reason: 'hit', message: 'You won!' });
  expect(bobBox.last('gameover')).toEqual({ result: 'lose', reason: 'hit', message: 'You lost!' });

  // Rated once recorded: the winner gains what the loser loses (two new players), shown to everyone.
  await until(() => ratings(bob).every((p) => p[3]), 3000, 'rated');
  const [annAfter, bobAfter] = ratings(bob);
  expect(annAfter![4]).toBeGreaterThan(0);
  expect(bobAfter![4]).toBe(-annAfter![4]);
  expect(annAfter![1]).toBe(1500 + annAfter![4]);

  const res = await fetch(`${h.server.url}/api/users/leaderboard`);
  await until(() => true);
  const rows = (await res.json()) as { username: string; wins: number; losses: number }[];
  expect(rows).toMatchObject([
    { username: 'ann', wins: 1, losses: 0 },
    { username: 'bob', wins: 0, losses: 1 },
  ]);
  await ann.leave();
  await bob.leave();
});
