// Where the arena screens live and how a game knows it belongs to an arena: the arena's page (with a private
// arena's code, so its Join needs no typing) and the game screen opened from it (`/play?arena=<id>`).

/** The query parameter of /play that names the arena its game belongs to ("Back to the arena"). */
export const ARENA_PARAM = 'arena';

/** An arena id as the routes take it (contract/routes/arenas.ts's ArenaId). */
const ARENA_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** An arena's page; with `code`, a private arena's link that fills its code in. */
export function arenaPageUrl(arenaId: string, code: string | null = null): string {
  const page = `/arenas/${encodeURIComponent(arenaId)}`;
  return code === null ? page : `${page}?code=${encodeURIComponent(code)}`;
}

/** The URL of my arena game: the game screen, told which arena to go back to. */
export function arenaGameUrl(arenaId: string): string {
  return `/play?${ARENA_PARAM}=${encodeURIComponent(arenaId)}`;
}

/** The arena a game screen's query names, or null (none, or not an arena id). */
export function arenaOfGame(search: URLSearchParams): string | null {
  const id = search.get(ARENA_PARAM);
  return id !== null && ARENA_ID.test(id) ? id : null;
}
