import type { Kysely, Transaction } from 'kysely';
import { AI_RATINGS, type AiLevel, type GameMode, type Seat } from '../../engine';
import type { PlayerProfile, RatingHistoryEntry } from '../../contract/http';
import { isProvisional, rateGame, START, type Rating } from '../ratings/glicko';
import { prepared } from './prepared';
import { countStandings, createStandings, flat, insertHistory, readStandings } from './recordStatements';
import type { Database } from './schema';

/** A seated player as the rating update needs it. */
export interface RatedPlayer {
  readonly username: string;
  readonly name: string;
  /** Set for a server AI: its level's fixed rating is used and never changed. */
  readonly aiLevel?: AiLevel;
}

/** What one game did to one player's rating (AI players, and everyone in a game against the AI: before = after). */
export interface RatingChange {
  /** False for a game against the AI: it counts on the board but changes no rating (RULES.md). */
  readonly rated: boolean;
  readonly before: number;
  readonly after: number;
  readonly rd: number;
  readonly provisional: boolean;
}

/** The modes whose games change ratings: games between two people (RULES.md, as on Lichess). */
export const RATED_MODES: readonly GameMode[] = ['others'];

const SCORE = { win: 1, draw: 0.5, lose: 0 } as const;
type Outcome = keyof typeof SCORE;

const aiRating = (level: AiLevel): Rating => ({ ...AI_RATINGS[level], vol: START.vol });

/**
 * Counts one finished game on the current board and rates it, inside the recording transaction `trx`, in four
 * statements at most: both players' rows are created when new (one insert), read and locked (PostgreSQL) in name
 * order (one select), given their win, draw or loss and new rating (one upsert that always updates), and, for a
 * rated game, each gets a history row (one insert). A game between two people is rated as one rating period
 * against each other's rating from before the game; a game against the AI changes no rating and writes no
 * history (RULES.md).
 */
export async function countGame(
  trx: Transaction<Database>,
  gameId: string,
  endedAt: number,
  players: Readonly<Record<Seat, RatedPlayer>>,
  outcomes: Readonly<Record<Seat, Outcome>>,
  mode: GameMode,
): Promise<Record<Seat, RatingChange>> {
  const seats = (['A', 'B'] as const)
    .slice()
    .sort((x, y) => (players[x].username < players[y].username ? -1 : 1));
  const startOf = (p: RatedPlayer): Rating => (p.aiLevel === undefined ? START : aiRating(p.aiLevel));
  const row = (seat: Seat, r: Rating) => ({
    board: 0,
    username: players[seat].username,
    name: players[seat].name,
    rating: r.rating,
    rd: r.rd,
    vol: r.vol,
    established: isProvisional(r) ? 0 : 1,
    is_ai: players[seat].aiLevel === undefined ? 0 : 1,
  });
  await createStandings(seats.length)(trx, flat(seats.map((seat) => row(seat, startOf(players[seat])))));
  const stored = (
    await readStandings(seats.length)(trx, flat(seats.map((seat) => ({ username: players[seat].username }))))
  ).rows as { username: string; rating: number; rd: number; vol: number }[];
  const before = {} as Record<Seat, Rating>;
  for (const seat of seats) {
    const p = players[seat];
    const found = stored.find((r) => r.username === p.username);
    if (found === undefined) throw new Error(`countGame: no standings row for ${p.username}`);
    before[seat] = p.aiLevel === undefined ? found : aiRating(p.aiLevel);
  }
  // Only games between two people are rated (RATED_MODES); an AI seat in any other mode is never rated either.
  const rated =
    RATED_MODES.includes(mode) && players.A.aiLevel === undefined && players.B.aiLevel === undefined;
  const next = rated ? rateGame(before.A, before.B, SCORE[outcomes.A]) : { a: before.A, b: before.B };
  const after: Record<Seat, Rating> = { A: next.a, B: next.b };
  const counts = (seat: Seat) => ({
    wins: outcomes[seat] === 'win' ? 1 : 0,
    draws: outcomes[seat] === 'draw' ? 1 : 0,
    losses: outcomes[seat] === 'lose' ? 1 : 0,
    games: rated ? 1 : 0,
  });
  // One player's row twice (a name on both seats) cannot be upserted in one statement: one statement a seat.
  const batches = players.A.username === players.B.username ? seats.map((seat) => [seat]) : [seats];
  for (const batch of batches)
    await countStandings(batch.length)(
      trx,
      flat(batch.map((seat) => ({ ...row(seat, after[seat]), ...counts(seat) }))),
    );
  if (rated)
    await insertHistory(seats.length)(
      trx,
      flat(
        seats.map((seat) => {
          const other = players[seat === 'A' ? 'B' : 'A'];
          return {
            username: players[seat].username,
            board: 0,
            game_id: gameId,
            opponent: other.username,
            opponent_name: other.name,
            outcome: outcomes[seat],
            rating_before: before[seat].rating,
            rating_after: after[seat].rating,
            rd_before: before[seat].rd,
            rd_after: after[seat].rd,
            played_at: endedAt,
          };
        }),
      ),
    );
  const changes = {} as Record<Seat, RatingChange>;
  for (const seat of seats)
    changes[seat] = {
      rated,
      before: before[seat].rating,
      after: after[seat].rating,
      rd: after[seat].rd,
      provisional: isProvisional(after[seat]),
    };
  return changes;
}

