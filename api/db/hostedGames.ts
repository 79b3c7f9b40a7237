// A crashed process's games (issue 27; docs/ARCHITECTURE.md, "A crash"). Every game in progress has a row naming
// the process that hosts it, written once when the game starts (batched) and deleted in the transaction that
// records the game. Every process beats a heartbeat row. A survivor finds the games of a process not seen for a
// while, claims each in the transaction that records it as no contest (only the one whose delete took the row
// writes it), and leaves each of its players a notice that they are told once when they come back.
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import {
  longestGameMs,
  type GameMode,
  type GameSeed,
  type LogEntry,
  type PhaseDurations,
} from '../../engine';
import type { GameNotice } from '../../contract/http';
import type { StartedGame } from '../../contract/records';
import type { FinishedGame } from './results';
import type { Database } from './schema';

/** What a no-contest record of a game needs, known when it starts. */
export type { StartedGame } from '../../contract/records';

interface Pending {
  readonly row: Database['live_games'];
  readonly done: () => void;
}

/** One database's rows waiting to be inserted, and each game's insert (until it is written or failed). */
interface Inserts {
  waiting: Pending[];
  readonly written: Map<string, Promise<void>>;
}

const inserts = new WeakMap<Kysely<Database>, Inserts>();

/** The most rows in one insert (9 values each: well under SQLite's and PostgreSQL's parameter limits). */
const INSERT_BATCH = 200;

/**
 * Notes that `game` started on `processId`: its row is inserted with the other games starting in this turn of the
 * event loop, in one statement. Never rejects (a failure is logged: that game is then not recorded if the process
 * dies). `startNoted` answers when it is done.
 */
export function noteStarted(db: Kysely<Database>, processId: string, game: StartedGame): Promise<void> {
  const queue = inserts.get(db) ?? { waiting: [], written: new Map<string, Promise<void>>() };
  inserts.set(db, queue);
  const row = {
    id: game.id,
    process_id: processId,
    mode: game.mode,
    seed: String(game.seed),
    salt: game.salt,
    seed_commitment: game.seedCommitment,
    durations: JSON.stringify(game.durations),
    players: JSON.stringify(game.players),
    started_at: game.startedAt,
  };
  const written = new Promise<void>((resolve) => {
    queue.waiting.push({ row, done: resolve });
    if (queue.waiting.length === 1) setImmediate(() => void insertWaiting(db, queue));
  });
  queue.written.set(game.id, written);
  return written;
}

/** Resolves once the start of game `gameId` is written (at once when it was not noted here). */
export function startNoted(db: Kysely<Database>, gameId: string): Promise<void> {
  return inserts.get(db)?.written.get(gameId) ?? Promise.resolve();
}

async function insertWaiting(db: Kysely<Database>, queue: Inserts): Promise<void> {
  const batch = queue.waiting.splice(0);
  for (let i = 0; i < batch.length; i += INSERT_BATCH) {
    const part = batch.slice(i, i + INSERT_BATCH);
    try {
      await db
        .insertInto('live_games')
        .values(part.map((p) => p.row))
        .execute();
    } catch {
      // One bad row must not cost the others their protection: each alone.
      for (const p of part)
        await db
          .insertInto('live_games')
          .values(p.row)
          .execute()
          .catch((err: unknown) => {
            console.error(`game ${p.row.id}: could not note its start (a crash would lose it)`, err);
          });
    }
    for (const p of part) {
      queue.written.delete(p.row.id);
      p.done();
    }
  }
}

/** The records a survivor claims: written only if its transaction takes the game's live row. */
const claims = new WeakSet<FinishedGame>();

/**
 * Inside the recording transaction (api/db/results.ts): deletes the live rows of `games` and answers the games to
 * write. A game its own process records is always written; a claimed one (a survivor's no-contest record) only
 * if this transaction deleted its row (another survivor's claim, or the game's own record, took it otherwise).
 * A claimed game's human players each get a notice.
 */
export async function endHostedGames(
  trx: Transaction<Database>,
  games: readonly FinishedGame[],
): Promise<Set<FinishedGame>> {
  const own = games.filter((g) => !claims.has(g));
  if (own.length > 0)
    await trx
      .deleteFrom('live_games')
      .where(
        'id',
        'in',
        own.map((g) => g.id),
      )
      .execute();
  const write = new Set(own);
  for (const game of games) {
    if (!claims.has(game)) continue;
    const taken = await trx.deleteFrom('live_games').where('id', '=', game.id).executeTakeFirst();
    if (Number(taken.numDeletedRows) === 0) continue;
    write.add(game);
    const { A, B } = game.players;
    const notices = [
      { user: A.userId, opponent: B.name },
      { user: B.userId, opponent: A.name },
    ].flatMap(({ user, opponent }) =>
      user === undefined
        ? []
        : [{ user_id: user, game_id: game.id, opponent, created_at: game.endedAt, read_at: null }],
    );
    if (notices.length > 0) await trx.insertInto('game_notices').values(notices).execute();
  }
  return write;
}

/** A start and an abort at the start time: the game replays to no contest (its moves died with its process). */
const noContestLog = (at: number): LogEntry[] => [
  { at, event: { type: 'start' } },
  { at, event: { type: 'abort' } },
];

/** A seed as the host had it: the secret's hex digits, or an old numeric seed. */
const seedOf = (text: string): GameSeed => (/^\d{1,15}$/.test(text) ? Number(text) : text);

