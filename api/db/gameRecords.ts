// Reading stored games: a player's history (newest first, a page at a time) and one game for its replay.
import type { Kysely, Selectable } from 'kysely';
import {
  modesWith,
  PHASE_DURATIONS_MS,
  type EndReason,
  type GameMode,
  type GamePlayer,
  type Letter,
  type LogEntry,
  type PhaseDurations,
  type PickReveal,
  type Seat,
  type StoredGame,
  type Winner,
} from '../../engine';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_TOTAL_CAP,
  type GameHistoryEntry,
  type GameHistoryPage,
} from '../../contract/http';
import { encodeHistoryCursor, type HistoryCursor } from './historyCursor';
import type { Database, GamesTable } from './schema';

/** Who is asking, when signed in: the user, and its own names (login username and Hive name). */
export interface Viewer {
  readonly userId: string;
  readonly names: readonly string[];
}

const seatPlayer = (row: { username: string; name: string; is_ai: number; character: string | null }) =>
  ({
    username: row.username,
    name: row.name,
    ai: row.is_ai === 1,
    character: row.character as Letter | null,
  }) satisfies GamePlayer;

const outcomeOf = (winner: Winner, seat: Seat): GameHistoryEntry['outcome'] =>
  winner === 'none' ? 'none' : winner === 'draw' ? 'draw' : winner === seat ? 'win' : 'lose';

/** How many of a name's games one history request walks at most, whether the caller may see them or not. */
export const HISTORY_SCAN_LIMIT = 1000;

/** What a history request asks: the page after `after` (none: the newest), `skip` games into it. */
export interface HistoryRequest {
  readonly after?: HistoryCursor;
  /** Visible games skipped first (a page number's offset, at most (HISTORY_MAX_PAGE - 1) pages). */
  readonly skip?: number;
}

/**
 * One page of a player's games, newest first, from the player's side. Who played is decided by user, never by
 * name: a signed-in viewer asking for one of its own names gets its own games (every mode) by user id; any
 * other name lists the seats shown under it, public modes for anyone, a private game only when the viewer's
 * user sat in it.
 *
 * Every query is bounded, whatever the size of the history (issue 35, finding 2): a page walks at most
 * HISTORY_SCAN_LIMIT of the name's seats from its cursor, in the order of an index (game_seats_player or
 * game_seats_user: no sort of the history, no OFFSET into it), and `total` counts among the newest
 * HISTORY_TOTAL_CAP only. Where the walk ends before a page is full (many games the viewer may not see), the
 * page is short and `older` goes on from where the walk stopped.
 */
