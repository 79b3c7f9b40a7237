// Whether this page may hold a seat in a live game, known without loading the game's connection (colyseus.js and
// the synced state's schema, about 45 KB gzipped): the entry chunk reads it to decide whether to load the bar back
// to the game (LiveGameBarSlot). The connection module marks itself loaded; a reload finds the stored resume token.
import { loadResumeToken } from './resumeToken';

let connectionLoaded = false;

/** Called once by web/src/game/net/connection.ts as it loads: from then on the bar itself decides. */
export function markConnectionLoaded(): void {
  connectionLoaded = true;
}

/** True when a seat may be held: the connection is loaded (a game was opened) or a fresh resume token is stored. */
export function mayHoldLiveSeat(): boolean {
  return connectionLoaded || loadResumeToken() !== null;
}
