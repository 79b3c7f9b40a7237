// Which arena this tab's arena game belongs to, kept for the tab (sessionStorage, as the resume token is): /play
// opened without `?arena=` (the bar back to a live game, a reload) still knows its arena.

/** sessionStorage key of the latest arena game entered: its room and its arena. */
export const ARENA_GAME_KEY = 'octoduel.arenaGame';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers that room `roomId` is a game of arena `arenaId` (the latest one only). */
export function rememberArenaGame(roomId: string, arenaId: string): void {
  storage()?.setItem(ARENA_GAME_KEY, JSON.stringify({ roomId, arenaId }));
}

/** The arena room `roomId`'s game belongs to, when it is the arena game remembered; else null. */
export function arenaOfRoom(roomId: string | null): string | null {
  const raw = roomId === null ? null : storage()?.getItem(ARENA_GAME_KEY);
  if (raw == null) return null;
  try {
    const kept = JSON.parse(raw) as { roomId?: unknown; arenaId?: unknown };
    return kept.roomId === roomId && typeof kept.arenaId === 'string' ? kept.arenaId : null;
  } catch {
    return null;
  }
}
