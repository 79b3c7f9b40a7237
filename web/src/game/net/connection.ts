import type { Room } from 'colyseus.js';
import { NO_SUCH_GAME } from '../../../../contract/texts';
import { backoffDelays, retryWithBackoff, RetryCancelled, sleep } from './backoff';
import { dispatch, useGame } from '../../stores/game';
import {
  factsOf,
  isLivePhase,
  MODE_FACTS,
  parseServerMessage,
  SERVER_MESSAGE_TYPES,
  type ClientMessage,
  type Clock,
  type ServerMessage,
} from '../../../../engine';
import type { JoinByIdOptions, RoomOptions } from '../../../../contract/room';
import { mirrorState, type SyncedState } from '../decoding/mirror';
import { markConnectionLoaded } from './liveSeatSignal';
import { clearResumeToken, loadResumeToken, saveResumeToken, touchResumeToken } from './resumeToken';
import type { StartKind } from '../decoding/types';
import { ApiError } from '../../net/http';
import { expectNotice } from '../../notices/notices';
import { GameClient } from './gameClient';
import { askAgainQuietly, SEEK_RETRY_DELAYS } from './seekRetry';

// The entry's LiveGameBarSlot loads the bar back to a game only once this module is (a game was opened here).
markConnectionLoaded();

/** colyseus.js's close code of a connection the client closed on purpose (its CloseCode enum). */
const CONSENTED = 4000;

export { NO_SUCH_GAME };
export const RECONNECT_FAILED = 'The connection to the game could not be restored.';
export const CONNECTION_LOST = 'The connection to the game was lost.';

/** The mode name a spectator's room is attached with: never resumed after a reload (nothing to keep). */
const SPECTATING = 'spectate';
/**
 * Whether a room joined in `mode` is a game this tab plays and may resume (MODE_FACTS' `resumable`: not a
 * watcher's AI versus AI, nor a spectator's place, which is attached as SPECTATING).
 */
const resumableMode = (mode: string) => factsOf(mode)?.resumable === true;

let client: GameClient | undefined;
let room: Room | undefined;
/** Bumped whenever the current room is replaced or left on purpose: older handlers and loops stop. */
let generation = 0;
/** A start or resume in progress, so double clicks and double effects share it. */
let pending: Promise<boolean> | undefined;

/**
 * The one client, same origin (ws:// or wss:// to this host). It authenticates with the httpOnly session
 * cookie the browser sends on matchmaking requests and the WebSocket upgrade; the token is never set on it
 * (colyseus.js would put it in the WebSocket URL).
 */
function gameClient(): GameClient {
  if (client === undefined) {
    client = new GameClient(window.location.origin);
    // A reload or a closed tab: the 20 s grace starts now, so a reload finds a fresh token.
    window.addEventListener('pagehide', () => {
      if (room !== undefined) touchResumeToken();
    });
  }
  return client;
}

const codeOf = (err: unknown): number | undefined =>
  typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'number'
    ? (err as { code: number }).code
    : undefined;

/**
 * A failed join's status: a refused matchmaking call's HTTP status (an ApiError, 0 when the server was not
 * reached), or the code of the room's own refusal once the WebSocket joined (colyseus.js's ServerError).
 */
const statusOf = (err: unknown): number | undefined => (err instanceof ApiError ? err.status : codeOf(err));

/** Matchmaking found no such room: the game is over or gone, and no reconnection can bring it back. */
const roomGone = (err: unknown): boolean => err instanceof ApiError && err.code === 'match/no-such-game';

/** The server refused the session that came with the request (signed out, or someone else's seat). */
const sessionRefused = (err: unknown): boolean => statusOf(err) === 401 || statusOf(err) === 403;

const messageOf = (err: unknown): string =>
  err instanceof Error && err.message !== ''
    ? err.message
    : 'The game server cannot be reached. Please try again.';

/** Makes `r` the current room: mirrors its state and messages into the store, watches its connection. */
function attach(r: Room, mode: string): void {
  room = r;
  const gen = ++generation;
  const live = () => gen === generation;
  // A reload can come back only into a running game (a lobby seat is not kept; a watcher has none).
  let resumable = false;
  dispatch({ type: 'joined', roomId: r.roomId, sessionId: r.sessionId });
  r.onStateChange((state) => {
    if (!live()) return;
    const view = mirrorState(state as SyncedState);
    dispatch({ type: 'state', view, receivedAt: Date.now() });
    if (!resumable && resumableMode(mode) && isLivePhase(view.phase)) {
      resumable = true;
      saveResumeToken(r.reconnectionToken, mode);
    }
  });
  for (const type of SERVER_MESSAGE_TYPES) {
    r.onMessage(type, (body: unknown) => {
      const parsed = parseServerMessage(type, body);
      if (live() && parsed.ok) onServerMessage(parsed.value);
    });
  }
  r.onLeave((code) => {
    if (live()) onLost(r, code, mode);
  });
}

