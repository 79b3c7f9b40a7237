import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from './schema';
import type { LiveSession } from './sessions';
import type { CurrentRating } from './standings';

/**
 * The two reads every room join makes (the session's user, the player's current rating), kept per database so
 * that a player's next game, rematch or watched game does not read them again (issue 27: a thousand games
 * ending together meant two thousand joins each reading both). Every write that changes what they answer forgets
 * it at once, in this process and, through `relayJoinChanges`, in every other process sharing the database:
 * a sign-out (the session), a profile or Hive link change (the user's sessions), a recorded game (its players'
 * ratings), a board archived or reset (every rating). Expired sessions are never answered (the session's end is
 * kept with it). The HTTP API does not read through this: it reads the session on every request.
 */
// How long an entry is kept at most: the bound on a change that was not relayed (Redis unreachable).
export const JOIN_CACHE_MS = 60_000;

/** How many sessions and ratings one process keeps (the least recently used go first). */
export const JOIN_CACHE_ENTRIES = 20_000;

/** A change that makes cached join reads wrong, as one process tells the others (JSON). */
export type JoinChange =
  | { readonly session: string }
  | { readonly user: string }
  /** Players' keys (api/db/playerKey.ts). */
  | { readonly ratings: readonly string[] }
  | { readonly allRatings: true };

interface Cache {
  readonly sessions: LRUCache<string, LiveSession>;
  readonly ratings: LRUCache<string, CurrentRating>;
  /** Counts the changes applied: a read that began before one is answered but not kept (it may be older). */
  changes: number;
  /** Tells the other processes (set by the server when Redis is shared). */
  relay?: (change: JoinChange) => Promise<void>;
}

// One cache per database, whatever Kysely instance reaches it (a test's database with plugins, a transaction):
// they share the executor's adapter.
const caches = new WeakMap<object, Cache>();

function cacheOf(db: Kysely<Database>): Cache {
  const key = db.getExecutor().adapter;
  let cache = caches.get(key);
  if (cache === undefined) {
    const options = { max: JOIN_CACHE_ENTRIES, ttl: JOIN_CACHE_MS };
    cache = { sessions: new LRUCache(options), ratings: new LRUCache(options), changes: 0 };
    caches.set(key, cache);
  }
  return cache;
}

/** The kept session of `tokenHash`, if any and live at `now`; else `read`'s answer (kept, see readThrough). */
export async function keptSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
  read: () => Promise<LiveSession | undefined>,
): Promise<LiveSession | undefined> {
  const cache = cacheOf(db);
  const kept = cache.sessions.get(tokenHash);
  if (kept !== undefined) {
    if (kept.expiresAt > now) return kept;
    cache.sessions.delete(tokenHash);
  }
  return readThrough(cache, cache.sessions, tokenHash, read);
}

/** The kept rating of `player` (its key, api/db/playerKey.ts), if any; else `read`'s answer (kept, see readThrough). */
export async function keptRating(
  db: Kysely<Database>,
  player: string,
  read: () => Promise<CurrentRating>,
): Promise<CurrentRating> {
  const cache = cacheOf(db);
  return cache.ratings.get(player) ?? readThrough(cache, cache.ratings, player, read);
}

/**
 * `read`'s answer, kept under `key` unless a change came while it was read (it may be older than the change) or
 * it is undefined (an unknown token: guessed tokens must not fill the cache).
 */
async function readThrough<V>(
  cache: Cache,
  kept: LRUCache<string, NonNullable<V>>,
  key: string,
  read: () => Promise<V>,
): Promise<V> {
  const before = cache.changes;
  const found = await read();
  if (found !== undefined && found !== null && cache.changes === before) kept.set(key, found);
  return found;
}

/**
 * `change` happened (after it was committed): forgets what it makes wrong here, then tells the other processes.
 * It resolves once the relay has handed the change on (Redis publishes to every subscriber before it answers),
 * so a sign-out is answered only after every process was sent it.
 */
export async function joinChanged(db: Kysely<Database>, change: JoinChange): Promise<void> {
  const cache = cacheOf(db);
  forget(cache, change);
  await relay(cache, change);
}

async function relay(cache: Cache, change: JoinChange): Promise<void> {
  await cache.relay?.(change).catch((err: unknown) => {
    // The other processes keep an entry at most JOIN_CACHE_MS.
    console.warn(`join cache: a change was not relayed: ${(err as Error).message}`);
  });
}

/**
 * Games were recorded and rated: their players' new ratings are kept here (the next join reads none), and the
 * other processes forget theirs.
 */
export async function ratingsRecorded(
  db: Kysely<Database>,
  ratings: readonly { readonly player: string; readonly rating: CurrentRating | undefined }[],
): Promise<void> {
  const cache = cacheOf(db);
  const change = { ratings: ratings.map((r) => r.player) };
  forget(cache, change);
  // In recording order: a player's later game (a later batch) overwrites the earlier one's rating; undefined: forgotten.
  for (const { player, rating } of ratings) if (rating !== undefined) cache.ratings.set(player, rating);
  await relay(cache, change);
}

/** A change another process made: forgets it here (never relayed again). */
export function applyJoinChange(db: Kysely<Database>, change: JoinChange): void {
  forget(cacheOf(db), change);
}

/** Relays this process's changes to the others through `publish` (`shareJoinChanges` in rooms/store/databaseStore.ts, with Redis). */
export function relayJoinChanges(db: Kysely<Database>, publish: (change: JoinChange) => Promise<void>): void {
  cacheOf(db).relay = publish;
}

/** True when `value` is a JoinChange (a relayed message is checked before it is applied). */
export function isJoinChange(value: unknown): value is JoinChange {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.session === 'string' ||
    typeof v.user === 'string' ||
    (Array.isArray(v.ratings) && v.ratings.every((r) => typeof r === 'string')) ||
    v.allRatings === true
  );
}

function forget(cache: Cache, change: JoinChange): void {
  cache.changes++;
  if ('session' in change) cache.sessions.delete(change.session);
  else if ('user' in change) {
    for (const [hash, session] of cache.sessions.entries())
      if (session.user.id === change.user) cache.sessions.delete(hash);
  } else if ('ratings' in change) for (const player of change.ratings) cache.ratings.delete(player);
  else cache.ratings.clear();
}
