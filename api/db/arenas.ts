// Arenas in the database (issue 41; docs/ARCHITECTURE.md "Arenas"): the arenas, their players with the running
// totals the standings are ordered by, and their pairings (one game room each, and its result). Every change of a
// player's totals is made in the transaction that settles its pairing, once (a settled pairing is never settled
// again), so any process may settle a game and a crash loses no point.
import { randomBytes, randomInt } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import {
  compareStandings,
  isClock,
  performanceFrom,
  scoreNext,
  type ArenaEntrant,
  type ArenaOutcome,
  type ArenaPlayedGame,
  type Clock,
  type PairingCandidate,
  type Seat,
  type StandingKey,
} from '../../engine';
import {
  ARENA_CODE_DIGITS,
  type ArenaPlayerState,
  type ArenaRecurrence,
  type ArenaSchedule,
  type ArenaStatus,
} from '../../contract/arenas';
import type { ArenaGameEnd } from '../../contract/records';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Where a pairing is: its room made or being made, its game under way, its result counted, or void. */
export const PAIRING_STATUSES = ['paired', 'playing', 'done', 'no-show', 'void'] as const;
export type PairingStatus = (typeof PAIRING_STATUSES)[number];

/** The pairings whose game has not ended yet. */
export const OPEN_PAIRINGS = ['paired', 'playing'] as const satisfies readonly PairingStatus[];

/** An arena as stored. */
export interface ArenaRow {
  readonly id: string;
  readonly name: string;
  readonly code: string | null;
  readonly created_by: string | null;
  readonly schedule_id: string | null;
  readonly starts_at: number;
  readonly ends_at: number;
  readonly finished_at: number | null;
  /** The clock its games run on, as stored (`arenaClock` reads it). */
  readonly clock: string;
}

/** The clock an arena's games run on (anything unknown stored reads as the standard one). */
export const arenaClock = (arena: Pick<ArenaRow, 'clock'>): Clock =>
  isClock(arena.clock) ? arena.clock : 'standard';

/** A player of an arena as stored. */
export type ArenaPlayerRow = Database['arena_players'] extends infer T
  ? { readonly [K in keyof T]: T[K] extends import('kysely').Generated<infer V> ? V : T[K] }
  : never;

/** A pairing as stored. */
export type ArenaPairingRow = Database['arena_pairings'] extends infer T
  ? { readonly [K in keyof T]: T[K] extends import('kysely').Generated<infer V> ? V : T[K] }
  : never;

/** An arena's status at `now` (contract/arenas.ts): finished once its standings are final. */
export function arenaStatus(arena: ArenaRow, now: number): ArenaStatus {
  if (arena.finished_at !== null) return 'finished';
  return now < arena.starts_at ? 'upcoming' : 'running';
}

/** A new arena's id. */
const newId = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;

/** A random private code of ARENA_CODE_DIGITS digits. */
const newCode = () => String(randomInt(0, 10 ** ARENA_CODE_DIGITS)).padStart(ARENA_CODE_DIGITS, '0');

/** What a new arena is made of. */
export interface NewArena {
  readonly name: string;
  readonly private: boolean;
  readonly createdBy: string | null;
  readonly scheduleId: string | null;
  readonly startsAt: number;
  readonly endsAt: number;
  /** The clock its games run on (standard when not given). */
  readonly clock?: Clock;
}

/** Makes an arena; a private one gets a code no unfinished arena has. */
export async function createArena(db: Kysely<Database>, arena: NewArena): Promise<ArenaRow> {
  for (;;) {
    const code = arena.private ? newCode() : null;
    if (code !== null && (await arenaByCode(db, code)) !== undefined) continue;
    const row: ArenaRow = {
      id: newId('a'),
      name: arena.name,
      code,
      created_by: arena.createdBy,
      schedule_id: arena.scheduleId,
      starts_at: arena.startsAt,
      ends_at: arena.endsAt,
      finished_at: null,
      clock: arena.clock ?? 'standard',
    };
    await db.insertInto('arenas').values(row).execute();
    return row;
  }
}

