// Join options are checked: an unknown AI level is refused, and no option can freeze a room.
import type { Room } from 'colyseus.js';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isApiErrorCode } from '../../contract/http';
import { DEFAULT_LIMITS } from '../../rooms/limits/limits';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { firstState, startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { matchmake } from './rawHttp';

let h: RoomHarness;
beforeAll(async () => {
  // The fuzz makes hundreds of requests: budgets high enough that only the options decide.
  const many = { ip: 100_000, user: 100_000 };
  h = await startRoomHarness({
    limits: {
      ...DEFAULT_LIMITS,
      matchmakePerMinute: many,
      createPerMinute: many,
      joinByCodePerMinute: many,
      liveRoomsPerUser: 100_000,
    },
  });
});
afterAll(async () => {
  await h.close();
});

test.each([['constructor'], ['__proto__'], [42], ['toString'], [''], [null], [{ level: 'hard' }]])(
  'an unknown AI level (%j) is refused with a clear error',
  async (level) => {
    const client = await h.player('tara');
    await expect(client.create('h1a1', { level })).rejects.toThrow(/AI level/);
  },
);

test.each([['easy'], ['medium'], ['hard'], ['perfect'], ['greedy']])(
  'the AI level %s is accepted',
  async (level) => {
    const room = await (await h.player('ugo')).create<GameRoomState>('h1a1', { level });
    await h.startPlay(room);
    await room.leave();
  },
);

test('fuzzed join options for every room type: each gets a seat or a clear error, and no room freezes', async () => {
  const player = await h.player('vera');
  const host = await (await h.player('walt')).create<GameRoomState>('h2a0');
  const auth = { authorization: `Bearer ${player.auth.token}` };
  const calls = fc.oneof(
    fc.tuple(
      fc.constantFrom('create', 'joinOrCreate', 'join'),
      fc.constantFrom('others', 'h1a1', 'h2a0', 'h0a2'),
    ),
    fc.constant(['joinById', host.roomId] as const),
  );
  const tricky = fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'hard');
  const options = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom('level', '__proto__', 'constructor', 'roomId', '$creator', 'x'),
      fc.oneof(tricky, fc.jsonValue()),
    ),
  );
  await fc.assert(
    fc.asyncProperty(calls, options, async ([method, name], opts) => {
      const answer = await matchmake(h.server.url, method, name, opts, auth);
      expect(answer.status).toBeLessThan(500);
      const body = JSON.parse(answer.body) as {
        code?: unknown;
        message?: unknown;
        room?: { name: string };
        sessionId?: string;
      };
      if (answer.status !== 200) {
        // A refusal is the API's: a known code and a message.
        expect(isApiErrorCode(body.code)).toBe(true);
        expect(body.message).toEqual(expect.any(String));
        return;
      }
      expect(typeof body.room).toBe('object');
      expect(typeof body.sessionId).toBe('string');
      // Take the seat: the room must run (an AI game's AI picks once its thinking time has passed).
      let room: Room<GameRoomState>;
      try {
        room = await firstState(await player.consumeSeatReservation<GameRoomState>(body as never));
      } catch (err) {
        expect((err as Error).message).toMatch(/\w/);
        return;
      }
      if (body.room?.name === 'h1a1') {
        await h.startPlay(room);
        h.advance(room.roomId, 2000);
        await until(
          () => [...room.state.players.values()].some((p) => p.isAi && p.done),
          3000,
          'the AI picks',
        );
      }
      await room.leave();
    }),
    { numRuns: 120 },
  );
  await host.leave();
});
