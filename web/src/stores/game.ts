import type { ResultMessage } from '../../../engine';
import type { FilledPick, PlayerState } from '../../../engine';
import { create } from 'zustand';
import { NEW_LIVE_CHECK, observeView, type LiveCheck } from '../fairness/liveCheck';
import type { GameView, RoomError } from '../game/decoding/types';

/** Where the connection to the game room stands. */
export type ConnectionStatus =
  /** No game. */
  | 'idle'
  /** Creating or joining a room. */
  | 'connecting'
  /** In a room, connected. */
  | 'live'
  /** The connection dropped unexpectedly; trying to get back in. */
  | 'reconnecting'
  /** The room is gone (left, closed, or could not be resumed); the last view stays for the result. */
  | 'closed';

/** Everything the game screens show, as plain values. Updated only through `gameReducer`. */
export interface GameStoreState {
  readonly status: ConnectionStatus;
  /** The room id (a private game's code). */
  readonly roomId: string | null;
  /** This connection's session id: its key in `view.players`. */
  readonly sessionId: string | null;
  /** The synced state, mirrored. */
  readonly view: GameView | null;
  /** The server's clock minus ours when the latest state arrived (ms). */
  readonly clockOffset: number;
  /** Our own choices (the `plan` message). */
  readonly plan: PlayerState | null;
  /** The latest refused message. */
  readonly error: RoomError | null;
  readonly gameOver: ResultMessage | null;
  /** The `inform` message (AI versus AI finished). */
  readonly inform: string | null;
  /** The server's `notice` (e.g. it restarts after this game): a calm line; null when none. */
  readonly notice: string | null;
  /** What the clock last picked for us (the `filled` message), until the phase or turn changes again. */
  readonly filled: FilledPick | null;
  /** The connection banner's text; null when nothing is wrong. */
  readonly banner: string | null;
  /** Why the latest start or join failed. */
  readonly failure: string | null;
  /** The fairness check of the game in the view, fed every mirrored state (a new game id starts it over). */
  readonly fairness: LiveCheck;
}

/** Everything that changes the game store. */
export type GameEvent =
  | { readonly type: 'connecting' }
  | { readonly type: 'joined'; readonly roomId: string; readonly sessionId: string }
  | { readonly type: 'state'; readonly view: GameView; readonly receivedAt: number }
  | { readonly type: 'plan'; readonly plan: PlayerState }
  | { readonly type: 'error'; readonly code: string; readonly message: string }
  | { readonly type: 'gameover'; readonly gameOver: ResultMessage }
  | { readonly type: 'inform'; readonly message: string }
  | { readonly type: 'notice'; readonly message: string }
  | { readonly type: 'filled'; readonly fill: FilledPick }
  | { readonly type: 'reconnecting'; readonly attempt: number }
  | { readonly type: 'closed'; readonly banner: string | null }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'clearError' }
  | { readonly type: 'reset' };

export const INITIAL_GAME_STATE: GameStoreState = {
  status: 'idle',
  roomId: null,
  sessionId: null,
  view: null,
  clockOffset: 0,
  plan: null,
  error: null,
  gameOver: null,
  inform: null,
  notice: null,
  filled: null,
  banner: null,
  failure: null,
  fairness: NEW_LIVE_CHECK,
};

export const RECONNECTING_BANNER = 'Connection lost. Reconnecting…';

/** The store's one reducer: pure, so every transition is testable without a server. */
export function gameReducer(s: GameStoreState, e: GameEvent): GameStoreState {
  switch (e.type) {
    case 'connecting':
      return { ...INITIAL_GAME_STATE, status: 'connecting' };
    case 'joined': {
      // A reconnection to the same room keeps what we knew; a new room starts clean.
      const same = s.roomId === e.roomId;
      return {
        ...(same ? s : INITIAL_GAME_STATE),
        status: 'live',
        roomId: e.roomId,
        sessionId: e.sessionId,
        banner: null,
        failure: null,
      };
    }
    case 'state':
      return {
        ...s,
        view: e.view,
        // The server sends `filled` after the state of the phase it opened: the next phase or turn ends it.
        filled: e.view.phase === s.view?.phase && e.view.turn === s.view.turn ? s.filled : null,
        fairness: observeView(s.fairness, e.view),
        // Only a fresh serverTime says what the server's clock reads now; a patch without one says nothing.
        clockOffset:
          e.view.serverTime > 0 && e.view.serverTime !== s.view?.serverTime
            ? e.view.serverTime - e.receivedAt
            : s.clockOffset,
      };
    case 'plan':
      return { ...s, plan: e.plan };
    case 'error':
      return { ...s, error: { code: e.code, message: e.message, seq: (s.error?.seq ?? 0) + 1 } };
    case 'clearError':
      return { ...s, error: null };
    case 'gameover':
      return { ...s, gameOver: e.gameOver };
    case 'inform':
      return { ...s, inform: e.message };
    case 'notice':
      return { ...s, notice: e.message };
    case 'filled':
      return { ...s, filled: e.fill };
    case 'reconnecting':
      return { ...s, status: 'reconnecting', banner: RECONNECTING_BANNER };
    case 'closed':
      return { ...s, status: 'closed', banner: e.banner };
    case 'failed':
      return { ...INITIAL_GAME_STATE, failure: e.message };
    case 'reset':
      return INITIAL_GAME_STATE;
  }
}

/** The game store. Components read it; only the connection module (and tests) dispatch. */
export const useGame = create<GameStoreState>(() => INITIAL_GAME_STATE);

/** Applies one event to the store. */
export function dispatch(event: GameEvent): void {
  useGame.setState((s) => gameReducer(s, event), true);
}
