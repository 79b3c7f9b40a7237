import type { Kysely, Transaction } from 'kysely';
import { AI_RATINGS, MODE_FACTS, type AiLevel, type GameMode, type Seat } from '../../engine';
import type { PlayerProfile, RatingHistoryEntry } from '../../contract/http';
import type { RatingChange, RecordedPlayer } from '../../contract/records';
import type { UnratedReason } from '../../contract/room';
import { isProvisional, rateGame, START, type Rating } from '../ratings/glicko';
import { overPairLimit, PAIR_WINDOW_MS } from '../ratings/pairLimit';
import { playerKey } from './playerKey';
import { prepared } from './prepared';
import {
  countPairGames,
  countStandings,
  createStandings,
  flat,
  insertHistory,
  readStandings,
} from './recordStatements';
import type { Database } from './schema';

/** A seated player as the rating update needs it: as the record keeps it (an AI's level; a user's id). */
export type RatedPlayer = RecordedPlayer;

/** What one game did to one player's rating (contract/records.ts). */
export type { RatingChange } from '../../contract/records';

const SCORE = { win: 1, draw: 0.5, lose: 0 } as const;
type Outcome = keyof typeof SCORE;

const aiRating = (level: AiLevel): Rating => ({ ...AI_RATINGS[level], vol: START.vol });

/**
 * Counts one finished game on the current board and rates it, inside the recording transaction `trx`, in five
 * statements at most: both players' rows (keyed by player, api/db/playerKey.ts) are created when new (one insert),
 * read and locked (PostgreSQL) in key order (one select), for a game between two people the pair's rated games of
 * the last 24 hours counted (one select, after the lock: api/ratings/pairLimit.ts), the rows given their win, draw
 * or loss and new rating (one upsert that always updates), and, for a rated game, each gets a history row (one
 * insert). A game between two people is rated as one rating period against each other's rating from before the
 * game; a game against the AI, or one over the pair's limit, changes no rating and writes no history (RULES.md).
 */