/**
 * The rating changes game `gameId` made, as countGame answered them when it was written, read back from its
 * history rows (an AI's: its fixed rating); for a counted game against the AI (unrated), each player's rating as
 * it stands; undefined when it counted nothing (the board was paused, or a mode that is not counted).
 * A retry whose first write committed but whose answer was lost gets them here (api/db/results.ts).
 */
export async function storedChanges(
  trx: Transaction<Database>,
  gameId: string,
  players: Readonly<Record<Seat, RatedPlayer>>,
  mode: GameMode,
): Promise<Record<Seat, RatingChange> | undefined> {
  const rows = await trx
    .selectFrom('rating_history')
    .select(['username', 'rating_before', 'rating_after', 'rd_after'])
    .where('game_id', '=', gameId)
    .execute();
  if (rows.length === 0) return RATED_MODES.includes(mode) ? undefined : unratedChanges(trx, gameId, players);
  const changes = {} as Record<Seat, RatingChange>;
  for (const seat of ['A', 'B'] as const) {
    const { username, aiLevel } = players[seat];
    const ai = aiLevel === undefined ? undefined : aiRating(aiLevel);
    const row = rows.find((r) => r.username === username);
    if (ai !== undefined)
      changes[seat] = {
        rated: true,
        before: ai.rating,
        after: ai.rating,
        rd: ai.rd,
        provisional: isProvisional(ai),
      };
    else if (row === undefined) return undefined;
    else
      changes[seat] = {
        rated: true,
        before: row.rating_before,
        after: row.rating_after,
        rd: row.rd_after,
        provisional: isProvisional({ rd: row.rd_after }),
      };
  }
  return changes;
}

/** A player's row on the current board (built once: it is read on every room join, api/db/prepared.ts). */
const ratingRow = prepared((db, p: { username: unknown }) =>
  db
    .selectFrom('standings')
    .select(['rating', 'rd'])
    .where('board', '=', 0)
    .where('username', '=', p.username as string),
);

/** A player's rating on the current board as a join shows it. */
export interface CurrentRating {
  readonly rating: number;
  readonly rd: number;
  readonly provisional: boolean;
}

/** A player's rating on the current board as shown beside their name (a new player's is the start). */
export async function currentRating(db: Kysely<Database>, username: string): Promise<CurrentRating> {
  const row = (await ratingRow(db, { username })).rows[0];
  const r = row ?? START;
  return { rating: r.rating, rd: r.rd, provisional: isProvisional(r) };
}

