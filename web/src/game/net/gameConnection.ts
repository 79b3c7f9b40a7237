import type { Room } from 'colyseus.js';
import { i18n } from '../../i18n/init';
import { NO_SUCH_GAME } from '../../../../contract/texts';
import { backoffDelays, retryWithBackoff, RetryCancelled, sleep } from './backoff';
import type { GameEvent, GameStoreState } from '../../stores/game';
import {
  ARENA_ROOM,
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
import { mirrorState, type ReceivedRecord, type SyncedState } from '../decoding/mirror';
import { clearResumeToken, loadResumeToken, saveResumeToken, touchResumeToken } from './resumeToken';
import type { StartKind } from '../decoding/types';
import { ApiError } from '../../net/http';
import { GameClient } from './gameClient';
import { askAgainQuietly, SEEK_RETRY_DELAYS } from './seekRetry';

/** colyseus.js's close code of a connection the client closed on purpose (its CloseCode enum). */
const CONSENTED = 4000;

/** The banner when a lost connection could not be restored (the catalogue's, read when the page loads). */
export const RECONNECT_FAILED: string = i18n.t('game:connection.failed');
/** The banner when the connection closed and the game cannot be reconnected to. */
export const CONNECTION_LOST: string = i18n.t('game:connection.lost');

/** The mode name a spectator's room is attached with: never resumed after a reload (nothing to keep). */
const SPECTATING = 'spectate';
/**
 * Whether a room joined in `mode` is a game this tab plays and may resume (MODE_FACTS' `resumable`: not a
 * watcher's AI versus AI, nor a spectator's place, which is attached as SPECTATING).
 */
const resumableMode = (mode: string) => factsOf(mode)?.resumable === true;

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
  err instanceof Error && err.message !== '' ? err.message : i18n.t('game:connection.unreachable');

/** Asks for the relaxed clock only when chosen (the spec's clock needs no option). */
const clockOption = (clock: Clock | undefined): RoomOptions['h2a0'] => (clock === 'relaxed' ? { clock } : {});

/** What a connection needs of the page: the game store, the server's origin, the page's events, the time. */
export interface ConnectionPorts {
  /** The same origin the page came from (ws:// or wss:// to this host). */
  readonly origin: string;
  readonly dispatch: (event: GameEvent) => void;
  readonly getState: () => GameStoreState;
  /** The page's events (the `pagehide` of a reload or a closed tab). */
  readonly page: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Told when a connection could not be restored (its server may have stopped: the notices say so). */
  readonly lost: () => void;
  readonly now: () => number;
}

/**
 * The page's connection to its game room, an object with a lifetime: `start` listens to the page, `stop` leaves
 * the room, stops every loop (reconnection, seeking) and forgets the client. It mirrors the room's state and
 * messages into the game store, reconnects after an unexpected drop, and keeps what arrives beside the synced
 * state: the server's clock (`time`, then each phase's `serverTime`) and the finished game's record (`record`,
 * to the players only), both merged into the view it dispatches.
 */
export class GameConnection {
  private client: GameClient | undefined;
  private room: Room | undefined;
  /** Bumped whenever the current room is replaced or left on purpose: older handlers and loops stop. */
  private generation = 0;
  /** A start or resume in progress, so double clicks and double effects share it. */
  private pending: Promise<boolean> | undefined;
  /** The kind of game started last (Play again starts another of the same kind). */
  private lastKind: StartKind | null = null;
  /** A game played in this browser (web/src/practice, /play-now) takes the messages the game screen sends. */
  private localGame: ((message: ClientMessage) => void) | undefined;
  /** The room's latest decoded state, mirrored again when a record or the clock arrives beside it. */
  private lastState: SyncedState | undefined;
  /** The finished game's record the room sent, and the game it came with. */
  private record: ReceivedRecord | undefined;
  /** The latest reading of the server's clock a `time` message gave (0 before one). */
  private serverTime = 0;
  private started = false;
  /** A reload or a closed tab: the 20 s grace starts now, so a reload finds a fresh token. */
  private readonly onPageHide = () => {
    if (this.room !== undefined) touchResumeToken();
  };

  constructor(private readonly ports: ConnectionPorts) {}

  /** Starts listening to the page (idempotent). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.ports.page.addEventListener('pagehide', this.onPageHide);
  }

  /** Ends the connection's lifetime: leaves the room quietly, stops every loop, forgets the client. */
  async stop(): Promise<void> {
    this.ports.page.removeEventListener('pagehide', this.onPageHide);
    this.started = false;
    await this.dropRoom();
    this.client = undefined;
    this.pending = undefined;
  }

  /**
   * The one client, same origin. It authenticates with the httpOnly session cookie the browser sends on
   * matchmaking requests and the WebSocket upgrade; the token is never set on it (colyseus.js would put it in the
   * WebSocket URL).
   */
  private gameClient(): GameClient {
    this.start();
    this.client ??= new GameClient(this.ports.origin);
    return this.client;
  }

  /** Mirrors the latest state with what arrived beside it, into the store. */
  private mirror(): void {
    const state = this.lastState;
    if (state === undefined) return;
    const view = mirrorState(state, this.record);
    const serverTime = Math.max(view.serverTime, this.serverTime);
    this.ports.dispatch({ type: 'state', view: { ...view, serverTime }, receivedAt: this.ports.now() });
  }

  /** Makes `r` the current room: mirrors its state and messages into the store, watches its connection. */
  private attach(r: Room, mode: string): void {
    this.room = r;
    this.lastState = undefined;
    this.record = undefined;
    this.serverTime = 0;
    const gen = ++this.generation;
    const live = () => gen === this.generation;
    // A reload can come back only into a running game (a lobby seat is not kept; a watcher has none).
    let resumable = false;
    this.ports.dispatch({ type: 'joined', roomId: r.roomId, sessionId: r.sessionId });
    r.onStateChange((state: SyncedState) => {
      if (!live()) return;
      this.lastState = state;
      this.mirror();
      const phase = this.ports.getState().view?.phase;
      if (!resumable && resumableMode(mode) && phase !== undefined && isLivePhase(phase)) {
        resumable = true;
        saveResumeToken(r.reconnectionToken, mode);
      }
    });
    for (const type of SERVER_MESSAGE_TYPES) {
      r.onMessage(type, (body: unknown) => {
        const parsed = parseServerMessage(type, body);
        if (live() && parsed.ok) this.onServerMessage(parsed.value);
      });
    }
    r.onLeave((code) => {
      if (live()) this.onLost(r, code, mode);
    });
  }

  /** One parsed server message into the store. */
  private onServerMessage(message: ServerMessage): void {
    const { dispatch } = this.ports;
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
        void this.joinRematch(message.body.roomId);
        return;
      case 'seek':
        void this.seekAgain();
        return;
      case 'filled':
        dispatch({ type: 'filled', fill: message.body });
        return;
      case 'record':
        this.record = { gameId: this.ports.getState().view?.gameId ?? null, json: message.body.record };
        this.mirror();
        return;
      case 'time':
        this.serverTime = message.body.serverTime;
        this.mirror();
        return;
    }
  }

  /**
   * The public room waits alone while another waits in the seek pool (a seat there was held by a reservation never
   * used, say): leaves it and seeks again, which seats this player with the other one (issue 35). Only while waiting.
   */
  private seekAgain(): Promise<boolean> {
    if (this.ports.getState().view?.phase !== 'waiting') return Promise.resolve(false);
    return this.startGame({ type: 'others' });
  }

  /**
   * Both players asked for a rematch: leaves the finished game and joins the new room the server made for the two
   * of them (the same mode, seats swapped); true once in.
   */
  joinRematch(roomId: string): Promise<boolean> {
    return this.joinSeat(roomId, this.ports.getState().view?.mode ?? 'others');
  }

  /**
   * An arena paired this player (issue 41): leaves any finished game and joins the game room the arena made for
   * the two, by its id, as a rematch does; true once in.
   */
  joinArenaGame(roomId: string): Promise<boolean> {
    return this.joinSeat(roomId, ARENA_ROOM);
  }

  /** Joins a room the server made and seated this player in, by its id (`mode` for a resume); true once in. */
  private joinSeat(roomId: string, mode: string): Promise<boolean> {
    return this.once(async () => {
      await this.dropRoom();
      this.ports.dispatch({ type: 'connecting' });
      try {
        this.attach(await this.gameClient().joinById(roomId), mode);
        return true;
      } catch (err) {
        this.ports.dispatch({ type: 'failed', message: messageOf(err) });
        return false;
      }
    });
  }

  /** The connection closed without us asking: reconnect when the game can still be resumed. */
  private onLost(r: Room, code: number, mode: string): void {
    const { view, gameOver, inform } = this.ports.getState();
    const resumable =
      code !== CONSENTED &&
      resumableMode(mode) &&
      gameOver === null &&
      inform === null &&
      view !== null &&
      isLivePhase(view.phase);
    if (!resumable) {
      this.room = undefined;
      clearResumeToken();
      const expected = code === CONSENTED || gameOver !== null || inform !== null || view?.phase === 'over';
      this.ports.dispatch({ type: 'closed', banner: expected ? null : CONNECTION_LOST });
      return;
    }
    void this.reconnect(r.reconnectionToken, mode, backoffDelays());
  }

  /** Tries to get back into the game with `token` after each delay; true once back in. */
  private async reconnect(token: string, mode: string, delays: readonly number[]): Promise<boolean> {
    const gen = ++this.generation;
    const { dispatch } = this.ports;
    this.room = undefined;
    dispatch({ type: 'reconnecting', attempt: 0 });
    try {
      const r = await retryWithBackoff(() => this.gameClient().reconnect(token), {
        delays,
        sleep,
        cancelled: () => gen !== this.generation,
        fatal: (err) => roomGone(err) || sessionRefused(err),
        onAttempt: (attempt) => {
          dispatch({ type: 'reconnecting', attempt });
        },
      });
      if (gen !== this.generation) {
        void r.leave(true);
        return false;
      }
      this.attach(r, mode);
      return true;
    } catch (err) {
      if (err instanceof RetryCancelled) return false;
      clearResumeToken();
      dispatch({ type: 'closed', banner: sessionRefused(err) ? messageOf(err) : RECONNECT_FAILED });
      // Its server may have stopped: a survivor records the game as no contest, and the player is told so.
      if (!sessionRefused(err)) this.ports.lost();
      return false;
    }
  }

  /** Leaves the current room quietly (no store change), if any. */
  private async dropRoom(): Promise<void> {
    const r = this.room;
    this.room = undefined;
    this.generation++;
    clearResumeToken();
    if (r === undefined) return;
    try {
      r.send('exit');
    } catch {
      // The connection is already closed: nothing to tell the server.
    }
    await Promise.race([r.leave(true).catch(() => undefined), sleep(1500)]);
  }

  private once(run: () => Promise<boolean>): Promise<boolean> {
    this.pending ??= run().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** The kind of game this tab started last (Play again starts another of the same kind), or null. */
  lastStartKind(): StartKind | null {
    return this.lastKind;
  }

  /** Creates or joins a game of this kind (leaving any current one); true once in its room. */
  startGame(kind: StartKind): Promise<boolean> {
    this.lastKind = kind;
    return this.once(async () => {
      await this.dropRoom();
      this.ports.dispatch({ type: 'connecting' });
      try {
        const c = this.gameClient();
        const r =
          kind.type === 'others'
            ? await this.seekPublicGame(c)
            : kind.type === 'h1a1'
              ? await c.create('h1a1', {
                  level: kind.level,
                  ...clockOption(kind.clock),
                } satisfies RoomOptions['h1a1'])
              : kind.type === 'h2a0'
                ? await c.create('h2a0', clockOption(kind.clock))
                : await c.create(kind.type);
        this.attach(r, kind.type);
        return true;
      } catch (err) {
        if (err instanceof RetryCancelled) return false;
        this.ports.dispatch({ type: 'failed', message: messageOf(err) });
        return false;
      }
    });
  }

  /**
   * Public matchmaking (the seek pool, docs/ARCHITECTURE.md) never hands out a room another player filled; when it
   * is busy or a process restarts it answers `server/unavailable`, and a seat granted in a room that closed before
   * the socket took it is lost: either way the request is made again quietly (seekRetry.ts), so a race the player
   * did not cause never shows as an error. Any other refusal is the player's to see.
   */
  private seekPublicGame(c: GameClient): Promise<Room> {
    const gen = this.generation;
    return retryWithBackoff(() => c.joinOrCreate('others'), {
      delays: SEEK_RETRY_DELAYS,
      sleep,
      cancelled: () => gen !== this.generation,
      fatal: (err) => !askAgainQuietly(err),
    });
  }

  /** Joins a friend's private game by its code; true once in. */
  joinByCode(code: string): Promise<boolean> {
    return this.once(async () => {
      await this.dropRoom();
      this.ports.dispatch({ type: 'connecting' });
      try {
        this.attach(await this.gameClient().joinById(code), 'h2a0');
        return true;
      } catch (err) {
        const status = statusOf(err);
        const own = status !== undefined && status >= 400 && status < 500 && status !== 404;
        this.ports.dispatch({ type: 'failed', message: own ? messageOf(err) : NO_SUCH_GAME });
        return false;
      }
    });
  }

  /** Watches a live public or vs-AI game without a seat (`joinById(roomId, { spectate: true })`); true once in. */
  spectate(roomId: string): Promise<boolean> {
    return this.once(async () => {
      await this.dropRoom();
      this.ports.dispatch({ type: 'connecting' });
      try {
        const options: JoinByIdOptions = { spectate: true };
        this.attach(await this.gameClient().joinById(roomId, options), SPECTATING);
        return true;
      } catch (err) {
        this.ports.dispatch({ type: 'failed', message: messageOf(err) });
        return false;
      }
    });
  }

  /** After a reload: gets back into the game this tab was playing, if it can still be resumed. */
  resumeGame(): Promise<boolean> {
    if (this.room !== undefined) return Promise.resolve(true);
    const stored = loadResumeToken();
    if (stored === null) return Promise.resolve(false);
    return this.once(() => this.reconnect(stored.token, stored.mode, [0, ...backoffDelays()]));
  }

  /** True when this tab holds a game it may resume after a reload. */
  hasResumableGame(): boolean {
    return this.room !== undefined || loadResumeToken() !== null;
  }

  /** Routes `send` to a local game while it runs (undefined: back to the room). */
  playLocally(take: ((message: ClientMessage) => void) | undefined): void {
    this.localGame = take;
  }

  /** Sends a message to the current room, or to the local game (ignored when there is none). */
  send(message: ClientMessage): void {
    if (this.localGame !== undefined) {
      this.localGame(message);
      return;
    }
    if (this.room === undefined) return;
    try {
      this.room.send(message.type, 'square' in message ? { square: message.square } : undefined);
    } catch {
      // A closed connection: the reconnection banner already says so.
    }
  }

  /** Leaves the game on purpose (`exit`, which forfeits a running game) and forgets it. */
  async leaveGame(): Promise<void> {
    await this.dropRoom();
    // A room joined meanwhile (TV moving on to the next game while the last one closes) keeps its state.
    if (this.room === undefined && this.pending === undefined) this.ports.dispatch({ type: 'reset' });
  }

  /**
   * True while this tab holds a seat in a live game (connected or reconnecting), not a watcher's place: a page that
   * would join another room must leave that seat alone (only the player's own Leave gives it up).
   */
  holdsLiveSeat(): boolean {
    const { view, sessionId, gameOver, status } = this.ports.getState();
    if (
      !this.inRoom() ||
      status === 'closed' ||
      gameOver !== null ||
      view === null ||
      !isLivePhase(view.phase)
    )
      return false;
    const seatsPeople = view.mode === null || MODE_FACTS[view.mode].seats.people > 0;
    return seatsPeople && view.players.some((p) => p.key === sessionId);
  }

  /** True while a room is open (connected or reconnecting). */
  inRoom(): boolean {
    return this.room !== undefined || this.ports.getState().status === 'reconnecting';
  }
}
