// The page's one game connection (gameConnection.ts's GameConnection, an object with a start and a stop) and the
// functions the screens call on it: the names they have always imported.
import { dispatch, useGame } from '../../stores/game';
import type { ClientMessage } from '../../../../engine';
import { NO_SUCH_GAME } from '../../../../contract/texts';
import { expectNotice } from '../../notices/notices';
import { markConnectionLoaded } from './liveSeatSignal';
import type { StartKind } from '../decoding/types';
import { CONNECTION_LOST, GameConnection, RECONNECT_FAILED } from './gameConnection';
import { SEEK_RETRY_DELAYS } from './seekRetry';

// The entry's LiveGameBarSlot loads the bar back to a game only once this module is (a game was opened here).
markConnectionLoaded();

export { CONNECTION_LOST, GameConnection, NO_SUCH_GAME, RECONNECT_FAILED, SEEK_RETRY_DELAYS };

/** The page's connection, started when this module loads (a game screen was opened) and for the page's life. */
export const pageConnection = new GameConnection({
  origin: window.location.origin,
  dispatch,
  getState: () => useGame.getState(),
  page: window,
  lost: () => {
    void expectNotice();
  },
  now: () => Date.now(),
});
pageConnection.start();

/**
 * Both players asked for a rematch: leaves the finished game and joins the new room the server made for the two
 * of them (the same mode, seats swapped); true once in.
 */
export const joinRematch = (roomId: string): Promise<boolean> => pageConnection.joinRematch(roomId);

/** An arena paired this player: joins the game room the arena made, by its id; true once in. */
export const joinArenaGame = (roomId: string): Promise<boolean> => pageConnection.joinArenaGame(roomId);

/** The kind of game this tab started last (Play again starts another of the same kind), or null. */
export const lastStartKind = (): StartKind | null => pageConnection.lastStartKind();

/** Creates or joins a game of this kind (leaving any current one); true once in its room. */
export const startGame = (kind: StartKind): Promise<boolean> => pageConnection.startGame(kind);

/** Joins a friend's private game by its code; true once in. */
export const joinByCode = (code: string): Promise<boolean> => pageConnection.joinByCode(code);

/** Watches a live public or vs-AI game without a seat (`joinById(roomId, { spectate: true })`); true once in. */
export const spectate = (roomId: string): Promise<boolean> => pageConnection.spectate(roomId);

/** After a reload: gets back into the game this tab was playing, if it can still be resumed. */
export const resumeGame = (): Promise<boolean> => pageConnection.resumeGame();

/** True when this tab holds a game it may resume after a reload. */
export const hasResumableGame = (): boolean => pageConnection.hasResumableGame();

/** Routes `send` to a local game while it runs (undefined: back to the room). */
export const playLocally = (take: ((message: ClientMessage) => void) | undefined): void => {
  pageConnection.playLocally(take);
};

/** Sends a message to the current room, or to the local game (ignored when there is none). */
export const send = (message: ClientMessage): void => {
  pageConnection.send(message);
};

/** Leaves the game on purpose (`exit`, which forfeits a running game) and forgets it. */
export const leaveGame = (): Promise<void> => pageConnection.leaveGame();

/** True while this tab holds a seat in a live game (connected or reconnecting), not a watcher's place. */
export const holdsLiveSeat = (): boolean => pageConnection.holdsLiveSeat();

/** True while a room is open (connected or reconnecting). */
export const inRoom = (): boolean => pageConnection.inRoom();
