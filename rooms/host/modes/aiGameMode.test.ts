// A game against the AI: the AI sits in B at the level asked for, the player in A, and the room closes 60 s after
// the result (in-process on the fake clock; tests/rooms/privateAndAiGames.test.ts plays one over sockets).
import { expect, test } from 'vitest';
import { fakeHost, settle } from '../fakePorts';
import { AiGameMode } from './aiGameMode';

const CLOSE_MS = 60_000;

test.each([
  ['easy', 'easy'],
  [undefined, 'hard'],
])('asked for %s: the AI plays at that level, and the snapshot shows %s', async (asked, shown) => {
  const { host, transport, room } = fakeHost(
    { mode: 'h1a1' },
    undefined,
    (h) => new AiGameMode(h, asked, CLOSE_MS),
  );
  await host.prepare();
  expect(host.seat('B')?.ai).toBeDefined();
  expect(transport.last.mode.level).toBe(shown);
  host.join('ca', { userId: 'id-ann', username: 'ann', name: 'ANN' });
  expect(host.seatOf('ca')).toBe('A');
  expect(room.startedTimes).toBe(1);
});

test('the room closes 60 s after the result; a rematch is refused', async () => {
  const { host, clock, room, transport } = fakeHost(
    { mode: 'h1a1' },
    undefined,
    (h) => new AiGameMode(h, 'easy', CLOSE_MS),
  );
  await host.prepare();
  host.join('ca', { userId: 'id-ann', username: 'ann', name: 'ANN' });
  host.handle('ca', 'exit', undefined);
  await settle();
  expect(host.game.result).toMatchObject({ winner: 'B', reason: 'forfeit' });
  host.handle('ca', 'rematch', undefined);
  expect(transport.errors.map((e) => e.error.code)).toEqual(['rematch/unavailable']);
  clock.advance(CLOSE_MS - 1);
  expect(room.closed).toBe(false);
  clock.advance(1);
  expect(room.closed).toBe(true);
});