export function arenaById(db: Db, id: string): Promise<ArenaRow | undefined> {
  return db.selectFrom('arenas').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The unfinished arena with this private code. */
export function arenaByCode(db: Db, code: string): Promise<ArenaRow | undefined> {
  return db
    .selectFrom('arenas')
    .selectAll()
    .where('code', '=', code)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
}

/** How many finished arenas the list shows. */
export const FINISHED_LISTED = 20;

/**
 * The arenas a visitor sees: every public one not finished and the latest finished; with `userId`, also the
 * private ones that user made or joined.
 */
export async function listedArenas(
  db: Kysely<Database>,
  userId: string | undefined,
): Promise<{ readonly open: ArenaRow[]; readonly finished: ArenaRow[] }> {
  const visible = (q: ReturnType<typeof selectArenas>) =>
    q.where((eb) => {
      const shown = [eb('code', 'is', null)];
      if (userId !== undefined) {
        shown.push(eb('created_by', '=', userId));
        shown.push(
          eb('id', 'in', eb.selectFrom('arena_players').select('arena_id').where('user_id', '=', userId)),
        );
      }
      return eb.or(shown);
    });
  const selectArenas = () => db.selectFrom('arenas').selectAll();
  const open = await visible(selectArenas()).where('finished_at', 'is', null).orderBy('starts_at').execute();
  const finished = await visible(selectArenas())
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(FINISHED_LISTED)
    .execute();
  return { open, finished };
}

/** How many players joined each arena. */
export async function playerCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('arena_players')
    .select(['arena_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('arena_id', 'in', ids)
    .groupBy('arena_id')
    .execute();
  return new Map(rows.map((r) => [r.arena_id, r.n]));
}

export function arenaPlayer(db: Db, arenaId: string, userId: string): Promise<ArenaPlayerRow | undefined> {
  return db
    .selectFrom('arena_players')
    .selectAll()
    .where('arena_id', '=', arenaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every player of an arena. */
export function arenaPlayers(db: Db, arenaId: string): Promise<ArenaPlayerRow[]> {
  return db.selectFrom('arena_players').selectAll().where('arena_id', '=', arenaId).execute();
}

/** A player's standing key from its running totals. */
export function standingKey(p: ArenaPlayerRow): StandingKey {
  return {
    userId: p.user_id,
    name: p.username,
    rating: p.rating,
    score: p.score,
    performance: performanceFrom(p.opponent_ratings, p.wins - p.losses, p.games),
    scoredAt: p.scored_at,
  };
}

/** The players in standings order (engine/arena's order over the running totals). */
export function ranked(players: readonly ArenaPlayerRow[]): ArenaPlayerRow[] {
  const keys = new Map(players.map((p) => [p, standingKey(p)]));
  return [...players].sort((a, b) => compareStandings(keys.get(a)!, keys.get(b)!));
}

/** What joining answered: joined (or back after withdrawing), or already in. */
export type JoinAnswer = 'joined' | 'already';

/** Adds a player to an arena (a withdrawn player comes back); free to pair from `now`. */
export async function joinArena(
  db: Kysely<Database>,
  arenaId: string,
  user: { readonly id: string; readonly username: string },
  rating: number,
  now: number,
): Promise<JoinAnswer> {
  return db.transaction().execute(async (trx) => {
    const known = await arenaPlayer(trx, arenaId, user.id);
    if (known !== undefined && known.state !== 'withdrawn') return 'already';
    if (known !== undefined) {
      await trx
        .updateTable('arena_players')
        .set({ state: 'active', free_since: now })
        .where('arena_id', '=', arenaId)
        .where('user_id', '=', user.id)
        .execute();
      return 'joined';
    }
    await trx
      .insertInto('arena_players')
      .values({
        arena_id: arenaId,
        user_id: user.id,
        username: user.username,
        rating: Math.round(rating),
        state: 'active',
        joined_at: now,
        free_since: now,
        pairing_id: null,
        last_opponent: null,
        scored_at: null,
      })
      .execute();
    return 'joined';
  });
}

/** Sets a player's state; coming back (active) makes it free from `now` unless it is in a game. */
export async function setPlayerState(
  db: Db,
  arenaId: string,
  userId: string,
  state: ArenaPlayerState,
  now: number,
): Promise<void> {
  await db
    .updateTable('arena_players')
    .set(state === 'active' ? { state, free_since: now } : { state })
    .where('arena_id', '=', arenaId)
    .where('user_id', '=', userId)
    .execute();
}

export function pairingById(db: Db, id: string): Promise<ArenaPairingRow | undefined> {
  return db.selectFrom('arena_pairings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pairings of an arena whose games have not ended. */
export function openPairings(db: Db, arenaId: string): Promise<ArenaPairingRow[]> {
  return db
    .selectFrom('arena_pairings')
    .selectAll()
    .where('arena_id', '=', arenaId)
    .where('status', 'in', OPEN_PAIRINGS)
    .execute();
}

/** The counted pairings (done and no-show) of some players of an arena, in the order they ended. */
export function countedPairings(
  db: Db,
  arenaId: string,
  userIds?: readonly string[],
): Promise<ArenaPairingRow[]> {
  let q = db
    .selectFrom('arena_pairings')
    .selectAll()
    .where('arena_id', '=', arenaId)
    .where('status', 'in', ['done', 'no-show']);
  if (userIds !== undefined) {
    if (userIds.length === 0) return Promise.resolve([]);
    q = q.where((eb) => eb.or([eb('user_a', 'in', userIds), eb('user_b', 'in', userIds)]));
  }
  return q.orderBy('ended_at').orderBy('id').execute();
}

/** The free players of an arena as a pairing wave takes them: active, in no game, with their rank. */
export function pairingCandidates(players: readonly ArenaPlayerRow[]): PairingCandidate[] {
  return ranked(players)
    .map((p, i) => ({ p, rank: i + 1 }))
    .filter(({ p }) => p.state === 'active' && p.pairing_id === null)
    .map(({ p, rank }) => ({
      userId: p.user_id,
      rank,
      rating: p.rating,
      lastOpponent: p.last_opponent,
      freeSince: p.free_since,
    }));
}

/** The pairs a wave writes per statement (each statement's parameters stay far under the databases' limits). */
const PAIRS_PER_STATEMENT = 500;

/**
 * Writes a wave's pairs: each a pairing (status paired) and both players taken by it; a player taken meanwhile
 * (another wave, withdrawn, paused) leaves its pair out. Answers the pairings written. A few statements per
 * PAIRS_PER_STATEMENT pairs, not a few per pair: the director waits for each round trip, and on a busy process each
 * costs a turn of its event loop (1,000 players' first wave was 1,500 statements, 35 s, in the arena bench).
 */
export async function insertPairings(
  db: Kysely<Database>,
  arenaId: string,
  pairs: readonly (readonly [string, string])[],
  now: number,
): Promise<ArenaPairingRow[]> {
  if (pairs.length === 0) return [];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const written: ArenaPairingRow[] = [];
    for (let from = 0; from < pairs.length; from += PAIRS_PER_STATEMENT)
      written.push(
        ...(await insertPairingsAtOnce(db, arenaId, pairs.slice(from, from + PAIRS_PER_STATEMENT), now)),
      );
    return written;
  }
  return db.transaction().execute(async (trx) => {
    const written: ArenaPairingRow[] = [];
    for (let from = 0; from < pairs.length; from += PAIRS_PER_STATEMENT) {
      const chunk = pairs.slice(from, from + PAIRS_PER_STATEMENT).map((users) => ({ users, id: newId('p') }));
      const seats = chunk.flatMap(({ users, id }) => users.map((user) => ({ user, id })));
      // Every player of the chunk taken at once, each with its pair's id, if still active and free.
      const taken = await trx
        .updateTable('arena_players')
        .set({
          pairing_id: sql<string>`case user_id ${sql.join(
            seats.map(({ user, id }) => sql`when ${user} then ${id}`),
            sql` `,
          )} end`,
        })
        .where('arena_id', '=', arenaId)
        .where(
          'user_id',
          'in',
          seats.map((s) => s.user),
        )
        .where('state', '=', 'active')
        .where('pairing_id', 'is', null)
        .returning(['user_id', 'rating', 'pairing_id'])
        .execute();
      const took = new Map(taken.map((p) => [p.user_id, p]));
      const whole = (id: string, user: string) => took.get(user)?.pairing_id === id;
      const kept = chunk.filter(({ users: [a, b], id }) => whole(id, a) && whole(id, b));
      const broken = chunk.filter((pair) => !kept.includes(pair)).map((pair) => pair.id);
      // A pair with one player taken meanwhile: give the other back.
      if (broken.length > 0)
        await trx
          .updateTable('arena_players')
          .set({ pairing_id: null })
          .where('arena_id', '=', arenaId)
          .where('pairing_id', 'in', broken)
          .execute();
      const rows = kept.map(({ users: [a, b], id }): ArenaPairingRow => ({
        id,
        arena_id: arenaId,
        user_a: a,
        user_b: b,
        rating_a: took.get(a)!.rating,
        rating_b: took.get(b)!.rating,
        paired_at: now,
        room_id: null,
        game_id: null,
        status: 'paired',
        winner: null,
        turns: 0,
        berserk_a: 0,
        berserk_b: 0,
        ended_at: null,
      }));
      if (rows.length > 0) await trx.insertInto('arena_pairings').values(rows).execute();
      written.push(...rows);
    }
    return written;
  });
}

/**
 * PostgreSQL: a chunk of a wave's pairs in one statement, one round trip (the transaction's five were each a turn of
 * the director's busy event loop: the arena bench's write took 73 ms at p50). Its parts: the players of the chunk
 * still active and free, locked (`FOR UPDATE`: a player taken meanwhile by another transaction is read again once
 * that one commits, and left out if no longer free); the pairs whose two players both are; both taken by their pair;
 * the pairings inserted. A statement is atomic, so a pair is written whole or not at all, as in the transaction.
 */
async function insertPairingsAtOnce(
  db: Kysely<Database>,
  arenaId: string,
  pairs: readonly (readonly [string, string])[],
  now: number,
): Promise<ArenaPairingRow[]> {
  const seats = pairs.flatMap((users) => {
    const id = newId('p');
    return [
      { user: users[0], id, seat: 'a' },
      { user: users[1], id, seat: 'b' },
    ];
  });
  const values = sql.join(seats.map((s) => sql`(${s.user}::text, ${s.id}::text, ${s.seat}::text)`));
  const { rows } = await sql<ArenaPairingRow>`
    with chosen(user_id, pairing_id, seat) as (values ${values}),
    free as (
      select p.user_id, p.rating, c.pairing_id, c.seat
      from arena_players p join chosen c on c.user_id = p.user_id
      where p.arena_id = ${arenaId} and p.state = 'active' and p.pairing_id is null
      for update of p
    ),
    whole as (select pairing_id from free group by pairing_id having count(*) = 2),
    taken as (
      update arena_players p set pairing_id = f.pairing_id
      from free f
      where p.arena_id = ${arenaId} and p.user_id = f.user_id and f.pairing_id in (select pairing_id from whole)
      returning p.user_id, p.rating, f.pairing_id, f.seat
    )
    insert into arena_pairings
      (id, arena_id, user_a, user_b, rating_a, rating_b, paired_at, room_id, game_id, status, winner, turns,
       berserk_a, berserk_b, ended_at)
    select a.pairing_id, ${arenaId}, a.user_id, b.user_id, a.rating, b.rating, ${now}, null, null, 'paired', null, 0,
      0, 0, null
    from taken a join taken b on a.pairing_id = b.pairing_id and a.seat = 'a' and b.seat = 'b'
    returning *`.execute(db);
  // In the order the wave chose them.
  const order = new Map(seats.map((s, i) => [s.id, i]));
  return rows.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
}

/** The pairing's game room was made. */
export async function setPairingRoom(db: Db, id: string, roomId: string): Promise<void> {
  await db.updateTable('arena_pairings').set({ room_id: roomId }).where('id', '=', id).execute();
}

/** The pairing's game started under `gameId`. */
export async function pairingStarted(db: Db, id: string, gameId: string): Promise<void> {
  // The game's id is kept even when the game's end was settled first (the two reports race): a settled pairing
  // still names its stored game. Only a pairing still waiting for its game becomes `playing`.
  await db
    .updateTable('arena_pairings')
    .set({ game_id: gameId })
    .where('id', '=', id)
    .where('game_id', 'is', null)
    .execute();
  await db
    .updateTable('arena_pairings')
    .set({ status: 'playing' })
    .where('id', '=', id)
    .where('status', '=', 'paired')
    .execute();
}

/** How a pairing's game ended, as the arena counts it (contract/records.ts). */
export type PairingEnd = ArenaGameEnd;

/** The result a seat's player scores for a winner. */
export function outcomeFor(seat: Seat, winner: string | null): ArenaOutcome | undefined {
  if (winner === null || winner === 'none') return undefined;
  if (winner === 'draw') return 'draw';
  return winner === seat ? 'win' : 'loss';
}

/**
 * Every player as the counted pairings alone give it (engine/arena's entrants): the recount the running totals
 * must equal (api/db/arenas.test.ts, the arena bench).
 */
export function entrantsOf(
  players: readonly ArenaPlayerRow[],
  pairings: readonly ArenaPairingRow[],
): ArenaEntrant[] {
  return players.map((p) => ({
    userId: p.user_id,
    name: p.username,
    rating: p.rating,
    games: pairings.flatMap((g): ArenaPlayedGame[] => {
      const seat = g.user_a === p.user_id ? 'A' : g.user_b === p.user_id ? 'B' : undefined;
      const outcome = seat === undefined ? undefined : outcomeFor(seat, g.winner);
      if (seat === undefined || outcome === undefined) return [];
      return [
        {
          outcome,
          berserk: (seat === 'A' ? g.berserk_a : g.berserk_b) === 1,
          turns: g.turns,
          opponentRating: seat === 'A' ? g.rating_b : g.rating_a,
          endedAt: g.ended_at ?? 0,
        },
      ];
    }),
  }));
}

/**
 * Settles a pairing once: its result written and each player's totals moved by what the game scored
 * (engine/arena scoreNext), both players free from its end with each other as the last opponent; a no-show's
 * absent players paused. False when it was settled already (by another process, or twice): nothing changes.
 */
export async function settlePairing(db: Kysely<Database>, id: string, end: PairingEnd): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('arena_pairings')
      .set({
        status: end.status,
        winner: end.winner,
        turns: end.turns,
        berserk_a: end.berserk.A ? 1 : 0,
        berserk_b: end.berserk.B ? 1 : 0,
        ended_at: end.endedAt,
      })
      .where('id', '=', id)
      .where('status', 'in', OPEN_PAIRINGS)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    const pairing = (await pairingById(trx, id))!;
    const seats = [
      {
        seat: 'A' as const,
        user: pairing.user_a,
        opponent: pairing.user_b,
        opponentRating: pairing.rating_b,
      },
      {
        seat: 'B' as const,
        user: pairing.user_b,
        opponent: pairing.user_a,
        opponentRating: pairing.rating_a,
      },
    ];
    for (const { seat, user, opponent, opponentRating } of seats) {
      const player = (await arenaPlayer(trx, pairing.arena_id, user))!;
      const outcome = end.status === 'void' ? undefined : outcomeFor(seat, end.winner);
      const free = { pairing_id: null, free_since: end.endedAt, last_opponent: opponent };
      const paused =
        end.absent?.includes(seat) === true && player.state === 'active' ? { state: 'paused' } : {};
      if (outcome === undefined) {
        await updatePlayer(trx, pairing.arena_id, user, { ...free, ...paused });
        continue;
      }
      const scored = scoreNext(player.streak, { outcome, berserk: end.berserk[seat], turns: end.turns });
      await updatePlayer(trx, pairing.arena_id, user, {
        ...free,
        ...paused,
        score: player.score + scored.points,
        streak: scored.streak,
        games: player.games + 1,
        wins: player.wins + (outcome === 'win' ? 1 : 0),
        losses: player.losses + (outcome === 'loss' ? 1 : 0),
        opponent_ratings: player.opponent_ratings + opponentRating,
        ...(scored.points > 0 ? { scored_at: end.endedAt } : {}),
      });
    }
    return true;
  });
}

async function updatePlayer(
  trx: Transaction<Database>,
  arenaId: string,
  userId: string,
  set: Partial<Omit<ArenaPlayerRow, 'arena_id' | 'user_id'>>,
): Promise<void> {
  await trx
    .updateTable('arena_players')
    .set(set)
    .where('arena_id', '=', arenaId)
    .where('user_id', '=', userId)
    .execute();
}

/** Marks an arena's standings final (after its end, with no game open). */
export async function finishArena(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('arenas')
    .set({ finished_at: now })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .execute();
}

/** Arenas not finished whose start is at or before `before` (the directors' work). */
export function arenasToDirect(db: Db, before: number): Promise<ArenaRow[]> {
  return db
    .selectFrom('arenas')
    .selectAll()
    .where('finished_at', 'is', null)
    .where('starts_at', '<=', before)
    .execute();
}

/** The schedules, as the admin page lists them. */
export async function arenaSchedules(db: Db): Promise<ArenaSchedule[]> {
  const rows = await db.selectFrom('arena_schedules').selectAll().orderBy('name').execute();
  return rows
    .filter((r) => r.next_start !== null)
    .map((r) => ({
      id: r.id,
      name: r.name,
      every: r.every as ArenaRecurrence,
      minutes: r.minutes,
      nextStart: r.next_start!,
      clock: isClock(r.clock) ? r.clock : 'standard',
    }));
}

/** Adds a schedule. */
export async function addArenaSchedule(
  db: Db,
  s: { name: string; every: ArenaRecurrence; minutes: number; firstStart: number; clock?: Clock },
): Promise<ArenaSchedule> {
  const id = newId('s');
  const clock = s.clock ?? 'standard';
  await db
    .insertInto('arena_schedules')
    .values({ id, name: s.name, every: s.every, minutes: s.minutes, next_start: s.firstStart, clock })
    .execute();
  return { id, name: s.name, every: s.every, minutes: s.minutes, nextStart: s.firstStart, clock };
}

/** Ends a schedule; false when there was none. */
export async function deleteArenaSchedule(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('arena_schedules').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** How far ahead a schedule makes its next arena (so players can join before the start). */
export const SCHEDULE_LEAD_MS = 60 * 60 * 1000;

const EVERY_MS: Record<ArenaRecurrence, number | null> = {
  once: null,
  hourly: 60 * 60 * 1000,
  daily: 24 * 60 * 60 * 1000,
};

/**
 * Makes the arenas the schedules owe by `now` (each schedule's next arena once it is within SCHEDULE_LEAD_MS),
 * moving each schedule on (a `once` schedule ends); a schedule's arena is made once even when two processes ask
 * at the same moment (the move of next_start is the claim).
 */
export async function makeScheduledArenas(db: Kysely<Database>, now: number): Promise<ArenaRow[]> {
  const due = await db
    .selectFrom('arena_schedules')
    .selectAll()
    .where('next_start', 'is not', null)
    .where('next_start', '<=', now + SCHEDULE_LEAD_MS)
    .execute();
  const made: ArenaRow[] = [];
  for (const s of due) {
    const start = s.next_start!;
    const step = EVERY_MS[s.every as ArenaRecurrence];
    // Skip the starts that passed while nobody made them (a server down for a day makes one arena, not 24).
    let next = step === null ? null : start + step;
    while (next !== null && step !== null && next + s.minutes * 60_000 <= now) next += step;
    const claimed = await db
      .updateTable('arena_schedules')
      .set({ next_start: next })
      .where('id', '=', s.id)
      .where('next_start', '=', start)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    if (start + s.minutes * 60_000 <= now) continue;
    made.push(
      await createArena(db, {
        name: s.name,
        private: false,
        createdBy: null,
        scheduleId: s.id,
        startsAt: start,
        endsAt: start + s.minutes * 60_000,
        clock: isClock(s.clock) ? s.clock : 'standard',
      }),
    );
  }
  return made;
}
