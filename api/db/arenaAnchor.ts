// An arena's final standings on Hive (issue 41): when its director marks an arena finished, the standings' anchor
// entry (engine/arena/standingsAnchor.ts) is queued in the anchors' outbox like a counted game's, under the id
// `arena:<id>`, and the publisher sends it in its next custom_json (api/hive/anchorPublisher.ts). The arena's page
// serves the final lines it hashes and the anchor's block once published.
import type { Kysely } from 'kysely';
import { arenaAnchorEntry, arenaAnchorId, type FinalLine } from '../../engine';
import { isAnchoring } from './anchors';
import { arenaPlayers, ranked } from './arenas';
import type { Database } from './schema';

/** The arena's final standings as anchored: every player, in standings order. */
export async function finalLines(db: Kysely<Database>, arenaId: string): Promise<FinalLine[]> {
  return ranked(await arenaPlayers(db, arenaId)).map((p, i) => ({
    rank: i + 1,
    username: p.username,
    score: p.score,
  }));
}

/** Queues the arena's standings anchor once (nothing when anchoring is off for `db`, or it is queued already). */
export async function queueArenaAnchor(db: Kysely<Database>, arenaId: string, now: number): Promise<void> {
  if (!isAnchoring(db)) return;
  const id = arenaAnchorId(arenaId);
  const queued = await db.selectFrom('anchors').select('seq').where('game_id', '=', id).executeTakeFirst();
  if (queued !== undefined) return;
  const entry = arenaAnchorEntry(arenaId, await finalLines(db, arenaId));
  await db
    .insertInto('anchors')
    .values({ game_id: id, entry: JSON.stringify(entry), state: 'queued', last_error: null, queued_at: now })
    .execute();
}

/** The arena's standings anchor once published: its transaction and block (null before, or without anchoring). */
export async function arenaAnchor(
  db: Kysely<Database>,
  arenaId: string,
): Promise<{ readonly block: number; readonly tx: string } | null> {
  const row = await db
    .selectFrom('anchors')
    .select(['state', 'tx_id', 'block'])
    .where('game_id', '=', arenaAnchorId(arenaId))
    .executeTakeFirst();
  if (row === undefined || row.block === null || row.tx_id === null) return null;
  return row.state === 'published' || row.state === 'irreversible'
    ? { block: row.block, tx: row.tx_id }
    : null;
}
