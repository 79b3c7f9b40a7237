// An arena's page (contract/arenas.ts ArenaPage) from the database: the standings in the engine's order over the
// players' running totals, each shown line's sheet from its counted pairings, the caller's own line and game, and
// the games in progress. What every caller sees alike is built at most once a second per arena and process
// (PAGE_KEPT_MS): a thousand players polling every 2 s read the tables about once a second, not 500 times.
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  ARENA_PAGE_LINES,
  type ArenaLine,
  type ArenaLiveGame,
  type ArenaPage,
  type ArenaPlayerState,
  type ArenaSheetGame,
  type ArenaSummary,
} from '../../contract/arenas';
import { finalStandingsHash, FIRE_AFTER_WINS, scoreNext } from '../../engine';
import { arenaAnchor, finalLines } from './arenaAnchor';
import {
  arenaPlayers,
  countedPairings,
  openPairings,
  outcomeFor,
  ranked,
  standingKey,
  type ArenaPairingRow,
  type ArenaPlayerRow,
  type ArenaRow,
} from './arenas';
import type { Database } from './schema';

/** How long an arena's shared page is kept (ms). */
export const PAGE_KEPT_MS = 1000;

/** How many games in progress a page lists. */
export const PAGE_GAMES = 6;

interface SharedPage {
  readonly at: number;
  /** Every player in standings order, with its line. */
  readonly lines: readonly ArenaLine[];
  readonly byUser: ReadonlyMap<string, { readonly line: ArenaLine; readonly row: ArenaPlayerRow }>;
  readonly games: readonly ArenaLiveGame[];
  /** Each playing user's room. */
  readonly rooms: ReadonlyMap<string, string>;
}

const kept = new Map<string, SharedPage>();
/** The shared page being built, per arena: every poll that comes meanwhile waits for this one build. */
const building = new Map<string, Promise<SharedPage>>();

/**
 * Each caller's sheet, kept under the number of counted games it was read at: a sheet changes only when a game of
 * the player is counted, and that moves `games` in the same transaction (api/db/arenas.ts settlePairing). So a poll
 * reads its sheet again only after a game of its own ended.
 */
const SHEETS_KEPT = 5000;
const keptSheets = new LRUCache<
  string,
  { readonly games: number; readonly sheet: readonly ArenaSheetGame[] }
>({
  max: SHEETS_KEPT,
});

/** Each shown player's sheet, game by game, scored as its totals were (engine/arena scoreNext). */
function sheets(pairings: readonly ArenaPairingRow[]): Map<string, ArenaSheetGame[]> {
  const out = new Map<string, ArenaSheetGame[]>();
  const streaks = new Map<string, number>();
  for (const p of pairings)
    for (const [seat, user, berserk] of [
      ['A', p.user_a, p.berserk_a],
      ['B', p.user_b, p.berserk_b],
    ] as const) {
      const outcome = outcomeFor(seat, p.winner);
      if (outcome === undefined) continue;
      const scored = scoreNext(streaks.get(user) ?? 0, { outcome, berserk: berserk === 1, turns: p.turns });
      streaks.set(user, scored.streak);
      const list = out.get(user) ?? [];
      list.push({ outcome, points: scored.points, fire: scored.onFire, berserk: berserk === 1 });
      out.set(user, list);
    }
  return out;
}

function lineOf(row: ArenaPlayerRow, rank: number, sheet: readonly ArenaSheetGame[]): ArenaLine {
  return {
    rank,
    username: row.username,
    score: row.score,
    rating: row.rating,
    performance: standingKey(row).performance,
    fire: row.streak >= FIRE_AFTER_WINS,
    sheet,
    state: row.state as ArenaPlayerState,
    playing: row.pairing_id !== null,
  };
}

async function buildShared(db: Kysely<Database>, arena: ArenaRow, now: number): Promise<SharedPage> {
  const [players, open] = await Promise.all([arenaPlayers(db, arena.id), openPairings(db, arena.id)]);
  const order = ranked(players);
  const shown = order.slice(0, ARENA_PAGE_LINES).map((p) => p.user_id);
  const sheetOf = sheets(await countedPairings(db, arena.id, shown));
  const byUser = new Map<string, { line: ArenaLine; row: ArenaPlayerRow }>();
  const lines = order.map((row, i) => {
    const line = lineOf(row, i + 1, sheetOf.get(row.user_id) ?? []);
    byUser.set(row.user_id, { line, row });
    return line;
  });
  const rooms = new Map<string, string>();
  const games: ArenaLiveGame[] = [];
  for (const p of open) {
    if (p.room_id === null) continue;
    rooms.set(p.user_a, p.room_id);
    rooms.set(p.user_b, p.room_id);
    const a = byUser.get(p.user_a);
    const b = byUser.get(p.user_b);
    if (p.status === 'playing' && a !== undefined && b !== undefined)
      games.push({
        roomId: p.room_id,
        a: a.row.username,
        b: b.row.username,
        rank: Math.min(a.line.rank, b.line.rank),
      });
  }
  games.sort((x, y) => x.rank - y.rank);
  return { at: now, lines, byUser, games: games.slice(0, PAGE_GAMES), rooms };
}

