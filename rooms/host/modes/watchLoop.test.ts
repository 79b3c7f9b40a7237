// AI versus AI with a watcher, in-process on the fake clock: the controls, the next game after 3 s, the game count
// in the snapshot, the end after the last game or the room's time (tests/rooms/aiVersusAi.test.ts keeps one over
// sockets, with the picks at the countdown marks).
import { expect, test } from 'vitest';
import { fakeHost, FakeStore, settle } from '../fakePorts';
import { NEXT_GAME_DELAY_MS, WatchLoop } from './watchLoop';

const HOUR = 3600_000;

/** A watch room's host (two expert AIs, `games` games), prepared, its watcher in. */
async function watching(games = 2, maxMs = HOUR) {
  const store = new FakeStore();
  store.aiGames = () => Promise.resolve(games);
  const kit = fakeHost({ mode: 'h0a2', watched: true }, store, (host) => new WatchLoop(host, maxMs));
  await kit.host.prepare();
  kit.host.join('cw', { userId: 'id-wanda', username: 'wanda', name: 'WANDA' });
  return kit;
}

/** Runs the clock until `done` (half a second at a time), letting the finisher's promises settle. */
async function runUntil(clock: { advance(ms: number): void }, done: () => boolean): Promise<void> {
  for (let t = 0; !done() && t < 4000; t++) {
    clock.advance(500);
    await settle();
  }
  expect(done()).toBe(true);
}

test('the watcher takes no seat and starts the game; the snapshot counts the games', async () => {
  const { host, transport, room } = await watching(3);
  expect(host.seatOf('cw')).toBeUndefined();
  expect([host.seat('A')?.aiLevel, host.seat('B')?.aiLevel]).toEqual(['expert', 'expert']);
  expect(room.startedTimes).toBe(1);
  expect(transport.last.view.phase).toBe('start');
  expect(transport.last.mode.games).toEqual({ number: 1, count: 3 });
});

test('pause freezes the clock however long; continue resumes with the time that was left', async () => {
  const { host, clock, transport } = await watching();
  clock.advance(1000);
  expect(host.game.phase).toBe('choose');
  const left = host.game.deadline! - clock.now();
  host.handle('cw', 'pause', undefined);
  expect(transport.last.view.paused).toBe(true);
  expect(transport.last.view.deadline).toBeNull();
  clock.advance(60_000);
  expect(host.game.phase).toBe('choose');
  host.handle('cw', 'continue', undefined);
  expect(host.game.deadline).toBe(clock.now() + left);
  expect(transport.errors).toEqual([]);
});

test('3 s after a result the next game starts, with its own id; after the last one the watcher is told and the room closes', async () => {
  const { host, clock, transport, store, room } = await watching(2);
  await runUntil(clock, () => host.game.phase === 'over');
  const firstId = transport.last.gameId;
  clock.advance(NEXT_GAME_DELAY_MS - 1);
  expect(host.game.phase).toBe('over');
  clock.advance(1);
  expect(host.game.phase).toBe('start');
  expect(transport.last.gameId).not.toBe(firstId);
  expect(transport.last.mode.games).toEqual({ number: 2, count: 2 });
  await runUntil(clock, () => host.game.phase === 'over');
  expect(room.closed).toBe(false);
  clock.advance(NEXT_GAME_DELAY_MS);
  expect(transport.broadcasts).toEqual([
    { type: 'inform', body: { message: 'All AI games have been played.' } },
  ]);
  expect(room.closed).toBe(true);
  // Both games were stored, rated for nobody.
  expect(store.recorded.map((g) => g.mode)).toEqual(['h0a2', 'h0a2']);
});

test('reset sets the counter back to 1, so the games go on', async () => {
  const { host, clock, transport, room } = await watching(2);
  await runUntil(clock, () => transport.last.mode.games?.number === 2);
  host.handle('cw', 'reset', undefined);
  expect(transport.last.mode.games).toEqual({ number: 1, count: 2 });
  await runUntil(clock, () => transport.last.mode.games?.number === 2);
  expect(room.closed).toBe(false);
  expect(transport.errors).toEqual([]);
});

test('the room ends after its time, whatever Pause does', async () => {
  const { host, clock, transport, room } = await watching(5, 120_000);
  host.handle('cw', 'pause', undefined);
  clock.advance(120_000 - 1);
  expect(room.closed).toBe(false);
  clock.advance(1);
  expect(transport.broadcasts).toEqual([
    { type: 'inform', body: { message: 'AI games end after 2 minutes.' } },
  ]);
  expect(room.closed).toBe(true);
});

test('the watcher may not play, and a rematch is refused here', async () => {
  const { host, clock, transport } = await watching();
  clock.advance(1000);
  host.handle('cw', 'choose', { square: 2 });
  host.handle('cw', 'rematch', undefined);
  expect(transport.errors.map((e) => e.error.code)).toEqual(['seat/unknown', 'rematch/unavailable']);
});
