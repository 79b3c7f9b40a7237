import type { Server } from '@colyseus/core';
import { ExhibitionRoom } from './exhibitionRoom';
import { EXHIBITION_ROOM } from './exhibitions';
import { AiRoom, OthersRoom, PrivateRoom } from './modeRooms';
import type { RoomServices } from './services';
import { WatchRoom } from './watchRoom';

/**
 * Defines every room on a server, bound to these services (each server gets subclasses of its own). The
 * room names are the game types; public games fill the oldest waiting room first.
 */
export function defineRooms(server: Server, services: RoomServices): void {
  const rooms = {
    others: class extends OthersRoom {},
    h1a1: class extends AiRoom {},
    h2a0: class extends PrivateRoom {},
    h0a2: class extends WatchRoom {},
    [EXHIBITION_ROOM]: class extends ExhibitionRoom {},
  };
  for (const [name, room] of Object.entries(rooms)) {
    room.services = services;
    const handler = server.define(name, room);
    if (name === 'others') handler.sortBy({ createdAt: 1 });
  }
}
