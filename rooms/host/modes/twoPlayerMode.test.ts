// The rematch and close-after-game of a game between two players, in-process on the fake clock (the socket suite
// keeps one whole rematch through matchmaking: tests/rooms/rematch.test.ts).
import { describe, expect, test } from 'vitest';
import { FakeRooms, fakeHost, FakeStore, playToWinOfA, settle } from '../fakePorts';
import type { GameHost } from '../gameHost';
import type { FakeClock } from '../fakePorts';
import type { SeatUsers } from '../ports';
import { REMATCH_ERRORS, REMATCH_JOIN_MS, REMATCH_WINDOW_MS } from './rematchOffer';
import { NOT_MATCHED, TwoPlayerMode } from './twoPlayerMode';

const CLOSE_MS = 60_000;
const user = (name: string) => ({ userId: `id-${name}`, username: name, name: name.toUpperCase() });

/** A two-player host (ann on connection ca in A, bob on cb in B once joined), with its fakes. */
function twoPlayers(
  options: {
    reserved?: SeatUsers;
    admitted?: (c: string) => boolean;
    rooms?: FakeRooms;
    store?: FakeStore;
  } = {},
) {
  const rooms = options.rooms ?? new FakeRooms();
  const kit = fakeHost(
    { mode: 'others' },
    options.store,
    (host) =>
      new TwoPlayerMode(host, {
        rooms,
        closeAfterGameMs: CLOSE_MS,
        ...(options.reserved === undefined ? {} : { reserved: options.reserved }),
        ...(options.admitted === undefined ? {} : { admitted: options.admitted }),
      }),
  );
  return { ...kit, rooms };
}

/** Both join and play one turn: ann (A, on 9) hits bob (B, on 10). Then the result is told. */
async function playToEnd(host: GameHost, clock: FakeClock): Promise<void> {
  await host.prepare();
  host.join('ca', user('ann'));
  host.join('cb', user('bob'));
  playToWinOfA(host, clock);
  await settle();
}

describe('the rematch offer', () => {
  test('opens at the result for 20 s; both ask: one room is made with the seats swapped, both are told its id', async () => {
    const { host, clock, transport, rooms } = twoPlayers();
    await playToEnd(host, clock);
    const offer = transport.last.mode.rematch;
    expect(offer).toEqual({
      status: 'open',
      deadline: clock.now() + REMATCH_WINDOW_MS,
      askedA: false,
      askedB: false,
      declinedBy: null,
    });
    host.handle('ca', 'rematch', undefined);
    expect(transport.last.mode.rematch).toMatchObject({ status: 'open', askedA: true, askedB: false });
    expect(rooms.asked).toEqual([]);
    host.handle('cb', 'rematch', undefined);
    expect(transport.last.mode.rematch?.status).toBe('accepted');
    await settle();
    expect(rooms.asked).toEqual([{ mode: 'others', clock: 'standard', seats: { A: 'id-bob', B: 'id-ann' } }]);
    expect(transport.sent('A', 'rematch')).toEqual([{ roomId: 'next-room' }]);
    expect(transport.sent('B', 'rematch')).toEqual([{ roomId: 'next-room' }]);
    expect(transport.errors).toEqual([]);
  });

  test('decline: the other sees who declined, no room is made, and a later rematch is refused', async () => {
    const { host, clock, transport, rooms } = twoPlayers();
    await playToEnd(host, clock);
    host.handle('ca', 'rematch', undefined);
    host.handle('cb', 'decline', undefined);
    expect(transport.last.mode.rematch).toMatchObject({ status: 'declined', declinedBy: 'B' });
    host.handle('ca', 'rematch', undefined);
    expect(transport.errors.map((e) => [e.connection, e.error.code])).toEqual([['ca', 'rematch/declined']]);
    await settle();
    expect(rooms.asked).toEqual([]);
  });

  test('expiry: open 1 ms before its deadline, expired at it, and a late rematch is refused', async () => {
    const { host, clock, transport, rooms } = twoPlayers();
    await playToEnd(host, clock);
    host.handle('ca', 'rematch', undefined);
    clock.advance(REMATCH_WINDOW_MS - 1);
    expect(transport.last.mode.rematch?.status).toBe('open');
    clock.advance(1);
    expect(transport.last.mode.rematch?.status).toBe('expired');
    host.handle('cb', 'rematch', undefined);
    expect(transport.errors.map((e) => e.error)).toEqual([REMATCH_ERRORS.expired]);
    expect(rooms.asked).toEqual([]);
  });

  test('leaving the finished game declines; leaving before the result declines as the offer opens', async () => {
    const after = twoPlayers();
    await playToEnd(after.host, after.clock);
    after.host.handle('ca', 'rematch', undefined);
    after.host.left('B');
    expect(after.transport.last.mode.rematch).toMatchObject({ status: 'declined', declinedBy: 'B' });

    // Gone while the result was being recorded (the offer not open yet): it opens declined.
    const store = new FakeStore();
    let recorded!: () => void;
    store.record = () =>
      new Promise(
        (resolve) =>
          (recorded = () => {
            resolve({ written: true });
          }),
      );
    const before = twoPlayers({ store });
    await playToEnd(before.host, before.clock);
    before.host.left('A');
    expect(before.transport.last.mode.rematch).toBeUndefined();
    recorded();
    await settle();
    expect(before.transport.last.mode.rematch).toMatchObject({ status: 'declined', declinedBy: 'A' });
  });

  test('before the end of the game a rematch is refused (not yet), and only a seated player may ask', async () => {
    const { host, transport } = twoPlayers();
    await host.prepare();
    host.join('ca', user('ann'));
    host.join('cb', user('bob'));
    host.handle('ca', 'rematch', undefined);
    host.handle('zz', 'rematch', undefined);
    host.handle('ca', 'pause', undefined);
    expect(transport.errors.map((e) => e.error.code)).toEqual([
      'rematch/not-yet',
      'seat/unknown',
      'message/unknown',
    ]);
    expect(transport.last.mode.rematch).toBeUndefined();
  });

  test.each([
    ['a full live-room budget', { refused: 'budget' } as const, REMATCH_ERRORS.budget],
    ['a failed room', { refused: 'failed' } as const, REMATCH_ERRORS.failed],
    ['a factory that throws', new Error('down'), REMATCH_ERRORS.failed],
  ])('agreed, but %s: both are told why and the offer ends as expired', async (_name, answer, error) => {
    const { host, clock, transport } = twoPlayers({ rooms: new FakeRooms(answer) });
    await playToEnd(host, clock);
    host.handle('ca', 'rematch', undefined);
    host.handle('cb', 'rematch', undefined);
    await settle();
    for (const seat of ['A', 'B'] as const) expect(transport.sent(seat, 'error')).toEqual([error]);
    expect(transport.sent('A', 'rematch')).toEqual([]);
    expect(transport.last.mode.rematch?.status).toBe('expired');
  });
});

