import type { Kysely } from 'kysely';
import type { Standing } from '../../contract/http';
import type { Database } from './schema';

/**
 * How long one process reuses a board it read (ms). Every write this process makes (a recorded result,
 * archive, reset, a leaderboard setting) forgets it at once; a result another process recorded (scale-out)
 * shows within this time. Many players polling the board then cost one query a second, not one each.
 */
export const BOARD_REUSE_MS = 1000;

/** A board as read: its rows and their JSON text. */
export interface Board {
  readonly rows: Standing[];
  readonly json: string;
}

type Reused = Map<string, { readonly until: number; readonly rows: Promise<Board> }>;
const boards = new WeakMap<Kysely<Database>, Reused>();

/** The board `read` answers, reused for BOARD_REUSE_MS per database and `view` (all rows, or people only). */
export function reusedBoard(
  db: Kysely<Database>,
  now: number,
  read: () => Promise<Board>,
  view = 'all',
): Promise<Board> {
  let reused = boards.get(db);
  if (reused === undefined) boards.set(db, (reused = new Map() as Reused));
  const hit = reused.get(view);
  if (hit !== undefined && hit.until > now) return hit.rows;
  const rows = read();
  reused.set(view, { until: now + BOARD_REUSE_MS, rows });
  // A failed read is not kept.
  const kept = reused;
  rows.catch(() => {
    if (kept.get(view)?.rows === rows) kept.delete(view);
  });
  return rows;
}

/** The board changed: the next read queries it again. */
export function forgetBoard(db: Kysely<Database>): void {
  boards.delete(db);
}
