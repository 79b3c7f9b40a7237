import { parseAction } from './actions';
import { isLetter } from './characters';
import type { Fill, FilledPhase } from './fills';
import type { ResultMessage } from './questions';
import {
  ACTION_TYPES,
  END_REASONS,
  fail,
  ok,
  type Action,
  type EndReason,
  type PlayerState,
  type Result,
} from './types';

/**
 * What a client sends besides its actions: leaving, the AI-versus-AI watcher's controls, and going berserk (a
 * player's own clock on half time; only modes that allow it take it: arena games).
 */
export const ROOM_COMMANDS = ['exit', 'pause', 'continue', 'reset', 'berserk'] as const;
export type RoomCommand = { readonly type: (typeof ROOM_COMMANDS)[number] };

/** After a game between two players: `rematch` asks for (or accepts) a rematch, `decline` refuses it. */
export const REMATCH_COMMANDS = ['rematch', 'decline'] as const;
export type RematchCommand = { readonly type: (typeof REMATCH_COMMANDS)[number] };

/** Where a rematch offer stands (the synced `rematch.status`): '' before one is offered. */
export const REMATCH_STATUSES = ['', 'open', 'accepted', 'declined', 'expired'] as const;
export type RematchStatus = (typeof REMATCH_STATUSES)[number];

/** Every message a client sends to a game room. */
export type ClientMessage = Action | RoomCommand | RematchCommand;
export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES = [
  ...ACTION_TYPES,
  ...ROOM_COMMANDS,
  ...REMATCH_COMMANDS,
] as const satisfies ClientMessageType[];

const isActionType = (type: string): type is Action['type'] =>
  (ACTION_TYPES as readonly string[]).includes(type);
const isCommand = (type: string): type is RoomCommand['type'] =>
  (ROOM_COMMANDS as readonly string[]).includes(type);
const isRematchCommand = (type: string): type is RematchCommand['type'] =>
  (REMATCH_COMMANDS as readonly string[]).includes(type);

/** Checks a client message (its type and body) at the room's edge: an action as the engine parses it, or a command. */
export function parseClientMessage(type: string, body: unknown): Result<ClientMessage> {
  if (isCommand(type)) return ok({ type });
  if (isRematchCommand(type)) return ok({ type });
  if (!isActionType(type)) return fail('message/unknown');
  const fields = typeof body === 'object' && body !== null ? body : {};
  return parseAction({ ...fields, type });
}

/** A refused message: the engine's code (or the room's own) and a readable text. */
export interface RoomError {
  readonly code: string;
  readonly message: string;
}

/** The bodies of the messages a room sends, by type. */
export interface ServerMessageBodies {
  /** To the sender of a refused message; nothing changed. */
  readonly error: RoomError;
  /** A player's own character, square and plan, to that player only. */
  readonly plan: PlayerState;
  /** The result from each player's side. */
  readonly gameover: ResultMessage;
  /** To the AI-versus-AI watcher, before the room closes. */
  readonly inform: { readonly message: string };
  /** To the players of a game in progress: a calm line to show (the server restarts after this game). */
  readonly notice: { readonly message: string };
  /** To both players once both asked for a rematch: the new room (seats swapped) to join by its id. */
  readonly rematch: { readonly roomId: string };
  /**
   * To a player waiting alone in a public room while another room waits in the seek pool: leave this room and
   * seek again, which seats it with that room's player (waiting rooms are paired, issue 35).
   */
  readonly seek: Record<string, never>;
  /** To one player only, after the state that follows: what the deadline picked for it (fills.ts). */
  readonly filled: FilledPick;
  /**
   * To the players (and the AI-versus-AI watcher), never the audience: the finished game's fairness record as
   * JSON, once the game is over and again on a reconnection.
   */
  readonly record: { readonly record: string };
  /**
   * To one connection as it joins or comes back: the server's clock (epoch ms) then. The synced state carries it
   * only when the phase, turn or deadline changes, so a client that joins mid-phase sets its clock from this.
   */
  readonly time: { readonly serverTime: number };
}

/** The `filled` message's body: a Fill without its seat (it goes to that seat only). */
export type FilledPick = Omit<Fill, 'seat'>;

const FILLED_PHASES: readonly FilledPhase[] = ['choose', 'place', 'move', 'hit'];

export type ServerMessageType = keyof ServerMessageBodies;
export const SERVER_MESSAGE_TYPES = [
  'error',
  'plan',
  'gameover',
  'inform',
  'notice',
  'rematch',
  'seek',
  'filled',
  'record',
  'time',
] as const satisfies ServerMessageType[];

/** Every message a game room sends, tagged with its type. */
export type ServerMessage = {
  readonly [T in ServerMessageType]: { readonly type: T; readonly body: ServerMessageBodies[T] };
}[ServerMessageType];

const fieldsOf = (body: unknown) =>
  (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const square = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const isReason = (v: unknown): v is EndReason => END_REASONS.includes(v as EndReason);

/**
 * Checks a server message at the client's edge. Plans, errors and informs are read leniently (a bad field
 * becomes null or a readable fallback); a `gameover` that is not one, or an unknown type, is refused.
 */
export function parseServerMessage(type: string, body: unknown): Result<ServerMessage> {
  const m = fieldsOf(body);
  switch (type) {
    case 'plan':
      return ok({
        type,
        body: {
          character: isLetter(m.character) ? m.character : null,
          square: square(m.square),
          move: square(m.move),
          hit: square(m.hit),
          set: m.set === true,
          ready: m.ready === true,
        },
      });
    case 'error':
      return ok({
        type,
        body: { code: text(m.code) || 'server/error', message: text(m.message) || 'The game refused that.' },
      });
    case 'gameover': {
      const { result, reason } = m;
      if ((result !== 'win' && result !== 'lose' && result !== 'draw') || !isReason(reason))
        return fail('message/malformed');
      return ok({ type, body: { result, reason, message: text(m.message) } });
    }
    case 'inform':
      return ok({ type, body: { message: text(m.message) || 'The game has ended.' } });
    case 'notice':
      return text(m.message) === ''
        ? fail('message/malformed')
        : ok({ type, body: { message: text(m.message) } });
    case 'filled': {
      const phase = FILLED_PHASES.find((p) => p === m.phase);
      if (phase === undefined) return fail('message/malformed');
      const turn = typeof m.turn === 'number' && Number.isInteger(m.turn) ? m.turn : 0;
      const character = isLetter(m.character) ? m.character : null;
      return ok({
        type,
        body: { phase, turn, character, square: square(m.square), move: square(m.move), hit: square(m.hit) },
      });
    }
    case 'rematch':
      return text(m.roomId) === ''
        ? fail('message/malformed')
        : ok({ type, body: { roomId: text(m.roomId) } });
    case 'seek':
      return ok({ type, body: {} });
    case 'record':
      return text(m.record) === ''
        ? fail('message/malformed')
        : ok({ type, body: { record: text(m.record) } });
    case 'time':
      return typeof m.serverTime === 'number' && Number.isFinite(m.serverTime) && m.serverTime > 0
        ? ok({ type, body: { serverTime: m.serverTime } })
        : fail('message/malformed');
    default:
      return fail('message/unknown');
  }
}
