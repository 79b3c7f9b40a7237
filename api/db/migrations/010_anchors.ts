import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connect';

/** Migration 010_anchors (its name is its key in kysely_migration; never rename it). */
export function migration(dialect: Dialect): Migration {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    // Issue 28's outbox: each counted game's anchor entry, queued in the transaction that records the game, and
    // the publisher's signed transactions (kept until their block is irreversible, so a restart finds them on
    // chain instead of publishing again) and its lease (one publisher at a time, docs/ARCHITECTURE.md).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('anchors')
        .addColumn('seq', serial, (c) =>
          c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
        )
        .addColumn('game_id', 'text', (c) => c.notNull().unique())
        .addColumn('entry', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('tx_id', 'text')
        .addColumn('block', 'integer')
        .addColumn('queued_at', 'bigint', (c) => c.notNull())
        .addColumn('published_at', 'bigint')
        .addColumn('next_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('anchors_state').on('anchors').columns(['state', 'seq']).execute();
      await db.schema.createIndex('anchors_tx').on('anchors').column('tx_id').execute();
      await db.schema
        .createTable('anchor_txs')
        .addColumn('tx_id', 'text', (c) => c.primaryKey())
        .addColumn('tx', 'text', (c) => c.notNull())
        .addColumn('ref_block', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('scanned_to', 'integer', (c) => c.notNull())
        .addColumn('block', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('anchor_lease')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('until', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
