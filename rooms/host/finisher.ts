import { SEATS, type GameMode, type GameResult, type GameState } from '../../engine';
import type { GameCommitments } from '../commitments';
import { tellResult } from '../gameOver';
import { finishedGame, recordWithRetry, startedGame, type RecordOutcome } from '../recordWithRetry';
import type { Seats } from '../seats';
import type { Recorded } from '../store';
import type { Store, Transport } from './ports';

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
