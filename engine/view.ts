import { seatDeadline } from './berserk';
import type { Letter } from './characters';
import { isDone } from './game';
import type { Phase } from './phases';
import type { GameMode, GameResult, GameState, PlayerState, Reveal, Seat, SeatFlags } from './types';

/** What everyone may know about a seat. */
export interface PublicPlayer {
  /** The character, once Place has ended. */
  readonly character: Letter | null;
  /** The position, once Place has ended. */
  readonly square: number | null;
  /** Finished with the current phase (what "Waiting for opponent" shows); never what was chosen. */
  readonly done: boolean;
  /**
   * When this seat's own part of the phase ends, where it is not the phase's deadline: a berserk seat's half time
   * (seatDeadline). Absent otherwise. Public: the opponent may know the berserker's clock.
   */
  readonly deadline?: number | null;
}

/** The public facts of a game: what a watcher sees, and what rooms sync to every client. */
export interface PublicView {
  readonly mode: GameMode;
  readonly phase: Phase;
  /** When the phase ends (server epoch ms); in a player's own view, when its own part ends (seatDeadline). */
  readonly deadline: number | null;
  readonly paused: boolean;
  readonly turn: number;
  readonly players: { readonly [S in Seat]: PublicPlayer };
  /**
   * Which seats went berserk (their own clocks on half time from the phase after). The views built here always set
   * it; optional only until the web's mirror of the synced state (web/src/game/decoding) reads it.
   */
  readonly berserk?: SeatFlags;
  readonly lastReveal: Reveal | null;
  readonly result: GameResult | null;
}

/** What one player may see: the public facts plus its own unrevealed choices, never the opponent's. */
export interface PlayerView extends PublicView {
  readonly seat: Seat;
  /** This player's own character, square and plan (revealed or not). */
  readonly own: PlayerState;
}

/** The public view: characters and squares appear only once Place has ended; plans only through reveals. */
export function publicView(state: GameState): PublicView {
  const revealed = state.turn >= 1;
  const player = (seat: Seat): PublicPlayer => {
    const p = state.players[seat];
    const shown = {
      character: revealed ? p.character : null,
      square: revealed ? p.square : null,
      done: isDone(state.phase, p),
    };
    if (!state.halfTime[seat]) return shown;
    const own = seatDeadline(state, seat);
    return own === state.deadline ? shown : { ...shown, deadline: own };
  };
  return {
    mode: state.mode,
    phase: state.phase,
    deadline: state.deadline,
    paused: state.paused,
    turn: state.turn,
    players: { A: player('A'), B: player('B') },
    berserk: state.berserk,
    lastReveal: state.lastReveal,
    result: state.result,
  };
}

/**
 * What the watcher of an AI-versus-AI game sees: nobody plays, so nothing is secret from it; both characters
 * and squares show as soon as they are picked. Plans still show only through reveals.
 */
export function watcherView(state: GameState): PublicView {
  const view = publicView(state);
  const shown = (seat: Seat): PublicPlayer => ({
    ...view.players[seat],
    character: state.players[seat].character,
    square: state.players[seat].square,
  });
  return { ...view, players: { A: shown('A'), B: shown('B') } };
}

/** One seat's view of the game, with the seat's own deadline (a berserk seat's is shorter: seatDeadline). */
export function viewFor(state: GameState, seat: Seat): PlayerView {
  return { ...publicView(state), deadline: seatDeadline(state, seat), seat, own: ownView(state, seat) };
}

/** What one seat sees of its own choices (`viewFor(state, seat).own`, without building the public view). */
export function ownView(state: GameState, seat: Seat): PlayerView['own'] {
  return state.players[seat];
}
