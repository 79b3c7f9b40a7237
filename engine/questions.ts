import { isAllowed } from './actions';
import { SQUARES } from './board';
import { CHARACTERS } from './characters';
import { isDone } from './game';
import {
  AI_WATCH_MARKS_MS,
  isPickPhase,
  isPlanningPhase,
  showsReveal,
  type Phase,
  type PickPhase,
} from './phases';
import { hitLands } from './resolve';
import { hitTargets, moveTargets } from './targets';
import {
  type EndReason,
  type GameResult,
  type GameState,
  type PlayerState,
  type Reveal,
  type Seat,
} from './types';

/** What a pick on the board does now: nothing, or one of the pick actions. */
export type Step = 'none' | 'choose' | 'place' | 'move' | 'hit';

/** What a player may do now, as the engine would judge it. */
export interface LegalSteps {
  /** What a pick on the board does. */
  readonly step: Step;
  /** The squares that pick may take, ascending (empty when `step` is none). */
  readonly targets: readonly number[];
  /** The phase asks for picks, so Back is offered (Choose, Place, Move, Give). */
  readonly picking: boolean;
  /** The phase plans a move and a hit, so Set is offered (Move, Give). */
  readonly planning: boolean;
  /** Back would be accepted. */
  readonly canBack: boolean;
  /** Set would be accepted. */
  readonly canSet: boolean;
  /** Ready (the start bar) would be accepted. */
  readonly canReady: boolean;
  /** The player has done what the phase asks (it waits for the opponent). */
  readonly done: boolean;
  /** The latest reveal is on show (its moves and hits are drawn). */
  readonly revealShown: boolean;
}

/** What `legalSteps` reads: the phase, the pause, and the player's own state (null for a watcher). */
export interface StepsInput {
  readonly phase: Phase;
  readonly paused: boolean;
  readonly own: PlayerState | null;
}

const CHARACTER_SQUARES: readonly number[] = CHARACTERS.map((c) => c.start).sort((a, b) => a - b);
const ALL_SQUARES: readonly number[] = Array.from({ length: SQUARES }, (_, sq) => sq);

/** The step a player is in, its legal squares, and whether Back and Set would be accepted. */
export function legalSteps({ phase, paused, own }: StepsInput): LegalSteps {
  const step = own === null || paused ? 'none' : stepOf(phase, own);
  const active = own !== null && !paused;
  return {
    step,
    targets: own === null ? [] : targetsOf(step, own),
    picking: isPickPhase(phase),
    planning: isPlanningPhase(phase),
    canBack: active && isAllowed(phase, own, { type: 'back' }),
    canSet: active && isAllowed(phase, own, { type: 'set' }),
    canReady: active && isAllowed(phase, own, { type: 'ready' }),
    done: own !== null && isDone(phase, own),
    revealShown: showsReveal(phase),
  };
}

function stepOf(phase: Phase, own: PlayerState): Step {
  if (!isPickPhase(phase)) return 'none';
  if (!isPlanningPhase(phase)) return phase;
  if (own.set) return 'none';
  return own.move === null ? 'move' : 'hit';
}

function targetsOf(step: Step, own: PlayerState): readonly number[] {
  switch (step) {
    case 'choose':
      return CHARACTER_SQUARES;
    case 'place':
      return ALL_SQUARES;
    case 'move':
      return own.character === null || own.square === null ? [] : moveTargets(own.character, own.square);
    case 'hit':
      return own.character === null || own.move === null ? [] : hitTargets(own.character, own.move);
    case 'none':
      return [];
  }
}

/** One seat's hit in a reveal. */
export interface LandedHit {
  readonly seat: Seat;
  readonly square: number;
  /** It struck the square the opponent moved to (and so decided the game). */
  readonly landed: boolean;
}