/**
 * The arena's shared page, kept PAGE_KEPT_MS, built by one read at a time: without that, every poll that came while
 * a build was in flight started its own (a thousand players' polls read and ranked the whole arena many times a
 * second: the arena bench's profile, 12 % of each process in buildShared and a quarter in decoding its rows).
 */
async function sharedPage(db: Kysely<Database>, arena: ArenaRow, now: number): Promise<SharedPage> {
  const page = kept.get(arena.id);
  if (page !== undefined && now - page.at < PAGE_KEPT_MS && now >= page.at) return page;
  const inFlight = building.get(arena.id);
  if (inFlight !== undefined) return inFlight;
  const build = buildShared(db, arena, now)
    .then((fresh) => {
      kept.set(arena.id, fresh);
      if (kept.size > 200) kept.delete(kept.keys().next().value!);
      return fresh;
    })
    .finally(() => building.delete(arena.id));
  building.set(arena.id, build);
  return build;
}

/** A player's own sheet: kept while its number of counted games stays the same. */
async function ownSheet(
  db: Kysely<Database>,
  arenaId: string,
  row: ArenaPlayerRow,
): Promise<readonly ArenaSheetGame[]> {
  const key = `${arenaId}/${row.user_id}`;
  const known = keptSheets.get(key);
  if (known !== undefined && known.games === row.games) return known.sheet;
  const sheet = sheets(await countedPairings(db, arenaId, [row.user_id])).get(row.user_id) ?? [];
  keptSheets.set(key, { games: row.games, sheet });
  return sheet;
}

/**
 * The page for `userId` (signed out: undefined). Your own line, sheet and game are read fresh, so a pairing or a
 * result is seen on the first poll after it was made (your rank may be a second old). The arena's summary is made
 * by `summaryOf` from the shared page's players and leader (the first line, with a point): reading and ranking
 * every player per poll cost 5 ms a poll at 1,000 players, more than a core for their polls (the arena bench).
 */
export async function arenaPage(
  db: Kysely<Database>,
  arena: ArenaRow,
  summaryOf: (players: number, leader: string | null) => ArenaSummary,
  userId: string | undefined,
  now: number,
): Promise<ArenaPage> {
  const shared = await sharedPage(db, arena, now);
  const first = shared.lines[0];
  const summary = summaryOf(
    shared.lines.length,
    first !== undefined && first.score > 0 ? first.username : null,
  );
  let me: ArenaPage['me'] = null;
  let code: string | null = null;
  if (userId !== undefined) {
    const mine = shared.byUser.get(userId);
    // Your line and your game's room in one read.
    const found = await db
      .selectFrom('arena_players')
      .leftJoin('arena_pairings', 'arena_pairings.id', 'arena_players.pairing_id')
      .selectAll('arena_players')
      .select('arena_pairings.room_id')
      .where('arena_players.arena_id', '=', arena.id)
      .where('arena_players.user_id', '=', userId)
      .executeTakeFirst();
    if (found !== undefined) {
      const { room_id: roomId, ...row } = found;
      const sheet = await ownSheet(db, arena.id, row);
      const line = lineOf(row, mine?.line.rank ?? shared.lines.length + 1, sheet);
      me = { line, game: row.pairing_id === null || roomId === null ? null : { roomId } };
    }
    if (found !== undefined || arena.created_by === userId) code = arena.code;
  }
  const page: ArenaPage = {
    arena: summary,
    code,
    standings: shared.lines.slice(0, ARENA_PAGE_LINES),
    me,
    games: shared.games,
    now,
    anchor: null,
  };
  if (arena.finished_at === null) return page;
  // Final: every line the anchor pins, its hash, and the anchor once published (api/db/arenaAnchor.ts).
  const lines = await finalLines(db, arena.id);
  return {
    ...page,
    anchor: await arenaAnchor(db, arena.id),
    final: { lines, hash: finalStandingsHash(arena.id, lines) },
  };
}

/** The leader's name of each arena (the best standing with a point), for the list. */
export async function arenaLeaders(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('arena_players')
    .selectAll()
    .where('arena_id', 'in', ids)
    .where('score', '>', 0)
    .execute();
  const byArena = new Map<string, ArenaPlayerRow[]>();
  for (const r of rows) byArena.set(r.arena_id, [...(byArena.get(r.arena_id) ?? []), r]);
  for (const [id, players] of byArena) out.set(id, ranked(players)[0]!.username);
  return out;
}