export async function countGame(
  trx: Transaction<Database>,
  gameId: string,
  endedAt: number,
  players: Readonly<Record<Seat, RatedPlayer>>,
  outcomes: Readonly<Record<Seat, Outcome>>,
  mode: GameMode,
): Promise<Record<Seat, RatingChange>> {
  const key = { A: playerKey(players.A), B: playerKey(players.B) };
  const seats = (['A', 'B'] as const).slice().sort((x, y) => (key[x] < key[y] ? -1 : 1));
  const startOf = (p: RatedPlayer): Rating => (p.aiLevel === undefined ? START : aiRating(p.aiLevel));
  const row = (seat: Seat, r: Rating) => ({
    board: 0,
    player_id: key[seat],
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
    await readStandings(seats.length)(trx, flat(seats.map((seat) => ({ player_id: key[seat] }))))
  ).rows as { player_id: string; rating: number; rd: number; vol: number }[];
  const before = {} as Record<Seat, Rating>;
  for (const seat of seats) {
    const p = players[seat];
    const found = stored.find((r) => r.player_id === key[seat]);
    if (found === undefined) throw new Error(`countGame: no standings row for ${p.username}`);
    before[seat] = p.aiLevel === undefined ? found : aiRating(p.aiLevel);
  }
  // Only games between two people are rated (MODE_FACTS' `rated`); an AI seat in any other mode is never rated either.
  const people = MODE_FACTS[mode].rated && players.A.aiLevel === undefined && players.B.aiLevel === undefined;
  const unrated: UnratedReason | undefined = !people
    ? 'ai'
    : (await pairLimited(trx, key.A, key.B, endedAt))
      ? 'pair-limit'
      : undefined;
  const rated = unrated === undefined;
  const next = rated ? rateGame(before.A, before.B, SCORE[outcomes.A]) : { a: before.A, b: before.B };
  const after: Record<Seat, Rating> = { A: next.a, B: next.b };
  const counts = (seat: Seat) => ({
    wins: outcomes[seat] === 'win' ? 1 : 0,
    draws: outcomes[seat] === 'draw' ? 1 : 0,
    losses: outcomes[seat] === 'lose' ? 1 : 0,
    games: rated ? 1 : 0,
  });
  // One player's row twice (one player on both seats) cannot be upserted in one statement: one statement a seat.
  const batches = key.A === key.B ? seats.map((seat) => [seat]) : [seats];
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
          const otherSeat = seat === 'A' ? 'B' : 'A';
          const other = players[otherSeat];
          return {
            player_id: key[seat],
            opponent_id: key[otherSeat],
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
      ...(unrated === undefined ? {} : { unrated }),
      before: before[seat].rating,
      after: after[seat].rating,
      rd: after[seat].rd,
      provisional: isProvisional(after[seat]),
    };
  return changes;
}

/**
 * True when players `a` and `b` (keys) have had their limit of rated games together in the window before
 * `endedAt` (api/ratings/pairLimit.ts), so this one is not rated. Their rows are locked already (PostgreSQL).
 */
async function pairLimited(
  trx: Transaction<Database>,
  a: string,
  b: string,
  endedAt: number,
): Promise<boolean> {
  if (a === b) return false;
  const { rows } = await countPairGames(trx, { player: a, opponent: b, since: endedAt - PAIR_WINDOW_MS });
  return overPairLimit(Number(rows[0]?.games ?? 0));
}

/**
 * The rating changes game `gameId` made, as countGame answered them when it was written, read back from its
 * history rows (an AI's: its fixed rating); for a counted unrated game (against the AI, or over the pair's limit),
 * each player's rating as it stands; undefined when it counted nothing (the board was paused, or a mode that is not counted).
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
    .select(['player_id', 'rating_before', 'rating_after', 'rd_after'])
    .where('game_id', '=', gameId)
    .execute();
  if (rows.length === 0) {
    // Counted but not rated: against the AI, else over the pair's limit (a rated mode between two people).
    const people =
      MODE_FACTS[mode].rated && players.A.aiLevel === undefined && players.B.aiLevel === undefined;
    return unratedChanges(trx, gameId, players, people ? 'pair-limit' : 'ai');
  }
  const changes = {} as Record<Seat, RatingChange>;
  for (const seat of ['A', 'B'] as const) {
    const { aiLevel } = players[seat];
    const ai = aiLevel === undefined ? undefined : aiRating(aiLevel);
    const row = rows.find((r) => r.player_id === playerKey(players[seat]));
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
const ratingRow = prepared((db, p: { player: unknown }) =>
  db
    .selectFrom('standings')
    .select(['rating', 'rd'])
    .where('board', '=', 0)
    .where('player_id', '=', p.player as string),
);

/** A player's rating on the current board as a join shows it. */
export interface CurrentRating {
  readonly rating: number;
  readonly rd: number;
  readonly provisional: boolean;
}

/**
 * A player's rating on the current board as shown beside their name (a new player's is the start); `player` is
 * the key (api/db/playerKey.ts): a room asks by the seated user's id.
 */
export async function currentRating(db: Kysely<Database>, player: string): Promise<CurrentRating> {
  const row = (await ratingRow(db, { player })).rows[0];
  const r = row ?? START;
  return { rating: r.rating, rd: r.rd, provisional: isProvisional(r) };
}

/**
 * One board's standings rows with the player's current name: a user's row shows the user's name; a row kept under
 * a name (an AI, an old seat with no user) shows the name of the Hive account of that name where there is one. The
 * board (api/db/leaderboard.ts) and a player's profile both read through it.
 */
export function selectStandings(db: Kysely<Database>, board: number) {
  return db
    .selectFrom('standings as s')
    .leftJoin('users as u', 'u.id', 's.player_id')
    .leftJoin('users as h', (j) =>
      j.onRef('h.hive_username', '=', 's.username').onRef('s.player_id', '=', 's.username'),
    )
    .select((eb) => [
      's.player_id',
      's.username',
      eb.fn.coalesce('u.name', 'h.name', 's.name').as('name'),
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

/**
 * The player a name in a URL asks for (a profile, a rating history): the account that plays under that name now
 * (its Hive name; else the legacy account whose login it is) when it has a row on the current board; else the row
 * kept under the name itself (an AI, an old seat that named no single user); else that account, with no games
 * yet. Undefined for a name that names nothing. Two accounts shown under one name have a row each on the board;
 * the name asks for the one that plays under it now.
 */
async function namedPlayer(
  db: Kysely<Database>,
  name: string,
): Promise<{ readonly key: string; readonly userName?: string | null } | undefined> {
  const user =
    (await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('hive_username', '=', name)
      .executeTakeFirst()) ??
    (await db.selectFrom('users').select(['id', 'name']).where('username', '=', name).executeTakeFirst());
  const hasRow = (key: string) =>
    db
      .selectFrom('standings')
      .select('player_id')
      .where('board', '=', 0)
      .where('player_id', '=', key)
      .executeTakeFirst();
  if (user !== undefined && (await hasRow(user.id)) !== undefined) return { key: user.id };
  if ((await hasRow(name)) !== undefined) return { key: name };
  return user === undefined ? undefined : { key: user.id, userName: user.name };
}

/** A player's standing on the current board, or undefined for an unknown name (a user with no games yet
 * gets the starting rating). */
export async function playerProfile(
  db: Kysely<Database>,
  username: string,
): Promise<PlayerProfile | undefined> {
  const player = await namedPlayer(db, username);
  if (player === undefined) return undefined;
  const row = await selectStandings(db, 0).where('s.player_id', '=', player.key).executeTakeFirst();
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
  return {
    username,
    name: player.userName ?? username,
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

/** A player's rated games on the current board, oldest first (the latest HISTORY_LIMIT); the name as playerProfile's. */
export async function ratingHistory(db: Kysely<Database>, username: string): Promise<RatingHistoryEntry[]> {
  const player = await namedPlayer(db, username);
  if (player === undefined) return [];
  const rows = await db
    .selectFrom('rating_history')
    .selectAll()
    .where('player_id', '=', player.key)
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

/**
 * A counted unrated game's answer (`unrated` says why): each player's rating as it stands (an AI's fixed one);
 * undefined if not counted.
 */
async function unratedChanges(
  trx: Transaction<Database>,
  gameId: string,
  players: Readonly<Record<Seat, RatedPlayer>>,
  unrated: UnratedReason,
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
    const { aiLevel } = players[seat];
    const row =
      aiLevel === undefined
        ? await trx
            .selectFrom('standings')
            .select(['rating', 'rd'])
            .where('board', '=', 0)
            .where('player_id', '=', playerKey(players[seat]))
            .executeTakeFirst()
        : aiRating(aiLevel);
    if (row === undefined) return undefined;
    changes[seat] = {
      rated: false,
      unrated,
      before: row.rating,
      after: row.rating,
      rd: row.rd,
      provisional: isProvisional(row),
    };
  }
  return changes;
}
