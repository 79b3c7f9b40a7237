// Issue 28's outbox, the publisher's side (api/hive/anchorPublisher.ts): its lease, the anchors waiting, and
// each step of a transaction's life, every one a single statement or transaction that is safe to repeat and
// safe beside another process doing the same (docs/ARCHITECTURE.md "Anchors on Hive").
import type { Kysely } from 'kysely';
import type { AnchorEntry } from '../../engine';
import type { AnchorTxsTable, Database } from './schema';

/**
 * Takes or renews the publisher's lease for `owner` until `now + ms`: true when `owner` holds it (it held it,
 * or the last holder's lease ran out). One UPDATE … WHERE, so two processes never both get it.
 */
export async function takeLease(
  db: Kysely<Database>,
  owner: string,
  now: number,
  ms: number,
): Promise<boolean> {
  const result = await db
    .updateTable('anchor_lease')
    .set({ owner, until: now + ms })
    .where('name', '=', 'publisher')
    .where((eb) => eb.or([eb('owner', '=', owner), eb('until', '<', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  // No lease row yet (a database emptied by hand): the first insert wins.
  const inserted = await db
    .insertInto('anchor_lease')
    .values({ name: 'publisher', owner, until: now + ms })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives the lease up (a publisher stopping), so another process takes over at once. */
export async function releaseLease(db: Kysely<Database>, owner: string): Promise<void> {
  await db
    .updateTable('anchor_lease')
    .set({ until: 0 })
    .where('name', '=', 'publisher')
    .where('owner', '=', owner)
    .execute();
}

/**
 * The oldest anchors waiting, in recording order, up to the first whose back-off has not passed: anchors go on
 * chain in the order their games were recorded, so one backing off holds the later ones (until it fails).
 */
export async function nextQueued(
  db: Kysely<Database>,
  now: number,
  limit: number,
): Promise<{ gameId: string; entry: AnchorEntry }[]> {
  const rows = await db
    .selectFrom('anchors')
    .select(['game_id', 'entry', 'next_at'])
    .where('state', '=', 'queued')
    .orderBy('seq')
    .limit(limit)
    .execute();
  const waiting = rows.findIndex((r) => r.next_at > now);
  return rows
    .slice(0, waiting === -1 ? rows.length : waiting)
    .map((r) => ({ gameId: r.game_id, entry: JSON.parse(r.entry) as AnchorEntry }));
}

/** The transactions signed and not yet irreversible. */
export async function openTxs(db: Kysely<Database>): Promise<AnchorTxsTable[]> {
  return db.selectFrom('anchor_txs').selectAll().orderBy('created_at').execute();
}

/** Whether any of the transaction's anchors still waits for its broadcast to be acknowledged. */
export async function awaitsBroadcast(db: Kysely<Database>, txId: string): Promise<boolean> {
  const row = await db
    .selectFrom('anchors')
    .select('game_id')
    .where('tx_id', '=', txId)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return row !== undefined;
}

/** Another publisher took one of the anchors first: this transaction is never broadcast. */
export class AnchorsTaken extends Error {}

/**
 * Records a signed transaction and gives it its anchors, in one transaction, BEFORE it is broadcast: only anchors
 * still queued without a transaction are taken; if any is not, nothing is recorded (AnchorsTaken).
 */
export async function recordTx(
  db: Kysely<Database>,
  tx: AnchorTxsTable,
  gameIds: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('anchor_txs').values(tx).execute();
    const taken = await trx
      .updateTable('anchors')
      .set({ state: 'sending', tx_id: tx.tx_id })
      .where('game_id', 'in', gameIds)
      .where('state', '=', 'queued')
      .where('tx_id', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== gameIds.length) throw new AnchorsTaken();
  });
}

/** A node took the transaction: its anchors are published (block not known yet). */
export async function markBroadcast(db: Kysely<Database>, txId: string, now: number): Promise<void> {
  await db
    .updateTable('anchors')
    .set({ state: 'published', published_at: now, last_error: null })
    .where('tx_id', '=', txId)
    .where('state', '=', 'sending')
    .execute();
}

/** Why the last broadcast or look-up for the transaction failed (the admin page shows it). */
export async function noteError(db: Kysely<Database>, txId: string, message: string): Promise<void> {
  await db
    .updateTable('anchors')
    .set({ last_error: message.slice(0, 500) })
    .where('tx_id', '=', txId)
    .execute();
}

/** The transaction was searched for up to this block. */
export async function markScanned(db: Kysely<Database>, txId: string, block: number): Promise<void> {
  await db.updateTable('anchor_txs').set({ scanned_to: block }).where('tx_id', '=', txId).execute();
}

/** The transaction is in this block (null: a fork dropped it, search again from `scannedTo`). */
export async function markInBlock(
  db: Kysely<Database>,
  txId: string,
  block: number | null,
  now: number,
  scannedTo?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('anchor_txs')
      .set(scannedTo === undefined ? { block } : { block, scanned_to: scannedTo })
      .where('tx_id', '=', txId)
      .execute();
    await trx
      .updateTable('anchors')
      .set((eb) => ({
        state: 'published',
        block,
        last_error: null,
        published_at: eb.fn.coalesce('published_at', eb.val(now)),
      }))
      .where('tx_id', '=', txId)
      .where('state', 'in', ['sending', 'published'])
      .execute();
  });
}

/** The transaction's block is irreversible: its anchors are final; the transaction is forgotten. */
export async function markIrreversible(db: Kysely<Database>, txId: string, block: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('anchors')
      .set({ state: 'irreversible', block })
      .where('tx_id', '=', txId)
      .execute();
    await trx.deleteFrom('anchor_txs').where('tx_id', '=', txId).execute();
  });
}

/**
 * The transaction expired in no block (it never can be in one now): its anchors wait again, after a back-off
 * (`backoffMs(attempts)`), or fail after `maxAttempts`; the transaction is forgotten.
 */
export async function expireTx(
  db: Kysely<Database>,
  txId: string,
  reason: string,
  now: number,
  maxAttempts: number,
  backoffMs: (attempts: number) => number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('anchors')
      .select(['game_id', 'attempts', 'last_error'])
      .where('tx_id', '=', txId)
      .execute();
    for (const row of rows) {
      const attempts = row.attempts + 1;
      await trx
        .updateTable('anchors')
        .set({
          state: attempts >= maxAttempts ? 'failed' : 'queued',
          attempts,
          tx_id: null,
          block: null,
          published_at: null,
          last_error: row.last_error === null ? reason : `${reason} (last: ${row.last_error})`.slice(0, 500),
          next_at: now + backoffMs(attempts),
        })
        .where('game_id', '=', row.game_id)
        .where('tx_id', '=', txId)
        .execute();
    }
    await trx.deleteFrom('anchor_txs').where('tx_id', '=', txId).execute();
  });
}
