import type { Client } from '@colyseus/core';
import type { Seat } from '../../engine';
import type { HostSnapshot, ModeSnapshot, Transport } from '../host/ports';
import { sendError, sendTo } from './messages';
import { RematchSchema, type GameRoomState } from './schema';
import { syncState } from './sync';

/** What the Transport needs of its Colyseus room. */
export interface TransportRoom {
  readonly clients: readonly Client[];
  readonly state: GameRoomState;
  /** The connection (session id) of the player in `seat`, if any. */
  seatKey(seat: Seat): string | undefined;
  broadcast(type: string, body: unknown): void;
  /** The synced state changed (the room republishes its listing). */
  synced(live: boolean): void;
  /** Sends the state's changes now. */
  publishNow(): void;
}

/** The host's Transport over a room's connections and synced state (Colyseus's public API only). */
export function roomTransport(room: TransportRoom): Transport {
  const clientOf = (key: string | undefined) => room.clients.find((c) => c.sessionId === key);
  return {
    toSeat: (seat, message) => {
      const client = clientOf(room.seatKey(seat));
      if (client !== undefined) sendTo(client, message);
    },
    toAll: (message) => {
      room.broadcast(message.type, message.body);
    },
    error: (connection, { code, message }) => {
      const client = clientOf(connection);
      if (client !== undefined) sendError(client, code, message);
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

/** Copies a host snapshot into the synced state: the mode and clock, the view, the seats, the game's id and commitments. */
export function syncSnapshot(state: GameRoomState, s: HostSnapshot): void {
  if (state.mode !== s.view.mode) state.mode = s.view.mode;
  if (state.clock !== s.clock) state.clock = s.clock;
  syncState(state, s.view, s.seats, s.now);
  if (state.gameId !== s.gameId) {
    state.gameId = s.gameId;
    state.seedCommitment = s.seedCommitment;
    state.commitments.clear();
    state.nonces.clear();
    state.record = '';
  }
  s.commitments.syncTo(state.commitments, state.nonces);
  if (s.record !== '' && state.record === '') state.record = s.record;
  if (state.spectators !== s.audience) state.spectators = s.audience;
  syncMode(state, s.mode);
}

/** Copies what the mode shows: the rematch offer, the AI-versus-AI game count, the level asked for. */
function syncMode(state: GameRoomState, mode: ModeSnapshot): void {
  const { rematch, games, level } = mode;
  if (rematch !== undefined) (state.rematch ??= new RematchSchema()).assign({ ...rematch });
  if (games !== undefined) {
    if (state.gameNumber !== games.number) state.gameNumber = games.number;
    if (state.gameCount !== games.count) state.gameCount = games.count;
  }
  if (level !== undefined && state.level !== level) state.level = level;
}