/**
 * One board's standings rows with the player's current name: rooms seat only Hive-linked users and record them
 * under their Hive name, so a user's name is shown where there is one. The board (api/db/leaderboard.ts) and a
 * player's profile both read through it.
 */
export function selectStandings(db: Kysely<Database>, board: number) {
  return db
    .selectFrom('standings as s')
    .leftJoin('users as u', 'u.hive_username', 's.username')
    .select((eb) => [
      's.username',
      eb.fn.coalesce('u.name', 's.name').as('name'),
      's.wins',
      's.draws',
      's.losses',
      's.rating',
      's.rd',
      's.games',
      's.established',
      's.is_ai',
    ])
    .where('s.board', '=', board);
}

/** A player's standing on the current board, or undefined for an unknown name (a user with no games yet
 * gets the starting rating). */
export async function playerProfile(
  db: Kysely<Database>,
  username: string,
): Promise<PlayerProfile | undefined> {
  const row = await selectStandings(db, 0).where('s.username', '=', username).executeTakeFirst();
  if (row !== undefined)
    return {
      username: row.username,
      name: row.name,
      rating: Math.round(row.rating),
      rd: Math.round(row.rd),
      provisional: isProvisional(row),
      wins: row.wins,
      draws: row.draws,
      losses: row.losses,
      games: row.games,
      ai: row.is_ai === 1,
    };
  const user = await db
    .selectFrom('users')
    .select(['hive_username', 'name'])
    .where('hive_username', '=', username)
    .executeTakeFirst();
  if (user === undefined) return undefined;
  return {
    username,
    name: user.name ?? username,
    rating: START.rating,
    rd: START.rd,
    provisional: true,
    wins: 0,
    draws: 0,
    losses: 0,
    games: 0,
    ai: false,
  };
}

/** At most this many rated games come back in a history (the latest ones). */
export const HISTORY_LIMIT = 200;

/** A player's rated games on the current board, oldest first (the latest HISTORY_LIMIT). */
export async function ratingHistory(db: Kysely<Database>, username: string): Promise<RatingHistoryEntry[]> {
  const rows = await db
    .selectFrom('rating_history')
    .selectAll()
    .where('username', '=', username)
    .where('board', '=', 0)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.reverse().map((r) => ({
    gameId: r.game_id,
    playedAt: r.played_at,
    opponent: r.opponent,
    opponentName: r.opponent_name,
    outcome: r.outcome,
    before: Math.round(r.rating_before),
    after: Math.round(r.rating_after),
    rdAfter: Math.round(r.rd_after),
  }));
}

/** A counted unrated game's answer: each player's rating as it stands (an AI's fixed one); undefined if not counted. */
async function unratedChanges(
  trx: Transaction<Database>,
  gameId: string,
  players: Readonly<Record<Seat, RatedPlayer>>,
): Promise<Record<Seat, RatingChange> | undefined> {
  const counted = await trx
    .selectFrom('game_players')
    .select('username')
    .where('game_id', '=', gameId)
    .where('board', '=', 0)
    .where('counted', '=', 1)
    .executeTakeFirst();
  if (counted === undefined) return undefined;
  const changes = {} as Record<Seat, RatingChange>;
  for (const seat of ['A', 'B'] as const) {
    const { username, aiLevel } = players[seat];
    const row =
      aiLevel === undefined
        ? await trx
            .selectFrom('standings')
            .select(['rating', 'rd'])
            .where('board', '=', 0)
            .where('username', '=', username)
            .executeTakeFirst()
        : aiRating(aiLevel);
    if (row === undefined) return undefined;
    changes[seat] = {
      rated: false,
      before: row.rating,
      after: row.rating,
      rd: row.rd,
      provisional: isProvisional(row),
    };
  }
  return changes;
}
