import type { ArenaGameEnd } from '../../contract/records';

/** An arena as its director needs it. */
export interface DirectedArena {
  readonly id: string;
  readonly startsAt: number;
  readonly endsAt: number;
  /** The clock its games run on. */
  readonly clock: import('../../engine').Clock;
}

/** An arena's players as one read gives them to a pairing wave. */
export interface ArenaEntrants {
  /** Players active (free or in a game). */
  readonly active: number;
  /** The free players a wave may pair, with their ranks (engine/arena's PairingCandidate). */
  readonly free: readonly import('../../engine').PairingCandidate[];
}

/** A pairing not settled yet. */
export interface OpenPairing {
  readonly id: string;
  readonly userA: string;
  readonly userB: string;
  readonly pairedAt: number;
  /** The game room (null until made). */
  readonly roomId: string | null;
  /** The stored game's id once it started (null before). */
  readonly gameId: string | null;
  readonly status: 'paired' | 'playing';
}

/** A wave's new pairing, as written. */
export interface NewPairing {
  readonly id: string;
  readonly userA: string;
  readonly userB: string;
}

/** The database as the arena directors use it (rooms/store/arenaStore.ts over api/db/arenas.ts). */
export interface ArenaData {
  /** Arenas not finished that start by `before`. */
  arenasToDirect(before: number): Promise<DirectedArena[]>;
  /** Makes the arenas the admins' schedules owe by `now`. */
  makeScheduled(now: number): Promise<void>;
  /** The arena's players in one read: how many are active, and those a wave may pair. */
  entrants(arenaId: string): Promise<ArenaEntrants>;
  /** The players who withdrew from the arena (their game, if one is open, is forfeited). */
  withdrawn(arenaId: string): Promise<ReadonlySet<string>>;
  openPairings(arenaId: string): Promise<OpenPairing[]>;
  /** Writes the wave's pairs (a pair whose player was taken meanwhile is left out). */
  insertPairings(
    arenaId: string,
    pairs: readonly (readonly [string, string])[],
    now: number,
  ): Promise<NewPairing[]>;
  setPairingRoom(pairingId: string, roomId: string): Promise<void>;
  /** Settles a pairing once (false: it was settled already). */
  settle(pairingId: string, end: ArenaGameEnd): Promise<boolean>;
  /** How a stored game ended (undefined when it is not recorded). */
  recordedGame(
    gameId: string,
  ): Promise<{ readonly winner: ArenaGameEnd['winner']; readonly turns: number } | undefined>;
  /** Marks the arena's standings final. */
  finish(arenaId: string, now: number): Promise<void>;
}

/** The game rooms as the directors use them (rooms/colyseus/arenaRooms.ts over Colyseus's matchmaking). */
export interface ArenaRooms {
  /** Makes the room of a pairing, on whichever process the placement picks; answers its id. */
  create(arena: DirectedArena, pairing: NewPairing): Promise<string>;
  /** Forfeits `userId`'s game in the room (a withdrawal); nothing when the room is gone. */
  forfeit(roomId: string, userId: string): Promise<void>;
  /** Whether the room is still open (on any process). */
  exists(roomId: string): Promise<boolean>;
}
