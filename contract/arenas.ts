// What an arena (issue 41: a time-boxed tournament, docs/RULES.md "Arenas") looks like on the wire: its summary in
// the list, its page (standings, your place, the games to watch, the podium) and the admin's schedules. The
// routes that carry them are in contract/routes/arenas.ts.

import type { Clock } from '../engine';

/** Where an arena is in its life: before its start, between its start and its end, after its end. */
export const ARENA_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type ArenaStatus = (typeof ARENA_STATUSES)[number];

/** A player in an arena: playing or free (`active`), `paused` (not paired until it comes back), `withdrawn`. */
export const ARENA_PLAYER_STATES = ['active', 'paused', 'withdrawn'] as const;
export type ArenaPlayerState = (typeof ARENA_PLAYER_STATES)[number];

/** How often an admin's schedule starts an arena. */
export const ARENA_RECURRENCES = ['once', 'hourly', 'daily'] as const;
export type ArenaRecurrence = (typeof ARENA_RECURRENCES)[number];

/** An arena's length: at least, at most (minutes). */
export const ARENA_MINUTES = { min: 5, max: 180 } as const;

/** A private arena's start, at most this long after its creation (minutes). */
export const ARENA_MAX_START_DELAY_MINUTES = 24 * 60;

/** An arena's name: its length (characters). */
export const ARENA_NAME_LENGTH = { min: 3, max: 40 } as const;

/** A private arena's code: this many digits. */
export const ARENA_CODE_DIGITS = 6;

/** One arena in the list. */
export interface ArenaSummary {
  readonly id: string;
  readonly name: string;
  readonly status: ArenaStatus;
  /** Joined by code only (a player's own arena); an admin's scheduled arenas are public. */
  readonly private: boolean;
  /** Server epoch ms. */
  readonly startsAt: number;
  readonly endsAt: number;
  /** Players who joined (withdrawn ones included: their points stand). */
  readonly players: number;
  /** The clock its games run on (RULES.md: standard, or relaxed at three times the durations). */
  readonly clock: Clock;
  /** The leader's name (null before the first point). */
  readonly leader: string | null;
}

/** The arena list: upcoming first by start, running by end, the latest finished. */
export interface ArenaList {
  readonly upcoming: readonly ArenaSummary[];
  readonly running: readonly ArenaSummary[];
  readonly finished: readonly ArenaSummary[];
}

/** One game on a standings line, as lila's sheet shows it. */
export interface ArenaSheetGame {
  readonly outcome: 'win' | 'draw' | 'loss';
  readonly points: number;
  /** Counted double: the player was on fire. */
  readonly fire: boolean;
  /** The player went berserk in it. */
  readonly berserk: boolean;
}

/** One line of the standings. */
export interface ArenaLine {
  readonly rank: number;
  readonly username: string;
  readonly score: number;
  /** The rating the player joined with. */
  readonly rating: number;
  /** The performance rating in the arena (null before a game). */
  readonly performance: number | null;
  /** On fire: the next results count double. */
  readonly fire: boolean;
  readonly sheet: readonly ArenaSheetGame[];
  readonly state: ArenaPlayerState;
  /** In an arena game now. */
  readonly playing: boolean;
}

/** An arena game in progress, to watch. */
export interface ArenaLiveGame {
  /** The game room's id (/watch/:roomId). */
  readonly roomId: string;
  readonly a: string;
  readonly b: string;
  /** The better of its two players' ranks (the top game has the smallest). */
  readonly rank: number;
}

/** Your place in the arena (signed in and joined). */
export interface ArenaMe {
  readonly line: ArenaLine;
  /** Your current arena game's room, to join: the page goes there at once. */
  readonly game: { readonly roomId: string } | null;
}

/** The arena page. */
export interface ArenaPage {
  readonly arena: ArenaSummary;
  /** A private arena's code, shown to its players so they can pass it on (null for a public arena). */
  readonly code: string | null;
  /** The standings' first lines (at most ARENA_PAGE_LINES). */
  readonly standings: readonly ArenaLine[];
  /** You, when you joined (your line even when it is below the first lines). */
  readonly me: ArenaMe | null;
  /** The games in progress, the top-ranked first (at most 6). */
  readonly games: readonly ArenaLiveGame[];
  /** The server's clock now (ms): the countdowns run from it. */
  readonly now: number;
  /** Finished: the standings are final and anchored on Hive when the chain took them (the block, or null). */
  readonly anchor: { readonly block: number; readonly tx: string } | null;
  /**
   * Finished: every final line (rank, player, score) and the SHA-256 the anchor pins (engine/arena's
   * finalStandingsHash of the arena's id and these lines), so anyone can check the standings against the chain.
   */
  readonly final?: {
    readonly lines: readonly { readonly rank: number; readonly username: string; readonly score: number }[];
    readonly hash: string;
  };
}

/** The standings lines an arena page carries. */
export const ARENA_PAGE_LINES = 100;

/** An admin's schedule of arenas. */
export interface ArenaSchedule {
  readonly id: string;
  readonly name: string;
  readonly every: ArenaRecurrence;
  /** The arena's length (minutes). */
  readonly minutes: number;
  /** The clock its arenas' games run on. */
  readonly clock: Clock;
  /** The next arena's start (ms). */
  readonly nextStart: number;
}

/** A private arena just made: its page's id and its code. */
export interface CreatedArena {
  readonly arena: ArenaSummary;
  readonly code: string;
}