/** One parsed server message into the store. */
function onServerMessage(message: ServerMessage): void {
  switch (message.type) {
    case 'plan':
      dispatch({ type: 'plan', plan: message.body });
      return;
    case 'error':
      dispatch({ type: 'error', ...message.body });
      return;
    case 'gameover':
      clearResumeToken();
      dispatch({ type: 'gameover', gameOver: message.body });
      return;
    case 'inform':
      clearResumeToken();
      dispatch({ type: 'inform', message: message.body.message });
      return;
    case 'notice':
      dispatch({ type: 'notice', message: message.body.message });
      return;
    case 'rematch':
      void joinRematch(message.body.roomId);
      return;
    case 'seek':
      void seekAgain();
      return;
    case 'filled':
      dispatch({ type: 'filled', fill: message.body });
      return;
  }
}

/**
 * The public room waits alone while another waits in the seek pool (a seat there was held by a reservation never
 * used, say): leaves it and seeks again, which seats this player with the other one (issue 35). Only while waiting.
 */
function seekAgain(): Promise<boolean> {
  if (useGame.getState().view?.phase !== 'waiting') return Promise.resolve(false);
  return startGame({ type: 'others' });
}

/**
 * Both players asked for a rematch: leaves the finished game and joins the new room the server made for the two
 * of them (the same mode, seats swapped); true once in.
 */
export function joinRematch(roomId: string): Promise<boolean> {
  const mode = useGame.getState().view?.mode ?? 'others';
  return once(async () => {
    await dropRoom();
    dispatch({ type: 'connecting' });
    try {
      attach(await gameClient().joinById(roomId), mode);
      return true;
    } catch (err) {
      dispatch({ type: 'failed', message: messageOf(err) });
      return false;
    }
  });
}

/** The connection closed without us asking: reconnect when the game can still be resumed. */
function onLost(r: Room, code: number, mode: string): void {
  const { view, gameOver, inform } = useGame.getState();
  const resumable =
    code !== CONSENTED &&
    resumableMode(mode) &&
    gameOver === null &&
    inform === null &&
    view !== null &&
    isLivePhase(view.phase);
  if (!resumable) {
    room = undefined;
    clearResumeToken();
    const expected = code === CONSENTED || gameOver !== null || inform !== null || view?.phase === 'over';
    dispatch({ type: 'closed', banner: expected ? null : CONNECTION_LOST });
    return;
  }
  void reconnect(r.reconnectionToken, mode, backoffDelays());
}

/** Tries to get back into the game with `token` after each delay; true once back in. */
async function reconnect(token: string, mode: string, delays: readonly number[]): Promise<boolean> {
  const gen = ++generation;
  room = undefined;
  dispatch({ type: 'reconnecting', attempt: 0 });
  try {
    const r = await retryWithBackoff(() => gameClient().reconnect(token), {
      delays,
      sleep,
      cancelled: () => gen !== generation,
      fatal: (err) => roomGone(err) || sessionRefused(err),
      onAttempt: (attempt) => {
        dispatch({ type: 'reconnecting', attempt });
      },
    });
    if (gen !== generation) {
      void r.leave(true);
      return false;
    }
    attach(r, mode);
    return true;
  } catch (err) {
    if (err instanceof RetryCancelled) return false;
    clearResumeToken();
    dispatch({ type: 'closed', banner: sessionRefused(err) ? messageOf(err) : RECONNECT_FAILED });
    // Its server may have stopped: a survivor records the game as no contest, and the player is told so.
    if (!sessionRefused(err)) void expectNotice();
    return false;
  }
}

/** Leaves the current room quietly (no store change), if any. */
async function dropRoom(): Promise<void> {
  const r = room;
  room = undefined;
  generation++;
  clearResumeToken();
  if (r === undefined) return;
  try {
    r.send('exit');
  } catch {
    // The connection is already closed: nothing to tell the server.
  }
  await Promise.race([r.leave(true).catch(() => undefined), sleep(1500)]);
}

