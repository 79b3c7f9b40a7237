import type {
  AiLevel,
  GameMode,
  GameResult,
  GameSeed,
  GameState,
  Letter,
  LogEntry,
  PhaseDurations,
  PickReveal,
  Seat,
} from '../../engine';
import type { UnratedReason } from '../../contract/room';
import type { Seats } from './seats';

/**
 * What the host hands its Store port and what the store answers (the port's own types: the data layer's
 * (api/db) are checked against them where rooms/store.ts adapts it).
 */

/** Who sat in a seat, as a record keeps it: a user's username, or an AI's name with " ai" (and its level). */
export interface RecordedPlayer {
  readonly username: string;
  readonly name: string;
  readonly aiLevel?: AiLevel;
  /** The seated user (absent for an AI). */
  readonly userId?: string;
}

/** A finished game, as the host asks the store to record it. */
export interface FinishedGame {
  readonly id: string;
  readonly mode: GameMode;
  readonly seed: GameSeed;
  readonly durations?: PhaseDurations;
  readonly log: readonly LogEntry[];
  /** The commitments published during the game and what opens them (docs/FAIRNESS.md). */
  readonly fairness?: {
    readonly salt: string;
    readonly seedCommitment: string;
    readonly picks: readonly PickReveal[];
  };
  readonly result: GameResult;
  /** The character each seat played. */
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

/** What one game did to one player's rating. */
export interface RatingChange {
  /** False for a game that counts on the board but changes no rating (RULES.md). */
  readonly rated: boolean;
  /** Why an unrated game was not rated. */
  readonly unrated?: UnratedReason;
  readonly before: number;
  readonly after: number;
  readonly rd: number;
  readonly provisional: boolean;
}

/** What recording answered: whether anything was written, and each player's rating change when it was rated. */
export interface Recorded {
  readonly written: boolean;
  readonly ratings?: Readonly<Record<Seat, RatingChange>>;
  /** Not written: a survivor had claimed the game as no contest (its players are told so, issue 35). */
  readonly claimed?: true;
}

/** The record of a finished game with both seats taken, or undefined when there is nothing to record. */
export function finishedGame(
  id: string,
  mode: GameMode,
  game: GameState,
  seats: Seats,
  startedAt: number,
  endedAt: number,
  fairness?: FinishedGame['fairness'],
): FinishedGame | undefined {
  const { A, B } = seats;
  if (A === undefined || B === undefined || game.result === null) return undefined;
  const { seed, durations, log, result } = game;
  return {
    id,
    mode,
    seed,
    durations,
    log,
    result: result,
    characters: { A: game.players.A.character, B: game.players.B.character },
    startedAt,
    endedAt,
    players: players(A, B),
    ...(fairness === undefined ? {} : { fairness }),
  };
}

/** What a no-contest record of a game just started needs (both seats taken), or undefined. */
export function startedGame(
  id: string,
  mode: GameMode,
  game: GameState,
  seats: Seats,
  commitments: { readonly salt: string; readonly seedCommitment: string },
  startedAt: number,
): StartedGame | undefined {
  const { A, B } = seats;
  if (A === undefined || B === undefined) return undefined;
  const { salt, seedCommitment } = commitments;
  return {
    id,
    mode,
    seed: game.seed,
    durations: game.durations,
    salt,
    seedCommitment,
    startedAt,
    players: players(A, B),
  };
}

type SeatInfo = NonNullable<Seats['A']>;

/** Who sat where, as a record keeps it. */
function players(A: SeatInfo, B: SeatInfo): FinishedGame['players'] {
  const player = (s: SeatInfo) => ({
    username: s.username,
    name: s.name,
    ...(s.aiLevel === undefined ? {} : { aiLevel: s.aiLevel }),
    ...(s.userId === undefined ? {} : { userId: s.userId }),
  });
  return { A: player(A), B: player(B) };
}
