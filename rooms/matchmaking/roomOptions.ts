import { ROOM_OPTION_KEYS } from '../../contract/room';
import { AI_LEVELS, isClock, PLAYER_LEVELS } from '../../engine';
import type { SeatUsers } from '../host/ports';

/**
 * The option a matchmaking request gets from the server (never from the client): the id of the user whose
 * request may create the room, for the per-user room budget.
 */
export const CREATOR_OPTION = '$creator';

/**
 * The option a public room is created with by the seek pool (never by a client): the room id the seeker put in the
 * pool (rooms/matchmaking/publicMatch.ts).
 */
export const SEEK_OPTION = '$seek';

/** Whether a room's creation options are the seek pool's (a public seek's room). */
export const isSeekRoom = (options: Record<string, unknown>): boolean =>
  typeof options[SEEK_OPTION] === 'string';

/**
 * The option a rematch room is created with by the room of the finished game (never by a client: the
 * matchmaking gate refuses every key a room type does not take): the user id reserved for each seat.
 */
export const REMATCH_OPTION = '$rematch';

export const UNKNOWN_LEVEL = 'Unknown AI level. Choose easy, medium, hard or perfect.';
export const UNKNOWN_CLOCK = 'Unknown clock. Choose standard or relaxed.';

/** Whether `level` names an AI a player may ask for (a player level or an engine AI name). */
export function isAiLevel(level: unknown): boolean {
  return (
    level === undefined ||
    (typeof level === 'string' &&
      (Object.hasOwn(PLAYER_LEVELS, level) || (AI_LEVELS as readonly string[]).includes(level)))
  );
}

/**
 * Checks the options of a matchmaking call: a JSON object with only the keys this room type (or this
 * method) takes, each with a value it accepts. Returns the message for the client, or undefined when fine.
 */
export function checkOptions(method: string, roomName: string, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return 'Matchmaking options must be a JSON object.';
  }
  const record = options as Record<string, unknown>;
  if (method === 'reconnect') {
    const token = record.reconnectionToken;
    const extra = Object.keys(record).find((k) => k !== 'reconnectionToken');
    if (typeof token !== 'string' || token.length > 200 || extra !== undefined) {
      return 'A reconnection takes only its reconnection token.';
    }
    return undefined;
  }
  // Joining a game by its id takes no option but `spectate: true` (watching); unknown room names are Colyseus's.
  if (method === 'joinById' && record.spectate !== undefined && record.spectate !== true)
    return 'The spectate option can only be true.';
  const allowed =
    method === 'joinById'
      ? ['spectate']
      : Object.hasOwn(ROOM_OPTION_KEYS, roomName)
        ? (ROOM_OPTION_KEYS as Record<string, readonly string[]>)[roomName]
        : undefined;
  if (allowed === undefined) return undefined;
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) return `Unknown option "${key.slice(0, 40)}" for this game.`;
  }
  if (!isAiLevel(record.level)) return UNKNOWN_LEVEL;
  if (record.clock !== undefined && !isClock(record.clock)) return UNKNOWN_CLOCK;
  return undefined;
}

/** The options that create a rematch room: its clock, and the user each seat is held for (TwoPlayerMode swaps them). */
export function rematchOptions(seats: SeatUsers, clock: string): Record<string, unknown> {
  return { [REMATCH_OPTION]: seats, clock };
}

/** A rematch room's reserved seats from its creation options; undefined for a room open to anyone. */
export function reservedSeats(options: Record<string, unknown>): SeatUsers | undefined {
  const value = options[REMATCH_OPTION];
  if (typeof value !== 'object' || value === null) return undefined;
  const { A, B } = value as Record<string, unknown>;
  return typeof A === 'string' && typeof B === 'string' ? { A, B } : undefined;
}

/**
 * The option an arena game's room is created with by the arena's director (never by a client: the matchmaking
 * gate refuses anything but joining an arena room by id): the pairing it plays and the user each seat is held for.
 */
export const ARENA_OPTION = '$arena';

/** What an arena game's room is made for. */
export interface ArenaGameOptions {
  readonly arenaId: string;
  readonly pairingId: string;
  readonly seats: SeatUsers;
}

/** The options that create an arena game's room. */
export function arenaOptions(game: ArenaGameOptions): Record<string, unknown> {
  return { [ARENA_OPTION]: game };
}

/** An arena game's pairing and seats from its room's creation options; undefined when not an arena's. */
export function arenaGameOf(options: Record<string, unknown>): ArenaGameOptions | undefined {
  const value = options[ARENA_OPTION];
  if (typeof value !== 'object' || value === null) return undefined;
  const { arenaId, pairingId, seats } = value as Record<string, unknown>;
  if (typeof arenaId !== 'string' || typeof pairingId !== 'string') return undefined;
  const reserved = reservedSeats({ [REMATCH_OPTION]: seats });
  return reserved === undefined ? undefined : { arenaId, pairingId, seats: reserved };
}
