import type { GameMode, GameState, Seat } from '../../engine';
import type { FinishedGame, RatingChange, StartedGame } from '../../contract/records';
import type { Seats } from './seats';

/**
 * What the host hands its Store port and what the store answers. What it hands over is declared once in
 * contract/records.ts, for both sides of the port.
 */
export type { FinishedGame, RatingChange, RecordedPlayer, StartedGame } from '../../contract/records';

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