function once(run: () => Promise<boolean>): Promise<boolean> {
  pending ??= run().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** Asks for the relaxed clock only when chosen (the spec's clock needs no option). */
const clockOption = (clock: Clock | undefined): RoomOptions['h2a0'] => (clock === 'relaxed' ? { clock } : {});

let lastKind: StartKind | null = null;

/** The kind of game this tab started last (Play again starts another of the same kind), or null. */
export function lastStartKind(): StartKind | null {
  return lastKind;
}

/** Creates or joins a game of this kind (leaving any current one); true once in its room. */
export function startGame(kind: StartKind): Promise<boolean> {
  lastKind = kind;
  return once(async () => {
    await dropRoom();
    dispatch({ type: 'connecting' });
    try {
      const c = gameClient();
      const r =
        kind.type === 'others'
          ? await seekPublicGame(c)
          : kind.type === 'h1a1'
            ? await c.create('h1a1', {
                level: kind.level,
                ...clockOption(kind.clock),
              } satisfies RoomOptions['h1a1'])
            : kind.type === 'h2a0'
              ? await c.create('h2a0', clockOption(kind.clock))
              : await c.create(kind.type);
      attach(r, kind.type);
      return true;
    } catch (err) {
      if (err instanceof RetryCancelled) return false;
      dispatch({ type: 'failed', message: messageOf(err) });
      return false;
    }
  });
}

export { SEEK_RETRY_DELAYS };

/**
 * Public matchmaking (the seek pool, docs/ARCHITECTURE.md) never hands out a room another player filled; when it
 * is busy or a process restarts it answers `server/unavailable`, and a seat granted in a room that closed before
 * the socket took it is lost: either way the request is made again quietly (seekRetry.ts), so a race the player
 * did not cause never shows as an error. Any other refusal is the player's to see.
 */
function seekPublicGame(c: GameClient): Promise<Room> {
  const gen = generation;
  return retryWithBackoff(() => c.joinOrCreate('others'), {
    delays: SEEK_RETRY_DELAYS,
    sleep,
    cancelled: () => gen !== generation,
    fatal: (err) => !askAgainQuietly(err),
  });
}

/** Joins a friend's private game by its code; true once in. */
export function joinByCode(code: string): Promise<boolean> {
  return once(async () => {
    await dropRoom();
    dispatch({ type: 'connecting' });
    try {
      attach(await gameClient().joinById(code), 'h2a0');
      return true;
    } catch (err) {
      const status = statusOf(err);
      const own = status !== undefined && status >= 400 && status < 500 && status !== 404;
      dispatch({ type: 'failed', message: own ? messageOf(err) : NO_SUCH_GAME });
      return false;
    }
  });
}

/** Watches a live public or vs-AI game without a seat (`joinById(roomId, { spectate: true })`); true once in. */
export function spectate(roomId: string): Promise<boolean> {
  return once(async () => {
    await dropRoom();
    dispatch({ type: 'connecting' });
    try {
      const options: JoinByIdOptions = { spectate: true };
      attach(await gameClient().joinById(roomId, options), SPECTATING);
      return true;
    } catch (err) {
      dispatch({ type: 'failed', message: messageOf(err) });
      return false;
    }
  });
}

/** After a reload: gets back into the game this tab was playing, if it can still be resumed. */
export function resumeGame(): Promise<boolean> {
  if (room !== undefined) return Promise.resolve(true);
  const stored = loadResumeToken();
  if (stored === null) return Promise.resolve(false);
  return once(() => reconnect(stored.token, stored.mode, [0, ...backoffDelays()]));
}

/** True when this tab holds a game it may resume after a reload. */
export function hasResumableGame(): boolean {
  return room !== undefined || loadResumeToken() !== null;
}

/** A game played in this browser (web/src/practice, /play-now) takes the messages the game screen sends. */
let localGame: ((message: ClientMessage) => void) | undefined;

/** Routes `send` to a local game while it runs (undefined: back to the room). */
export function playLocally(take: ((message: ClientMessage) => void) | undefined): void {
  localGame = take;
}

/** Sends a message to the current room, or to the local game (ignored when there is none). */
export function send(message: ClientMessage): void {
  if (localGame !== undefined) {
    localGame(message);
    return;
  }
  if (room === undefined) return;
  try {
    room.send(message.type, 'square' in message ? { square: message.square } : undefined);
  } catch {
    // A closed connection: the reconnection banner already says so.
  }
}

/** Leaves the game on purpose (`exit`, which forfeits a running game) and forgets it. */
export async function leaveGame(): Promise<void> {
  await dropRoom();
  // A room joined meanwhile (TV moving on to the next game while the last one closes) keeps its state.
  if (room === undefined && pending === undefined) dispatch({ type: 'reset' });
}

/**
 * True while this tab holds a seat in a live game (connected or reconnecting), not a watcher's place: a page that
 * would join another room must leave that seat alone (only the player's own Leave gives it up).
 */
export function holdsLiveSeat(): boolean {
  const { view, sessionId, gameOver, status } = useGame.getState();
  if (!inRoom() || status === 'closed' || gameOver !== null || view === null || !isLivePhase(view.phase))
    return false;
  const seatsPeople = view.mode === null || MODE_FACTS[view.mode].seats.people > 0;
  return seatsPeople && view.players.some((p) => p.key === sessionId);
}

/** True while a room is open (connected or reconnecting). */
export function inRoom(): boolean {
  return room !== undefined || useGame.getState().status === 'reconnecting';
}
