import type { FinishedGame, StartedGame } from './store';
import type { GameMode, GameState } from '../engine';
import type { Seats } from './seats';

/**
 * How recording a finished game ended: stored (or nothing to store), given up after every try, or refused because
 * a survivor had claimed the game as no contest (this process's heartbeat looked dead: rooms/crashWatch.ts).
 */
export type RecordOutcome = 'stored' | 'failed' | 'claimed';

/**
 * Runs `write` until it succeeds: once, then again after each of `delaysMs` (waited with `sleep`, the
 * room's own clock). Each failure is logged with the game id; the last one says the result is lost.
 */
export async function recordWithRetry(
  gameId: string,
  write: () => Promise<RecordOutcome | undefined>,
  delaysMs: readonly number[],
  sleep: (ms: number) => Promise<void>,
): Promise<RecordOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await write()) ?? 'stored';
    } catch (err) {
      const delay = delaysMs[attempt];
      if (delay === undefined) {
        console.error(`game ${gameId}: the result could not be saved after ${attempt + 1} tries`, err);
        return 'failed';
      }
      console.error(`game ${gameId}: recording failed (try ${attempt + 1}), retrying in ${delay} ms`, err);
      await sleep(delay);
    }
  }
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
