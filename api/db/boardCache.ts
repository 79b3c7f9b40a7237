import type { Kysely } from 'kysely';
import type { Standing } from '../../engine';
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

const boards = new WeakMap<Kysely<Database>, { readonly until: number; readonly rows: Promise<Board> }>();

/** The board `read` answers, reused for BOARD_REUSE_MS per database. */
export function reusedBoard(db: Kysely<Database>, now: number, read: () => Promise<Board>): Promise<Board> {
  const hit = boards.get(db);
  if (hit !== undefined && hit.until > now) return hit.rows;
  const rows = read();
  boards.set(db, { until: now + BOARD_REUSE_MS, rows });
  // A failed read is not kept.
  rows.catch(() => {
    if (boards.get(db)?.rows === rows) boards.delete(db);
  });
  return rows;
}

/** The board changed: the next read queries it again. */
export function forgetBoard(db: Kysely<Database>): void {
  boards.delete(db);
}
