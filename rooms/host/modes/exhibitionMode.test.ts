// The exhibition's mode in-process on the fake clock: it starts at once, seats nobody, and after its result and
// the pause hands the next one to its owner (whether anyone watched), then closes. tests/rooms/exhibition.test.ts
// keeps the listing, the spectators and the owner's decisions over sockets; rooms/scaleOut/exhibitions.test.ts the owner.
import { expect, test } from 'vitest';
import { fakeHost, settle } from '../fakePorts';
import { EXHIBITION_PAUSE_MS, ExhibitionMode, WATCH_ONLY } from './exhibitionMode';

const CLOSE_MS = 60_000;

async function exhibition() {
  const finished: boolean[] = [];
  const owner = {
    finished: (watched: boolean) => {
      finished.push(watched);
      return Promise.resolve();
    },
  };
  const kit = fakeHost(
    { mode: 'h0a2', watched: true },
    undefined,
    (host) => new ExhibitionMode(host, owner, CLOSE_MS),
  );
  await kit.host.prepare();
  return { ...kit, finished };
}

async function toTheEnd(kit: Awaited<ReturnType<typeof exhibition>>): Promise<void> {
  for (let t = 0; kit.host.game.phase !== 'over' && t < 4000; t++) kit.clock.advance(500);
  await settle();
}

test('two expert AIs start at once; nobody takes a seat', async () => {
  const { host, room } = await exhibition();
  expect(room.startedTimes).toBe(1);
  expect(host.isLive()).toBe(true);
  expect(() => {
    host.join('cp', { userId: 'id-pat', username: 'pat', name: 'PAT' });
  }).toThrow(WATCH_ONLY);
});

test.each([
  ['watched', 1, [true]],
  ['not watched', 0, [false]],
])(
  '%s: after the pause its owner is told, then the room closes once the result was shown',
  async (_n, audience, told) => {
    const kit = await exhibition();
    kit.host.audience(audience);
    kit.host.audience(0);
    expect(kit.transport.last.audience).toBe(0);
    await toTheEnd(kit);
    kit.clock.advance(EXHIBITION_PAUSE_MS - 1);
    expect(kit.finished).toEqual([]);
    kit.clock.advance(1);
    expect(kit.finished).toEqual(told);
    kit.clock.advance(CLOSE_MS - EXHIBITION_PAUSE_MS - 1);
    expect(kit.room.closed).toBe(false);
    kit.clock.advance(1);
    expect(kit.room.closed).toBe(true);
    expect(kit.store.recorded).toHaveLength(1);
  },
);
