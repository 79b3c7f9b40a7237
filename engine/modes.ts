import type { Clock } from './phases';
import type { GameMode } from './types';

/** Who sits at a game: people and server AIs (two seats in all, or none for people when AIs play each other). */
export interface ModeSeats {
  /** Seats for people (0, 1 or 2). */
  readonly people: number;
  /** Seats the server's AIs take. */
  readonly ai: number;
}

/** The facts of one kind of game, read by the engine, the server and the web client (declared here only). */
export interface ModeFacts {
  /** The game mode its games are played and stored under. */
  readonly mode: GameMode;
  /** Anyone may list and open its stored games; otherwise only its two players (private games). */
  readonly public: boolean;
  /** Its games change ratings: games between two people (RULES.md, as on Lichess). */
  readonly rated: boolean;
  /** Its games count on the leaderboard, and so are anchored on Hive (RULES.md). */
  readonly recorded: boolean;
  /** Others may watch its live games as spectators (listed by GET /api/live). */
  readonly watchable: boolean;
  /** Its players are paired by public matchmaking (the oldest waiting room first). */
  readonly matchmade: boolean;
  /** A player who lost the connection (or reloaded) may come back to its seat. */
  readonly resumable: boolean;
  /** A draining server (SIGTERM) waits for its live games to end. */
  readonly drained: boolean;
  /** AI versus AI at a watcher's pace: the watcher's view, AIs picking at the countdown marks. */
  readonly watched: boolean;
  readonly seats: ModeSeats;
  /** The options a player may give when creating it (anything else is refused). */
  readonly options: readonly ('level' | 'clock')[];
}

/**
 * Every kind of game a room hosts (the room names): public games between two people, a person against the AI,
 * private games by code, a signed-in watcher's AI versus AI, and the server's AI-versus-AI exhibition (stored
 * as an `h0a2` game, watched by spectators only).
 */
export const MODE_FACTS = {
  others: {
    mode: 'others',
    public: true,
    rated: true,
    recorded: true,
    watchable: true,
    matchmade: true,
    resumable: true,
    drained: true,
    watched: false,
    seats: { people: 2, ai: 0 },
    options: [],
  },
  h1a1: {
    mode: 'h1a1',
    public: true,
    rated: false,
    recorded: true,
    watchable: true,
    matchmade: false,
    resumable: true,
    drained: true,
    watched: false,
    seats: { people: 1, ai: 1 },
    options: ['level', 'clock'],
  },
  h2a0: {
    mode: 'h2a0',
    public: false,
    rated: false,
    recorded: false,
    watchable: false,
    matchmade: false,
    resumable: true,
    drained: true,
    watched: false,
    seats: { people: 2, ai: 0 },
    options: ['clock'],
  },
  h0a2: {
    mode: 'h0a2',
    public: true,
    rated: false,
    recorded: false,
    watchable: false,
    matchmade: false,
    resumable: false,
    drained: false,
    watched: true,
    seats: { people: 0, ai: 2 },
    options: [],
  },
  exhibition: {
    mode: 'h0a2',
    public: true,
    rated: false,
    recorded: false,
    watchable: true,
    matchmade: false,
    resumable: false,
    drained: false,
    watched: true,
    seats: { people: 0, ai: 2 },
    options: [],
  },
  // An arena's game (issue 41): its director pairs two players and makes the room; stored and rated as a public
  // game (`others`), so it counts on the board and is anchored like one.
  arena: {
    mode: 'others',
    public: true,
    rated: true,
    recorded: true,
    watchable: true,
    matchmade: false,
    resumable: true,
    drained: true,
    watched: false,
    seats: { people: 2, ai: 0 },
    // The arena chooses its games' clock (its director makes every room; no client does: the matchmaking gate).
    options: ['clock'],
  },
} as const satisfies Record<GameMode | 'exhibition' | 'arena', ModeFacts>;

/** A kind of game, as its room is named. */
export type RoomKind = keyof typeof MODE_FACTS;

/** Every room kind, in the table's order. */
export const ROOM_KINDS = Object.keys(MODE_FACTS) as readonly RoomKind[];

/** The server's AI-versus-AI exhibition room. */
export const EXHIBITION_ROOM = 'exhibition' satisfies RoomKind;

/** The room of an arena's game: made by the arena's director, joined only by its two players' ids. */
export const ARENA_ROOM = 'arena' satisfies RoomKind;

/** True for a room name of the table. */
export function isRoomKind(name: string): name is RoomKind {
  return Object.hasOwn(MODE_FACTS, name);
}

/** The facts of a room kind, or undefined for a name that is none. */
export function factsOf(name: string): ModeFacts | undefined {
  return isRoomKind(name) ? MODE_FACTS[name] : undefined;
}

/** The room kinds that have `fact`. */
export function kindsWith(fact: BooleanFact): RoomKind[] {
  return ROOM_KINDS.filter((kind) => MODE_FACTS[kind][fact]);
}

/** The game modes whose own kind has `fact` (the exhibition is stored as `h0a2` and counts as that mode). */
export function modesWith(fact: 'public' | 'rated' | 'recorded'): GameMode[] {
  return ROOM_KINDS.filter((kind) => kind === MODE_FACTS[kind].mode && MODE_FACTS[kind][fact]).map(
    (kind) => MODE_FACTS[kind].mode,
  );
}

/** The yes-or-no facts of a kind. */
export type BooleanFact = {
  [K in keyof ModeFacts]: ModeFacts[K] extends boolean ? K : never;
}[keyof ModeFacts];

/** The kind whose players public matchmaking pairs (the public game). */
export const PUBLIC_ROOM = kindsWith('matchmade')[0]!;

/**
 * The clock a game of `mode` runs on when `asked` is requested: the relaxed clock only in the modes that take a
 * `clock` option (MODE_FACTS: against the AI and private games); the others always run on the spec's clock.
 */
export function clockFor(mode: string, asked: unknown): Clock {
  return asked === 'relaxed' && factsOf(mode)?.options.includes('clock') === true ? 'relaxed' : 'standard';
}
