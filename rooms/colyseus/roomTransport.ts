import type { Client } from '@colyseus/core';
import type { Seat } from '../../engine';
import { put, REMATCH_FIELDS as M, STATE_FIELDS as S } from '../../contract/syncedState';
import type { HostSnapshot, ModeSnapshot, RematchSnapshot, Transport } from '../host/ports';
import { sendError, sendTo } from './messages';
import { RematchSchema, type GameRoomState } from './schema';
import { syncState } from './sync';

/** What the Transport needs of its Colyseus room. */
export interface TransportRoom {
  readonly clients: readonly Client[];
  readonly state: GameRoomState;
  /** The connection (session id) of the player in `seat`, if any. */
  seatKey(seat: Seat): string | undefined;
  /** True for a connection of the audience (a spectator). */
  watching(sessionId: string): boolean;
  broadcast(type: string, body: unknown): void;
  /** The synced state changed (the room republishes its listing). */
  synced(live: boolean): void;
  /** Sends the state's changes at once (right after this synchronous run: PatchAtOnce). */
  publishNow(): void;
  /** Sends the changes asked for at once and not yet sent, now: a message never overtakes its state. */
  flushPatch(): void;
}

/** The host's Transport over a room's connections and synced state (Colyseus's public API only). */
export function roomTransport(room: TransportRoom): Transport {
  const clientOf = (key: string | undefined) => room.clients.find((c) => c.sessionId === key);
  return {
    toSeat: (seat, message) => {
      const client = clientOf(room.seatKey(seat));
      if (client === undefined) return;
      // A player's own plan goes ahead of the public state of the same change (Publisher.publish), as it always
      // did; any other message follows the state it belongs to.
      if (message.type !== 'plan') room.flushPatch();
      sendTo(client, message);
    },
    toAll: (message) => {
      room.flushPatch();
      room.broadcast(message.type, message.body);
    },
    toPlayers: (message) => {
      room.flushPatch();
      for (const client of room.clients) if (!room.watching(client.sessionId)) sendTo(client, message);
    },
    error: (connection, { code, message }) => {
      const client = clientOf(connection);
      if (client === undefined) return;
      room.flushPatch();
      sendError(client, code, message);
    },
    close: (connection) => clientOf(connection)?.leave(),
    sync: (snapshot) => {
      syncSnapshot(room.state, snapshot);
      room.synced(snapshot.live);
    },
    publishNow: () => {
      room.publishNow();
    },
  };
}

/**
 * Copies a host snapshot into the synced state, each field through its codec (contract/syncedState.ts): the mode
 * and clock, the view, the seats, the game's id and commitments, the audience, what the mode shows.
 */
export function syncSnapshot(state: GameRoomState, s: HostSnapshot): void {
  put(state, 'mode', S.mode, s.view.mode);
  put(state, 'clock', S.clock, s.clock);
  syncState(state, s.view, s.seats, s.now);
  if (state.gameId !== S.gameId.encode(s.gameId)) {
    put(state, 'gameId', S.gameId, s.gameId);
    put(state, 'seedCommitment', S.seedCommitment, s.seedCommitment);
    state.commitments.clear();
    state.nonces.clear();
  }
  s.commitments.syncTo(state.commitments, state.nonces);
  put(state, 'spectators', S.spectators, s.audience);
  syncMode(state, s.mode);
}

/** Copies what the mode shows: the rematch offer, the AI-versus-AI game count, the level asked for. */
function syncMode(state: GameRoomState, mode: ModeSnapshot): void {
  const { rematch, games, level } = mode;
  if (rematch !== undefined) syncRematch((state.rematch ??= new RematchSchema()), rematch);
  if (games !== undefined) {
    put(state, 'gameNumber', S.gameNumber, games.number);
    put(state, 'gameCount', S.gameCount, games.count);
  }
  if (level !== undefined) put(state, 'level', S.level, level);
}

/** The rematch offer's fields. */
function syncRematch(r: RematchSchema, offer: RematchSnapshot): void {
  put(r, 'status', M.status, offer.status);
  put(r, 'deadline', M.deadline, offer.deadline);
  put(r, 'askedA', M.askedA, offer.askedA);
  put(r, 'askedB', M.askedB, offer.askedB);
  put(r, 'declinedBy', M.declinedBy, offer.declinedBy);
}
