// What a game host hands the data layer to record, declared once for both sides: rooms/host's Store port and
// api/db's recording (api/db/results.ts adds what only the data layer sets).
import type {
  AiLevel,
  GameMode,
  GameResult,
  GameSeed,
  Letter,
  LogEntry,
  PhaseDurations,
  PickReveal,
  Seat,
} from '../engine';
import type { UnratedReason } from './room';

/** Who sat in a seat, as a record keeps it: a user's username, or an AI's name with " ai" (and its level). */
export interface RecordedPlayer {
  readonly username: string;
  readonly name: string;
  /** Set for a server AI: its level's fixed rating is used and never changed. */
  readonly aiLevel?: AiLevel;
  /** The seated user (what decides who played; rooms know it), absent for an AI (api/db/playerKey.ts). */
  readonly userId?: string;
}

/** A finished game as a host reports it. */
export interface FinishedGame {
  readonly id: string;
  readonly mode: GameMode;
  readonly seed: GameSeed;
  /** The phase durations the game ran with (the relaxed clock's, or the server's); RULES.md's when absent. */
  readonly durations?: PhaseDurations;
  readonly log: readonly LogEntry[];
  /** The commitments published during the game and what opens them (docs/FAIRNESS.md). */
  readonly fairness?: {
    readonly salt: string;
    readonly seedCommitment: string;
    readonly picks: readonly PickReveal[];
  };
  readonly result: GameResult;
  /** The character each seat played, when the caller knows it (a room does); else replayed from the log. */
  readonly characters?: { readonly [S in Seat]: Letter | null };
  readonly startedAt: number;
  readonly endedAt: number;
  readonly players: { readonly [S in Seat]: RecordedPlayer };
}

/** A game just started (both seats known): what a no-contest record needs if its process dies. */
export interface StartedGame {
  readonly id: string;
  readonly mode: GameMode;
  readonly seed: GameSeed;
  readonly salt: string;
  readonly seedCommitment: string;
  readonly durations: PhaseDurations;
  readonly startedAt: number;
  readonly players: { readonly [S in Seat]: RecordedPlayer };
}

/** What one game did to one player's rating (AI players, and everyone in a game against the AI: before = after). */
export interface RatingChange {
  /** False for a game that counts on the board but changes no rating (RULES.md). */
  readonly rated: boolean;
  /** Why an unrated game was not rated: against the AI, or over the rated-games limit between two players. */
  readonly unrated?: UnratedReason;
  readonly before: number;
  readonly after: number;
  readonly rd: number;
  readonly provisional: boolean;
}

/**
 * How an arena game ended, as its host hands it to the arena (rooms/host ArenaResults, api/db/arenas.ts
 * settlePairing): `done` played to a result, `no-show` a player did not come (it loses and is paused), `void`
 * counts for nobody (no contest).
 */
export interface ArenaGameEnd {
  readonly status: 'done' | 'no-show' | 'void';
  readonly winner: Seat | 'draw' | 'none';
  /** The turn the game ended in (0: before the first move). */
  readonly turns: number;
  readonly berserk: Readonly<Record<Seat, boolean>>;
  /** A no-show: the seats whose players did not come. */
  readonly absent?: readonly Seat[];
  /** Server epoch ms. */
  readonly endedAt: number;
}
