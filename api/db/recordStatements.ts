// The statements that record and rate a finished game (api/db/results.ts, api/db/standings.ts), each built and
// compiled once (api/db/prepared.ts): eight a rated game (the eighth counts the pair's recent rated games). Rows are passed as flat parameters `<column><row>`.
import { PostgresAdapter } from 'kysely';
import { prepared } from './prepared';

type Row<C extends string> = Record<C, unknown>;
/** Rows as flat parameters (`flat`). */
type Rows = Record<string, unknown>;

/** Flat parameters for `rows` (column c of row i is `${c}${i}`). */
export function flat(rows: readonly Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const [c, v] of Object.entries(row)) out[`${c}${i}`] = v;
  });
  return out;
}

/** The rows of `marks` for `n` rows of `columns` (the builder's side of `flat`). */
function rowsOf<C extends string>(
  marks: Record<string, unknown>,
  columns: readonly C[],
  n: number,
): Row<C>[] {
  return Array.from({ length: n }, (_, i) => {
    const row = {} as Row<C>;
    for (const c of columns) row[c] = marks[`${c}${i}`];
    return row;
  });
}

/** One statement per row count (a game has two seats; one name on both seats goes one row at a time). */
function perCount<T>(make: (n: number) => T): (n: number) => T {
  const made = new Map<number, T>();
  return (n) => {
    let m = made.get(n);
    if (m === undefined) made.set(n, (m = make(n)));
    return m;
  };
}

type GameColumn =
  | 'id'
  | 'mode'
  | 'winner'
  | 'reason'
  | 'seed'
  | 'secret_seed'
  | 'log'
  | 'started_at'
  | 'ended_at'
  | 'durations'
  | 'salt'
  | 'seed_commitment'
  | 'picks';

/** The game's row unless it is stored already; returns its id when it was inserted. */
export const insertGame = prepared((db, p: Record<GameColumn, unknown>) =>
  db
    .insertInto('games')
    .values(p as never)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id'),
);

const SEAT_COLUMNS = [
  'game_id',
  'seat',
  'username',
  'name',
  'is_ai',
  'character',
  'ended_at',
  'user_id',
] as const;
export const insertSeats = perCount((n) =>
  prepared((db, p: Rows) => db.insertInto('game_seats').values(rowsOf(p, SEAT_COLUMNS, n) as never)),
);

const PLAYER_COLUMNS = ['game_id', 'username', 'name', 'outcome', 'board', 'counted'] as const;
export const insertPlayers = perCount((n) =>
  prepared((db, p: Rows) => db.insertInto('game_players').values(rowsOf(p, PLAYER_COLUMNS, n) as never)),
);

const STANDING_COLUMNS = [
  'board',
  'player_id',
  'username',
  'name',
  'rating',
  'rd',
  'vol',
  'established',
  'is_ai',
] as const;
/** The players' rows on the current board, created at the start rating when new. */
export const createStandings = perCount((n) =>
  prepared((db, p: Rows) =>
    db
      .insertInto('standings')
      .values(rowsOf(p, STANDING_COLUMNS, n) as never)
      .onConflict((oc) => oc.columns(['board', 'player_id']).doNothing()),
  ),
);

/** The players' ratings on the current board, in key order, locked for the transaction on PostgreSQL. */
export const readStandings = perCount((n) =>
  prepared((db, p: Rows) => {
    const q = db
      .selectFrom('standings')
      .select(['player_id', 'rating', 'rd', 'vol'])
      .where('board', '=', 0)
      .where(
        'player_id',
        'in',
        rowsOf(p, ['player_id'], n).map((r) => r.player_id as string),
      )
      .orderBy('player_id');
    return db.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q;
  }),
);

const COUNT_COLUMNS = [...STANDING_COLUMNS, 'wins', 'draws', 'losses', 'games'] as const;
/** The game counted on the players' rows (which exist): wins, draws, losses and games added, the new rating set. */
export const countStandings = perCount((n) =>
  prepared((db, p: Rows) =>
    db
      .insertInto('standings')
      .values(rowsOf(p, COUNT_COLUMNS, n) as never)
      .onConflict((oc) =>
        oc.columns(['board', 'player_id']).doUpdateSet((eb) => ({
          username: eb.ref('excluded.username'),
          name: eb.ref('excluded.name'),
          wins: eb('standings.wins', '+', eb.ref('excluded.wins')),
          draws: eb('standings.draws', '+', eb.ref('excluded.draws')),
          losses: eb('standings.losses', '+', eb.ref('excluded.losses')),
          rating: eb.ref('excluded.rating'),
          rd: eb.ref('excluded.rd'),
          vol: eb.ref('excluded.vol'),
          games: eb('standings.games', '+', eb.ref('excluded.games')),
          established: eb.ref('excluded.established'),
        })),
      ),
  ),
);

const HISTORY_COLUMNS = [
  'player_id',
  'opponent_id',
  'username',
  'board',
  'game_id',
  'opponent',
  'opponent_name',
  'outcome',
  'rating_before',
  'rating_after',
  'rd_before',
  'rd_after',
  'played_at',
] as const;
export const insertHistory = perCount((n) =>
  prepared((db, p: Rows) => db.insertInto('rating_history').values(rowsOf(p, HISTORY_COLUMNS, n) as never)),
);

/**
 * The rated games of `player` against `opponent` that ended after `since` (any board): what the rated-games limit
 * between two players counts (api/ratings/pairLimit.ts). Read after both rows are locked, so two games of the
 * pair recorded at once by two processes are counted one after the other.
 */
export const countPairGames = prepared((db, p: { player: unknown; opponent: unknown; since: unknown }) =>
  db
    .selectFrom('rating_history')
    .select((eb) => eb.fn.countAll<number | string>().as('games'))
    .where('player_id', '=', p.player as string)
    .where('opponent_id', '=', p.opponent as string)
    .where('played_at', '>', p.since as number),
);
