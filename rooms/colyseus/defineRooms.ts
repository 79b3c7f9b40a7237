import type { Server } from '@colyseus/core';
import { factsOf, type RoomKind } from '../../engine';
import { ArenaRoom } from './arenaRoom';
import { ExhibitionRoom } from './exhibitionRoom';
import { AiRoom, OthersRoom, PrivateRoom } from './modeRooms';
import type { RoomServices } from '../services';
import { WatchRoom } from './watchRoom';

/**
 * Defines every room on a server, bound to these services (each server gets subclasses of its own). The
 * room names are the kinds of game (the engine's MODE_FACTS); public games fill the oldest waiting room first.
 */
export function defineRooms(server: Server, services: RoomServices): void {
  const rooms = {
    others: class extends OthersRoom {},
    h1a1: class extends AiRoom {},
    h2a0: class extends PrivateRoom {},
    h0a2: class extends WatchRoom {},
    exhibition: class extends ExhibitionRoom {},
    arena: class extends ArenaRoom {},
  } satisfies Record<RoomKind, unknown>;
  for (const [name, room] of Object.entries(rooms)) {
    room.services = services;
    const handler = server.define(name, room);
    if (factsOf(name)?.matchmade === true) handler.sortBy({ createdAt: 1 });
  }
}
