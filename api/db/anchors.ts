// Issue 28's outbox, the recording side and the reads: a counted game recorded while anchoring is on queues its
// anchor entry in the same transaction; GET /api/games/:gameId reads its anchor's state, the admin page the
// outbox's. The publisher's side is anchorOutbox.ts.
import type { Kysely, Transaction } from 'kysely';
import { anchorEntryOf, MODE_FACTS, parseStoredGame } from '../../engine';
import type { AdminAnchors, GameAnchor } from '../../contract/http';
import type { AnchorRowState, Database } from './schema';
import { storedGame } from './gameRecords';
import type { FinishedGame } from './results';

/** The databases whose counted games are anchored (the server's, when HIVE_APP_POSTING_KEY is set). */
const anchoring = new WeakSet<Kysely<Database>>();

/** From now on, counted games recorded through `db` queue their anchors (server/startServer.ts, key set). */
export function enableAnchoring(db: Kysely<Database>): void {
  anchoring.add(db);
}

/** Whether games recorded through `db` are anchored. */
export const isAnchoring = (db: Kysely<Database>): boolean => anchoring.has(db);

/** Anchored: a game of a counted mode (MODE_FACTS' `recorded`) with a result (not no contest). */
export const isAnchored = (game: FinishedGame): boolean =>
  MODE_FACTS[game.mode].recorded && game.result.winner !== 'none';

/**
 * Inside the recording transaction `trx` of `db`: queues the anchor entry of each game just written that is
 * counted, when anchoring is on for `db` (else nothing). The entry's hash is of the stored game exactly as GET
 * /api/games/:gameId serves it and a checker reads it back (built by storedGame, through JSON and
 * parseStoredGame), so it is the hash anyone will compute.
 */
export async function queueAnchors(
  db: Kysely<Database>,
  trx: Transaction<Database>,
  written: readonly FinishedGame[],
): Promise<void> {
  if (!isAnchoring(db)) return;
  for (const game of written.filter(isAnchored)) {
    const stored = await storedGame(trx, game.id);
    const parsed = stored === undefined ? undefined : parseStoredGame(JSON.stringify(stored));
    // A record no checker could read is not anchored, and the recording goes on: the admin page shows why.
    const unreadable =
      parsed === undefined ? 'the stored game cannot be read back' : parsed.ok ? undefined : parsed.error;
    await trx
      .insertInto('anchors')
      .values({
        game_id: game.id,
        entry: parsed?.ok === true ? JSON.stringify(anchorEntryOf(parsed.value)) : 'null',
        state: unreadable === undefined ? 'queued' : 'failed',
        last_error: unreadable === undefined ? null : `not anchored: ${unreadable}`,
        queued_at: game.endedAt,
      })
      .execute();
  }
}

/** What clients see of a row's state: a signed transaction not yet acknowledged is still queued. */
const publicState = (state: AnchorRowState): Exclude<GameAnchor['state'], 'off'> =>
  state === 'sending' ? 'queued' : state;

/** A game's anchor as GET /api/games/:gameId shows it ('off' when it has none). */
export async function gameAnchor(db: Kysely<Database>, gameId: string): Promise<GameAnchor> {
  const row = await db
    .selectFrom('anchors')
    .select(['state', 'tx_id', 'block'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (row === undefined) return { state: 'off', txId: null, block: null };
  const state = publicState(row.state);
  return {
    state,
    txId: state === 'queued' ? null : row.tx_id,
    block: state === 'published' || state === 'irreversible' ? row.block : null,
  };
}

/** How many rows the admin page lists. */
export const ADMIN_ANCHORS_LIMIT = 100;

/** The outbox for the admin page: counts by state, and the latest rows (failed ones first). */
export async function adminAnchors(db: Kysely<Database>): Promise<AdminAnchors> {
  const grouped = await db
    .selectFrom('anchors')
    .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('state')
    .execute();
  const counts = { queued: 0, published: 0, irreversible: 0, failed: 0 };
  for (const { state, n } of grouped) counts[publicState(state)] += Number(n);
  const columns = [
    'game_id',
    'state',
    'attempts',
    'last_error',
    'tx_id',
    'block',
    'queued_at',
    'published_at',
  ] as const;
  const failed = await db
    .selectFrom('anchors')
    .select(columns)
    .where('state', '=', 'failed')
    .orderBy('seq', 'desc')
    .limit(ADMIN_ANCHORS_LIMIT)
    .execute();
  const others = await db
    .selectFrom('anchors')
    .select(columns)
    .where('state', '!=', 'failed')
    .orderBy('seq', 'desc')
    .limit(ADMIN_ANCHORS_LIMIT - failed.length)
    .execute();
  const recent = [...failed, ...others].map((r) => ({
    gameId: r.game_id,
    state: publicState(r.state),
    attempts: r.attempts,
    lastError: r.last_error,
    txId: r.tx_id,
    block: r.block,
    queuedAt: r.queued_at,
    publishedAt: r.published_at,
  }));
  return { counts, recent };
}
