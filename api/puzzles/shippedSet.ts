// The shipped puzzle set (engine/puzzles/set/puzzles.json, made by `npm run puzzles`) into the database at start:
// the puzzles not stored yet are added (idempotent: a stored puzzle keeps its rating and counts), then the file's
// SHA-256 is noted, so a later start with the same file reads nothing more than its hash.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { parsePuzzleSet } from '../../engine';
import { addPuzzles, markShipped, storedPuzzleIds } from '../db/puzzles';
import type { Database } from '../db/schema';

/** A shipped set that cannot be read or does not pass the engine's checks: the server does not start. */
export class PuzzleSetError extends Error {}

/** What loading did: the set's size, how many were new, and whether the file was known already. */
export interface LoadedSet {
  readonly puzzles: number;
  readonly added: number;
  readonly known: boolean;
}

/**
 * Loads the set in `file` into `db` (see the file's head); an empty `file` loads nothing. A file that cannot be
 * read or whose set the engine refuses (parsePuzzleSet) throws PuzzleSetError naming what is wrong.
 */
export async function loadShippedSet(db: Kysely<Database>, file: string, now: number): Promise<LoadedSet> {
  if (file === '') return { puzzles: 0, added: 0, known: true };
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new PuzzleSetError(
      `The puzzle set ${file} cannot be read (${(error as Error).message}); run npm run puzzles.`,
    );
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const known = await db
    .selectFrom('puzzle_sets')
    .select('puzzles')
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  if (known !== undefined) return { puzzles: known.puzzles, added: 0, known: true };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new PuzzleSetError(`The puzzle set ${file} is not JSON (${(error as Error).message}).`);
  }
  const set = parsePuzzleSet(json);
  if (!set.ok) throw new PuzzleSetError(`The puzzle set ${file}: ${set.error.message}`);
  const stored = await storedPuzzleIds(
    db,
    set.value.map((p) => p.id),
  );
  const missing = set.value.filter((p) => !stored.has(p.id));
  const added = missing.length === 0 ? 0 : await addPuzzles(db, missing, { shipped: true, now });
  // A shipped puzzle found in a game before is one of the set too (the daily puzzle is chosen among the set's).
  await markShipped(db, [...stored]);
  await db
    .insertInto('puzzle_sets')
    .values({ sha256, puzzles: set.value.length, loaded_at: now })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  return { puzzles: set.value.length, added, known: false };
}
