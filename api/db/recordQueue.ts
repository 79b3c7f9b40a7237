import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';
import { recordResults, type FinishedGame, type Recorded } from './results';

interface Waiting {
  readonly game: FinishedGame;
  readonly resolve: (recorded: Recorded) => void;
  readonly reject: (err: unknown) => void;
}

/** One database's games waiting to be written, and how many batches are being written. */
interface Queue {
  waiting: Waiting[];
  writing: number;
}

const queues = new WeakMap<Kysely<Database>, Queue>();

/** Told of the counted games each batch wrote, after its commit (api/puzzles/mining.ts: their puzzles). */
export type RecordedListener = (games: readonly FinishedGame[]) => void;

const listeners = new WeakMap<Kysely<Database>, Set<RecordedListener>>();

/**
 * Calls `listener` with the games recordTogether wrote and counted on `db` (written now, rated or counted on the
 * board: a result that stands), once their batch committed, and never waits for it: what it does is off the
 * recording's path. A listener that throws is logged to the console and the recording goes on. Answers a function
 * that stops the calls.
 */
export function afterRecorded(db: Kysely<Database>, listener: RecordedListener): () => void {
  const set = listeners.get(db) ?? new Set<RecordedListener>();
  listeners.set(db, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function tellRecorded(db: Kysely<Database>, games: readonly FinishedGame[]): void {
  const set = listeners.get(db);
  if (set === undefined || set.size === 0 || games.length === 0) return;
  for (const listener of set)
    try {
      listener(games);
    } catch (err) {
      console.error('a listener of recorded games failed', err);
    }
}

/**
 * Records a finished game as recordResult does, together with the other games that finish meanwhile (group
 * commit): the games queued when the database is free are written at once in one transaction (up to MAX_BATCH;
 * the rest in the next), and those that finish while it is written go in a later one. Under load (a thousand
 * games ending within seconds) this makes a commit per batch instead of per game; alone, a game is written at
 * once. If a batch fails, each of its games is tried alone, so a game is refused only for its own error (the
 * caller retries: rooms/host/finisher.ts).
 */
export function recordTogether(db: Kysely<Database>, game: FinishedGame): Promise<Recorded> {
  const queue = queues.get(db) ?? { waiting: [], writing: 0 };
  queues.set(db, queue);
  return new Promise<Recorded>((resolve, reject) => {
    queue.waiting.push({ game, resolve, reject });
    if (queue.writing < batchesAtOnce(db)) {
      queue.writing++;
      // After the current task: the games finishing in this turn of the event loop join the first batch.
      setImmediate(() => void drain(db, queue));
    }
  });
}

/**
 * PostgreSQL: how many batches are written at once, each in its own transaction on its own connection. A batch is
 * a round trip per statement, each a turn of a busy event loop; one batch at a time wrote about eight games a
 * second on a loaded process, fewer than an arena of a thousand players ends, and the games waited 11 s at the
 * median to be recorded and told (the arena bench). Batches at once are what several processes already do: two
 * games of one player lock that player's rating row (recordStatements.ts), so the second is rated after the first.
 * Batches that lock the same rows in opposite orders deadlock; PostgreSQL fails one, whose games are then tried
 * one by one (writeBatch).
 */
export const POSTGRES_BATCHES_AT_ONCE = 4;

/** SQLite: one (its statements run at once on the event loop; another batch could only wait). */
const batchesAtOnce = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? POSTGRES_BATCHES_AT_ONCE : 1;

/**
 * The most games written in one transaction. SQLite's driver answers at once (Kysely's awaits are microtasks), so a
 * batch holds the event loop from its first query to its commit, about 0.5 ms a game: 16 games keep that pause
 * short while sharing one commit.
 */
export const MAX_BATCH = 16;

/**
 * Writes batch after batch until nothing waits, letting the event loop run (messages, timers) between batches; on
 * PostgreSQL up to POSTGRES_BATCHES_AT_ONCE of these run side by side.
 */
async function drain(db: Kysely<Database>, queue: Queue): Promise<void> {
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    await writeBatch(db, batch);
    await new Promise((resolve) => setImmediate(resolve));
  }
  queue.writing--;
}

async function writeBatch(db: Kysely<Database>, batch: readonly Waiting[]): Promise<void> {
  try {
    const games = batch.map((w) => w.game);
    const recorded = await recordResults(db, games);
    batch.forEach((w, i) => {
      w.resolve(recorded[i]!);
    });
    // Counted: written now with ratings (a game counted on the board; none while the leaderboard is paused).
    tellRecorded(
      db,
      games.filter((_, i) => recorded[i]!.written && recorded[i]!.ratings !== undefined),
    );
  } catch (err) {
    if (batch.length === 1) {
      batch[0]!.reject(err);
      return;
    }
    for (const w of batch) await writeBatch(db, [w]);
  }
}