export async function playerGames(
  db: Kysely<Database>,
  username: string,
  request: HistoryRequest,
  viewer: Viewer | undefined,
): Promise<GameHistoryPage> {
  const own = viewer !== undefined && viewer.names.includes(username);
  /** The name's seats (the viewer's own, by user), newest first from `after`, at most `limit`. */
  const walk = (after: HistoryCursor | undefined, limit: number) => {
    const seats = db
      .selectFrom('game_seats')
      .select(['game_id', 'seat', 'ended_at'])
      .where(own ? 'user_id' : 'username', '=', own ? viewer.userId : username);
    // `ended_at <= t` first, so the index is entered at the cursor instead of read from the newest game.
    const from =
      after === undefined
        ? seats
        : seats
            .where('ended_at', '<=', after.endedAt)
            .where((eb) => eb.or([eb('ended_at', '<', after.endedAt), eb('game_id', '>', after.gameId)]));
    return from.orderBy('ended_at', 'desc').orderBy('game_id').limit(limit);
  };
  /** The walked seats with their game and opponent, those the viewer may see. */
  const visible = (after: HistoryCursor | undefined, limit: number) => {
    const joined = db
      .selectFrom(walk(after, limit).as('w'))
      .innerJoin('game_seats as s', (j) =>
        j.onRef('s.game_id', '=', 'w.game_id').onRef('s.seat', '=', 'w.seat'),
      )
      .innerJoin('games as g', 'g.id', 'w.game_id')
      .innerJoin('game_seats as o', (j) =>
        j.onRef('o.game_id', '=', 'w.game_id').onRef('o.seat', '!=', 'w.seat'),
      );
    return own
      ? joined
      : joined.where((eb) =>
          eb.or([
            eb('g.mode', 'in', modesWith('public')),
            ...(viewer === undefined
              ? []
              : [eb('s.user_id', '=', viewer.userId), eb('o.user_id', '=', viewer.userId)]),
          ]),
        );
  };
  const rows = await visible(request.after, HISTORY_SCAN_LIMIT)
    .leftJoin('rating_history as r', (j) =>
      j.onRef('r.game_id', '=', 's.game_id').onRef('r.username', '=', 's.username'),
    )
    .select([
      's.game_id',
      's.seat',
      's.username',
      's.name',
      's.is_ai',
      's.character',
      's.ended_at',
      'g.mode',
      'g.winner',
      'g.reason',
      'o.username as o_username',
      'o.name as o_name',
      'o.is_ai as o_is_ai',
      'o.character as o_character',
      'r.rating_before',
      'r.rating_after',
    ])
    .orderBy('w.ended_at', 'desc')
    .orderBy('w.game_id')
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset(request.skip ?? 0)
    .execute();
  const shown = rows.slice(0, HISTORY_PAGE_SIZE);
  let older: HistoryCursor | undefined;
  if (rows.length > HISTORY_PAGE_SIZE) {
    const last = shown[shown.length - 1]!;
    older = { endedAt: last.ended_at, gameId: last.game_id };
  } else {
    // The walk's last seat, when it stopped at its limit: older games may be visible past it.
    const end = await walk(request.after, HISTORY_SCAN_LIMIT)
      .clearLimit()
      .limit(1)
      .offset(HISTORY_SCAN_LIMIT - 1)
      .executeTakeFirst();
    if (end !== undefined) older = { endedAt: end.ended_at, gameId: end.game_id };
  }
  const counted = await db
    .selectFrom(walk(undefined, HISTORY_TOTAL_CAP + 1).as('w'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const totalCapped = Number(counted.n) > HISTORY_TOTAL_CAP;
  const total = own
    ? Math.min(Number(counted.n), HISTORY_TOTAL_CAP)
    : Number(
        (
          await visible(undefined, HISTORY_TOTAL_CAP)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
  const games = shown.map((r): GameHistoryEntry => ({
    gameId: r.game_id,
    mode: r.mode as GameMode,
    endedAt: r.ended_at,
    seat: r.seat,
    player: seatPlayer(r),
    opponent: seatPlayer({
      username: r.o_username,
      name: r.o_name,
      is_ai: r.o_is_ai,
      character: r.o_character,
    }),
    outcome: outcomeOf(r.winner as Winner, r.seat),
    reason: r.reason as EndReason,
    ratingChange:
      r.rating_before === null || r.rating_after === null
        ? null
        : Math.round(r.rating_after - r.rating_before),
  }));
  return {
    games,
    pageSize: HISTORY_PAGE_SIZE,
    older: older === undefined ? null : encodeHistoryCursor(older),
    total,
    totalCapped,
  };
}

/** Whether the name has sat in any stored game (private ones included). */
export async function hasPlayed(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_seats')
    .select('game_id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user sat in the game (its seats are users: a name decides nothing). */
export async function satIn(db: Kysely<Database>, gameId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_seats')
    .select('seat')
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A stored game as GET /api/games/:gameId answers it, or undefined (unknown, or stored without its seats). */
export async function storedGame(db: Kysely<Database>, gameId: string): Promise<StoredGame | undefined> {
  const game = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
  return game === undefined ? undefined : withSeats(db, game);
}

/** What a reader may see of a stored game at `now`: the game, or only when its seal opens (issue 35). */
export type OpenedGame =
  | { readonly mode: GameMode; readonly game: StoredGame }
  | { readonly mode: GameMode; readonly game?: undefined; readonly sealedUntil: number };

/**
 * storedGame for a reader at `now`: a game claimed as no contest while its process may still be playing it is
 * answered only by when its seed and salt may be read (`sealedUntil`), until then. Undefined as storedGame.
 */
export async function openedGame(
  db: Kysely<Database>,
  gameId: string,
  now: number,
): Promise<OpenedGame | undefined> {
  const row = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
  if (row === undefined) return undefined;
  const mode = row.mode as GameMode;
  if (row.sealed_until !== null && row.sealed_until > now) return { mode, sealedUntil: row.sealed_until };
  const game = await withSeats(db, row);
  return game === undefined ? undefined : { mode, game };
}

async function withSeats(
  db: Kysely<Database>,
  game: Selectable<GamesTable>,
): Promise<StoredGame | undefined> {
  const gameId = game.id;
  const seats = await db.selectFrom('game_seats').selectAll().where('game_id', '=', gameId).execute();
  const A = seats.find((s) => s.seat === 'A');
  const B = seats.find((s) => s.seat === 'B');
  if (A === undefined || B === undefined) return undefined;
  return {
    gameId: game.id,
    mode: game.mode as GameMode,
    startedAt: game.started_at,
    endedAt: game.ended_at,
    players: { A: seatPlayer(A), B: seatPlayer(B) },
    seed: game.secret_seed ?? game.seed,
    durations:
      game.durations === null
        ? PHASE_DURATIONS_MS
        : { ...PHASE_DURATIONS_MS, ...(JSON.parse(game.durations) as Partial<PhaseDurations>) },
    log: JSON.parse(game.log) as LogEntry[],
    result: { winner: game.winner as Winner, reason: game.reason as EndReason },
    ...(game.salt === null ? {} : { salt: game.salt }),
    ...(game.seed_commitment === null ? {} : { seedCommitment: game.seed_commitment }),
    ...(game.picks === null ? {} : { picks: JSON.parse(game.picks) as PickReveal[] }),
  };
}
