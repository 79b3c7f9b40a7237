import { matchMaker, type IRoomCache } from '@colyseus/core';

/** A room that may hold its seats for some users only (a rematch room, rooms/colyseus/modeRooms.ts). */
export interface SeatReservingRoom {
  /** Whether matchmaking may reserve a seat here for `userId`. */
  mayTakeSeat(userId: string): boolean;
}

/**
 * Whether a room whose seat a signed-in player asks for by id (`joinById`) may hold one for `userId`: the room
 * answers (SeatReservingRoom, by room id on any process), before Colyseus reserves anything. A rematch room
 * says no to anyone but its two players, whose seat a stranger's reservation would otherwise hold; the gate then
 * answers as for an unused code. A room that is not listed is Colyseus's to refuse (true here, so an unused
 * code costs no call). A room that cannot answer is refused: those without the method (the AI, watch and
 * exhibition rooms) have no seat a join by id could take anyway (full from their creation).
 */
export async function mayTakeSeat(roomId: string, userId: string): Promise<boolean> {
  // Colyseus's type leaves it out, but a room that is not listed is undefined.
  const listing = (await matchMaker.getRoomById(roomId)) as IRoomCache | undefined;
  if (listing === undefined) return true;
  const method: keyof SeatReservingRoom = 'mayTakeSeat';
  try {
    // Over IPC the answer is whatever came back: only a plain yes reserves.
    return (await matchMaker.remoteRoomCall<unknown>(roomId, method, [userId])) === true;
  } catch {
    return false;
  }
}
