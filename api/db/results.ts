import type { Kysely, Transaction } from 'kysely';
import type { GameResult, Seat } from '../../engine';
import { MODE_FACTS, SEATS } from '../../engine';
import type { FinishedGame as PlayedGame } from '../../contract/records';
import type { Database } from './schema';
import { queueAnchors } from './anchors';
import { forgetBoard } from './boardCache';
import { ratingsRecorded } from './joinCache';
import { flat, insertGame, insertPlayers, insertSeats } from './recordStatements';
import { isAiName, seatCharacters } from './gameSeats';
import { endHostedGames } from './hostedGames';
import { playerKey } from './playerKey';
import { getSetting } from './settings';
import { countGame, storedChanges, type RatingChange } from './standings';

/** A finished game as a host reports it (contract/records.ts), and what only the data layer sets. */
export interface FinishedGame extends PlayedGame {
  /** A claimed game's (api/db/hostedGames.ts): its seed and salt are not served before this epoch ms. */
  readonly sealedUntil?: number;
}

/** What recording did: whether anything was written, and each player's rating change when it was rated. */
export interface Recorded {
  readonly written: boolean;
  readonly ratings?: Readonly<Record<Seat, RatingChange>>;
  /**
   * Not written because a survivor had claimed the game as no contest (its process looked dead): what is stored
   * is no contest, and its players must be told so, never the result they played to (issue 35).
   */
  readonly claimed?: true;
}

const outcomeFor = (result: GameResult, seat: Seat): 'win' | 'lose' | 'draw' =>
  result.winner === 'draw' ? 'draw' : result.winner === seat ? 'win' : 'lose';

/**
 * Records a finished game once, in one transaction: every game of every mode is stored (seed, log, clocks and
 * fairness record, for replay and verification) with who sat where and the characters they played. Only games
 * of a recorded mode (MODE_FACTS) that were not no contest get result rows; unless the leaderboard is paused, those are
 * counted on the board and rated (standings, ratings and rating history change in the same transaction).
 * `written` is false when the game was already stored.
 */
export async function recordResult(db: Kysely<Database>, game: FinishedGame): Promise<Recorded> {
  const [recorded] = await recordResults(db, [game]);
  return recorded!;
}

/**
 * Records finished games as recordResult does, in play order, all in one transaction (one commit for many games:
 * see recordQueue.ts); one answer per game. If any fails, none is written.
 */
export async function recordResults(
  db: Kysely<Database>,
  games: readonly FinishedGame[],
): Promise<Recorded[]> {
  const { pause } = await getSetting(db, 'leaderboard');
  const recorded = await db.transaction().execute(async (trx) => {
    const answers: Recorded[] = [];
    // Their live rows go; a survivor's claimed no-contest record is written only if its claim took the row.
    const write = await endHostedGames(trx, games);
    for (const game of games)
      answers.push(write.has(game) ? await writeGame(trx, game, pause) : { written: false });
    await queueAnchors(
      db,
      trx,
      games.filter((_, i) => answers[i]!.written),
    );
    return answers;
  });
  // Rated now: the players' new ratings. A retry's game stored before (its ratings read back) may be older than
  // a later game of the same player: its players' ratings are only forgotten.
  const ratings = games.flatMap((game, i) => {
    const { written, ratings: changes } = recorded[i]!;
    if (changes === undefined) return [];
    return SEATS.map((seat) => {
      const { after, rd, provisional } = changes[seat];
      const rating = written ? { rating: after, rd, provisional } : undefined;
      return { player: playerKey(game.players[seat]), rating };
    });
  });
  if (ratings.length > 0) {
    forgetBoard(db);
    await ratingsRecorded(db, ratings);
  }
  return recorded;
}

/** One game's rows, inside the recording transaction `trx` (see recordResult). */
async function writeGame(trx: Transaction<Database>, game: FinishedGame, pause: boolean): Promise<Recorded> {
  // Stored already (a retry whose first write committed but whose answer was lost): the insert does nothing.
  const inserted = await insertGame(trx, {
    id: game.id,
    mode: game.mode,
    winner: game.result.winner,
    reason: game.result.reason,
    // A hosted game's secret seed goes in secret_seed (008); `seed` keeps older games' numbers (0 beside a secret).
    seed: typeof game.seed === 'number' ? game.seed : 0,
    secret_seed: typeof game.seed === 'string' ? game.seed : null,
    log: JSON.stringify(game.log),
    started_at: game.startedAt,
    ended_at: game.endedAt,
    durations: game.durations === undefined ? null : JSON.stringify(game.durations),
    salt: game.fairness?.salt ?? null,
    seed_commitment: game.fairness?.seedCommitment ?? null,
    picks: game.fairness === undefined ? null : JSON.stringify(game.fairness.picks),
  });
  if (inserted.rows.length === 0) {
    // Taken by a survivor's claim (stored as no contest while this process played on): nothing of ours counts.
    if (await claimedMeanwhile(trx, game)) return { written: false, claimed: true };
    // What that first write rated.
    const ratings = await storedChanges(trx, game.id, game.players, game.mode);
    return ratings === undefined ? { written: false } : { written: false, ratings };
  }
  if (game.sealedUntil !== undefined)
    await trx
      .updateTable('games')
      .set({ sealed_until: game.sealedUntil })
      .where('id', '=', game.id)
      .execute();
  const characters = game.characters ?? seatCharacters(game);
  await insertSeats(2)(
    trx,
    flat(
      SEATS.map((seat) => ({
        game_id: game.id,
        seat,
        username: game.players[seat].username,
        name: game.players[seat].name,
        is_ai: game.players[seat].aiLevel !== undefined || isAiName(game.players[seat].username) ? 1 : 0,
        character: characters[seat],
        ended_at: game.endedAt,
        user_id: game.players[seat].userId ?? null,
      })),
    ),
  );
  if (game.result.winner === 'none' || !MODE_FACTS[game.mode].recorded) return { written: true };
  const rows = SEATS.map((seat) => ({
    game_id: game.id,
    username: game.players[seat].username,
    name: game.players[seat].name,
    outcome: outcomeFor(game.result, seat),
    board: 0,
    counted: pause ? 0 : 1,
  }));
  await insertPlayers(2)(trx, flat(rows));
  if (pause) return { written: true };
  const outcomes = { A: outcomeFor(game.result, 'A'), B: outcomeFor(game.result, 'B') };
  return {
    written: true,
    ratings: await countGame(trx, game.id, game.endedAt, game.players, outcomes, game.mode),
  };
}

/**
 * Whether the stored game `game.id` is a survivor's no-contest claim of a game that `game` (its own process's
 * record, already stored under its id) ended otherwise: only a claim stores no contest for a game played to a result.
 */
async function claimedMeanwhile(trx: Transaction<Database>, game: FinishedGame): Promise<boolean> {
  if (game.result.reason === 'no-contest') return false;
  const stored = await trx.selectFrom('games').select('reason').where('id', '=', game.id).executeTakeFirst();
  return stored?.reason === 'no-contest';
}

/** recordResult, answering only whether anything was written (false: already stored). */
export async function recordGame(db: Kysely<Database>, game: FinishedGame): Promise<boolean> {
  return (await recordResult(db, game)).written;
}
