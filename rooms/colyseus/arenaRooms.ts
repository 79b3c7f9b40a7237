import { matchMaker, type IRoomCache } from '@colyseus/core';
import { ARENA_ROOM } from '../../engine';
import type { ArenaRooms } from '../arena/ports';
import { arenaOptions } from '../matchmaking/roomOptions';
import type { ArenaRoom } from './arenaRoom';

/** The arena directors' rooms port over Colyseus's matchmaking (any process hosts a game; calls go by room id). */
export function colyseusArenaRooms(): ArenaRooms {
  return {
    create: async (arena, pairing) => {
      const seats = { A: pairing.userA, B: pairing.userB };
      // The arena's clock (its games' durations: GameRoom reads `clock` for the kinds that take one).
      const options = {
        ...arenaOptions({ arenaId: arena.id, pairingId: pairing.id, seats }),
        clock: arena.clock,
      };
      const room = await matchMaker.createRoom(ARENA_ROOM, options);
      return room.roomId;
    },
    forfeit: async (roomId, userId) => {
      const method: keyof ArenaRoom = 'forfeitUser';
      try {
        await matchMaker.remoteRoomCall(roomId, method, [userId]);
      } catch (err) {
        console.warn(`arena room ${roomId}: the forfeit of a withdrawn player failed`, err);
      }
    },
    exists: async (roomId) =>
      ((await matchMaker.getRoomById(roomId)) as IRoomCache | undefined) !== undefined,
  };
}