describe('closing after the game', () => {
  test('the room closes 60 s after the result (the offer’s 20 s are inside it)', async () => {
    const { host, clock, room } = twoPlayers();
    await playToEnd(host, clock);
    clock.advance(CLOSE_MS - 1);
    expect(room.closed).toBe(false);
    clock.advance(1);
    expect(room.closed).toBe(true);
  });
});

describe('seating', () => {
  test('a rematch room holds each seat for its player, refuses a stranger, and starts once both are in', async () => {
    const reserved = { A: 'id-bob', B: 'id-ann' };
    const { host, room, policy } = twoPlayers({ reserved });
    await host.prepare();
    expect([policy.mayTakeSeat('id-ann'), policy.mayTakeSeat('id-eve')]).toEqual([true, false]);
    expect(() => {
      host.join('ce', user('eve'));
    }).toThrow(REMATCH_ERRORS.reserved.message);
    host.join('ca', user('ann'));
    expect(host.seat('B')?.userId).toBe('id-ann');
    expect(room.startedTimes).toBe(0);
    host.join('cb', user('bob'));
    expect(host.seat('A')?.userId).toBe('id-bob');
    expect(room.startedTimes).toBe(1);
  });

  test('a rematch room whose second player never comes closes after 30 s, telling the one who came', async () => {
    const { host, clock, room, transport } = twoPlayers({ reserved: { A: 'id-bob', B: 'id-ann' } });
    await host.prepare();
    host.join('ca', user('ann'));
    clock.advance(REMATCH_JOIN_MS - 1);
    expect(room.closed).toBe(false);
    clock.advance(1);
    expect(transport.broadcasts).toEqual([{ type: 'error', body: REMATCH_ERRORS.noShow }]);
    expect(room.closed).toBe(true);
  });

  test('a rematch room both joined in time stays open', async () => {
    const { host, clock, room } = twoPlayers({ reserved: { A: 'id-bob', B: 'id-ann' } });
    await host.prepare();
    host.join('ca', user('ann'));
    host.join('cb', user('bob'));
    clock.advance(REMATCH_JOIN_MS);
    expect(room.closed).toBe(false);
  });

  test('a public room seats only a connection the seek pool admitted', async () => {
    const admitted = new Set(['ca']);
    const { host } = twoPlayers({ admitted: (c) => admitted.has(c) });
    await host.prepare();
    expect(() => {
      host.join('cx', user('xia'));
    }).toThrow(NOT_MATCHED);
    host.join('ca', user('ann'));
    expect(host.seat('A')?.userId).toBe('id-ann');
  });

  test('one seat per player', async () => {
    const { host } = twoPlayers();
    await host.prepare();
    host.join('ca', user('ann'));
    expect(() => {
      host.join('c2', user('ann'));
    }).toThrow('You are already in this game.');
  });
});