/** Where each seat's hit fell in a reveal, and whether it landed. */
export function landedHits(reveal: Reveal): readonly LandedHit[] {
  return [
    { seat: 'A', square: reveal.hitA, landed: hitLands(reveal.hitA, reveal.moveB) },
    { seat: 'B', square: reveal.hitB, landed: hitLands(reveal.hitB, reveal.moveA) },
  ];
}

/** The phase in which a seat still owes a pick before the running deadline, or null when it owes none. */
export function pendingPick(state: GameState, seat: Seat): PickPhase | null {
  const { phase, deadline, paused } = state;
  if (deadline === null || paused || !isPickPhase(phase)) return null;
  return isDone(phase, state.players[seat]) ? null : phase;
}

/**
 * When an AI-versus-AI seat makes its next pick (server epoch ms): at the next countdown mark of
 * `AI_WATCH_MARKS_MS` it has not used yet in this phase, or null when it has nothing more to show.
 */
export function watchedPickDue(state: GameState, seat: Seat): number | null {
  const { phase, deadline, paused } = state;
  if (deadline === null || paused || !isPickPhase(phase)) return null;
  const shown =
    phase === 'choose'
      ? state.log.filter((e) => 'seat' in e && e.seat === seat && e.action.type === 'choose').length
      : isDone(phase, state.players[seat])
        ? 1
        : 0;
  const mark = AI_WATCH_MARKS_MS[phase][shown];
  return mark === undefined ? null : deadline - Math.min(mark, state.durations[phase]);
}

/** The text players read when the server stopped a game (no contest). */
export const NO_CONTEST_MESSAGE = 'The game was stopped by the server. It does not count.';

/** The result from one seat's side, as the result modal shows it. */
export interface ResultMessage {
  readonly result: 'win' | 'lose' | 'draw';
  readonly reason: EndReason;
  /** The text the result modal shows. */
  readonly message: string;
}

/** The names of the seats (missing ones read as the seat's letter). */
export type SeatNames = { readonly [S in Seat]?: string };

/** The spec's result texts for one seat, its broken English corrected in meaning (docs/FEATURES.md). */
export function resultMessage(result: GameResult, seat: Seat, names: SeatNames): ResultMessage {
  const { reason, winner } = result;
  if (winner === 'none') return { result: 'draw', reason, message: NO_CONTEST_MESSAGE };
  if (winner === 'draw') {
    const message = `The game is a draw between ${names.A ?? 'A'} and ${names.B ?? 'B'}`;
    return { result: 'draw', reason, message };
  }
  const forfeit = reason === 'forfeit';
  if (winner === seat)
    return { result: 'win', reason, message: forfeit ? 'Your opponent left the game: you win' : 'You won!' };
  return {
    result: 'lose',
    reason,
    message: forfeit ? 'You left the game. Your opponent wins.' : 'You lost!',
  };
}

/** The result in one sentence for the live region: from a seat's side, or (null) a watcher's. */
export function resultSentence(result: GameResult | null, seat: Seat | null, names: SeatNames): string {
  if (result === null) return 'The game is over.';
  const { winner } = result;
  if (winner === 'draw') return 'The game is a draw.';
  if (winner === 'none') return NO_CONTEST_MESSAGE;
  if (seat !== null) return winner === seat ? 'You won!' : 'You lost!';
  return `${names[winner] ?? winner} won.`;
}

/** What a seat's character is busy with, as its pictures show it (the move, give and act images). */
export type SeatActivity = 'none' | 'move' | 'hit' | 'act';

/**
 * `move` while the seat plans its move; `hit` while it plans its hit (Give, or already Move once it is done,
 * its move planned: RULES.md lets it plan the hit and Set then); `act` while the reveal shows; `none` before the
 * turns and while waiting. `done` is the seat's public `done` flag.
 */
export function seatActivity(phase: Phase, done: boolean): SeatActivity {
  if (showsReveal(phase)) return 'act';
  if (!isPlanningPhase(phase)) return 'none';
  return phase === 'hit' || done ? 'hit' : 'move';
}