/**
 * The no-contest record of a live row, claimed (see endHostedGames); it ended at `endedAt`. Its seed and salt stay
 * sealed until the game could no longer be running (its process may be alive and still playing it): the longest
 * game on its clock, counted from the later of its start and the claim (the host's clock and the database's may
 * differ).
 */
export function claimedRecord(
  row: Database['live_games'],
  endedAt: number,
  claimedAt = endedAt,
): FinishedGame {
  const startedAt = row.started_at;
  const durations = JSON.parse(row.durations) as PhaseDurations;
  const game: FinishedGame = {
    id: row.id,
    mode: row.mode as GameMode,
    seed: seedOf(row.seed),
    durations,
    log: noContestLog(startedAt),
    fairness: { salt: row.salt, seedCommitment: row.seed_commitment, picks: [] },
    result: { winner: 'none', reason: 'no-contest' },
    characters: { A: null, B: null },
    startedAt,
    endedAt: Math.max(startedAt, endedAt),
    players: JSON.parse(row.players) as FinishedGame['players'],
    sealedUntil: Math.max(startedAt, claimedAt) + longestGameMs(durations),
  };
  claims.add(game);
  return game;
}

/**
 * The database's clock in epoch ms, as SQL: every process's heartbeat is stamped and compared by this one clock,
 * never by a process's own (issue 35: a host whose clock ran 15 s behind looked dead to the others).
 */
export function databaseNow(db: Kysely<Database>): RawBuilder<number> {
  // Both are bigint/integer epoch ms (PostgreSQL's int8 is read as a number: api/db/connect.ts).
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
}

/** `processId` is alive now (the database's clock): its heartbeat row is written or moved on. */
export async function beat(db: Kysely<Database>, processId: string): Promise<void> {
  await db
    .insertInto('live_processes')
    .values({ process_id: processId, seen_at: databaseNow(db) })
    .onConflict((oc) => oc.column('process_id').doUpdateSet({ seen_at: databaseNow(db) }))
    .execute();
}

/** `processId` stopped cleanly: its heartbeat goes (a game it failed to record is then any survivor's to record). */
export async function forgetProcess(db: Kysely<Database>, processId: string): Promise<void> {
  await db.deleteFrom('live_processes').where('process_id', '=', processId).execute();
}

/**
 * The processes other than `self` that host games and whose heartbeat is older than `staleMs` by the database's
 * clock (or gone): each may be dead; the crash watch asks a second sign before claiming their games.
 */
export async function staleHosts(db: Kysely<Database>, self: string, staleMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('live_games as g')
    .leftJoin('live_processes as p', 'p.process_id', 'g.process_id')
    .select('g.process_id')
    .distinct()
    .where('g.process_id', '!=', self)
    .where((eb) =>
      eb.or([
        eb('p.seen_at', 'is', null),
        eb('p.seen_at', '<', sql<number>`${databaseNow(db)} - ${staleMs}`),
      ]),
    )
    .execute();
  return rows.map((r) => r.process_id);
}

/**
 * The games of `hosts` whose heartbeat is still older than `staleMs` by the database's clock (or gone), at most
 * `limit`, as claimed no-contest records ending when their process was last seen (now, when never).
 */
export async function orphanedGames(
  db: Kysely<Database>,
  hosts: readonly string[],
  staleMs: number,
  limit = 1000,
): Promise<FinishedGame[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .selectFrom('live_games as g')
    .leftJoin('live_processes as p', 'p.process_id', 'g.process_id')
    .selectAll('g')
    .select(['p.seen_at', databaseNow(db).as('now')])
    .where('g.process_id', 'in', hosts)
    .where((eb) =>
      eb.or([
        eb('p.seen_at', 'is', null),
        eb('p.seen_at', '<', sql<number>`${databaseNow(db)} - ${staleMs}`),
      ]),
    )
    .orderBy('g.started_at')
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map(({ seen_at, now, ...row }) => claimedRecord(row, seen_at ?? now, now));
}

/** Heartbeats older than `olderThanMs` by the database's clock whose process hosts no game any more are deleted. */
export async function forgetDeadProcesses(db: Kysely<Database>, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('live_processes')
    .where('seen_at', '<', sql<number>`${databaseNow(db)} - ${olderThanMs}`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('live_games')
            .select('id')
            .whereRef('live_games.process_id', '=', 'live_processes.process_id'),
        ),
      ),
    )
    .execute();
}

/** The user's notices not shown yet, oldest first. */
export async function unreadNotices(db: Kysely<Database>, userId: string): Promise<GameNotice[]> {
  const rows = await db
    .selectFrom('game_notices')
    .select(['game_id', 'opponent', 'created_at'])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .orderBy('created_at')
    .limit(20)
    .execute();
  return rows.map((r) => ({ gameId: r.game_id, opponent: r.opponent, endedAt: r.created_at }));
}

/** The user's notices of `gameIds` were shown (others' notices and unknown ids are left alone). */
export async function markNoticesRead(
  db: Kysely<Database>,
  userId: string,
  gameIds: readonly string[],
  now: number,
): Promise<void> {
  if (gameIds.length === 0) return;
  await db
    .updateTable('game_notices')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('game_id', 'in', gameIds)
    .where('read_at', 'is', null)
    .execute();
}
