import {
  resultMessage,
  SEATS,
  type GameMode,
  type GameResult,
  type GameState,
  type ResultMessage,
  type Seat,
  type SeatNames,
  type ServerMessage,
} from '../../engine';
import type { GameCommitments } from './commitments';
import type { Store, Transport } from './ports';
import { finishedGame, startedGame, type Recorded } from './records';
import { seatNames, type Seats } from './seats';

/** What players read when their game could not be recorded. */
export const NOT_SAVED = 'The result could not be saved; this game does not count.';

/** What the players of a game claimed by a survivor are told, as the database keeps it (issue 35). */
const CLAIMED: GameResult = { winner: 'none', reason: 'no-contest' };

/** The game the finisher ends. */
export interface Ending {
  readonly mode: GameMode;
  /** The game, over. */
  readonly game: GameState;
  /** The seats (their ratings are updated here after a rated game). */
  readonly seats: Seats;
  readonly commitments: GameCommitments;
  readonly startedAt: number;
  readonly endedAt: number;
}

/**
 * The end of a game (lila's Finisher): records it with retries on the host's clock, puts the new ratings beside
 * the names, and tells each player the result (that it could not be saved, when every try failed).
 */
export class Finisher {
  constructor(
    private readonly store: Store,
    private readonly transport: Transport,
    /** Waits `ms` on the host's clock (between tries). */
    private readonly sleep: (ms: number) => Promise<void>,
    /** The synced state must show the new ratings. */
    private readonly changed: () => void,
  ) {}

  /** The game started: the store notes it (what a no-contest record needs if this process dies). */
  started(ending: Ending): void {
    const { mode, game, seats, commitments: c, startedAt } = ending;
    const started = startedGame(c.gameId, mode, game, seats, c, startedAt);
    if (started !== undefined) this.store.started(started);
  }

  /** Records the game (once, then again after each of `retryDelaysMs`) and, when `tell`, tells the players. */
  async finish(ending: Ending, retryDelaysMs: readonly number[], tell: boolean): Promise<RecordOutcome> {
    const { result } = ending.game;
    if (result === null) return 'stored';
    const outcome = await this.record(ending, retryDelaysMs);
    // Claimed by a survivor: what is stored is no contest, and that is what the players are told.
    const told = outcome === 'claimed' ? CLAIMED : result;
    if (tell)
      tellResult(ending.seats, told, outcome !== 'failed', (seat, m) => {
        this.transport.toSeat(seat, m);
      });
    return outcome;
  }

  private async record(ending: Ending, retryDelaysMs: readonly number[]): Promise<RecordOutcome> {
    const { mode, game, seats, commitments: c, startedAt, endedAt } = ending;
    const fairness = c.fairness(game);
    const record = finishedGame(c.gameId, mode, game, seats, startedAt, endedAt, fairness);
    if (record === undefined) return 'stored';
    return recordWithRetry(
      record.id,
      async () => {
        const recorded = await this.store.record(record);
        if (recorded.claimed === true) {
          console.error(`game ${record.id}: already recorded as no contest by another process; told so`);
          return 'claimed';
        }
        showRatings(seats, recorded);
        this.changed();
        return 'stored';
      },
      retryDelaysMs,
      this.sleep,
    );
  }
}

/**
 * Puts each player's new rating and its change beside their name (the synced state is public); after an unrated
 * game, why it was not rated (against the AI, or over the limit of rated games between the same two accounts).
 */
export function showRatings(seats: Seats, recorded: Recorded): void {
  if (recorded.ratings === undefined) return;
  for (const seat of SEATS) {
    const info = seats[seat];
    const change = recorded.ratings[seat];
    if (info === undefined) continue;
    if (!change.rated) {
      info.unrated = change.unrated ?? 'ai';
      continue;
    }
    info.rating = { rating: change.after, provisional: change.provisional };
    info.ratingChange = Math.round(change.after) - Math.round(change.before);
  }
}

/**
 * How recording a finished game ended: stored (or nothing to store), given up after every try, or refused because
 * a survivor had claimed the game as no contest (this process's heartbeat looked dead: rooms/scaleOut/crashWatch.ts).
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

/** The `gameover` message for one seat: the engine's texts (`saved` false: the game could not be recorded). */
export function gameOverFor(result: GameResult, seat: Seat, names: SeatNames, saved = true): ResultMessage {
  const message = resultMessage(result, seat, names);
  return saved ? message : { ...message, message: NOT_SAVED };
}

/** Sends each connected player its `gameover` message. */
function tellResult(
  seats: Seats,
  result: GameResult,
  saved: boolean,
  sendTo: (seat: Seat, message: ServerMessage) => void,
): void {
  for (const seat of SEATS) {
    if (seats[seat]?.connected === true)
      sendTo(seat, { type: 'gameover', body: gameOverFor(result, seat, seatNames(seats), saved) });
  }
}
