import { applyAction } from './actions';
import { goBerserk } from './berserk';
import { advance, createGame, endGame, enterPhase, type GameOptions } from './game';
import { modesWith } from './modes';
import { isTimedPhase } from './phases';
import {
  fail,
  ok,
  otherSeat,
  SEATS,
  type GameMode,
  type GameResult,
  type GameState,
  type LogEntry,
  type Seat,
  type Result,
  type SystemEvent,
} from './types';

/**
 * The modes whose games are rated between two people (public games). There a game left before its first move
 * is aborted, not forfeited (issue 35): otherwise two accounts paired by hand could trade rated forfeits in
 * seconds. Against the AI a leaver only costs itself (the AI has no rating); private games are not rated.
 */
export const ABORT_BEFORE_FIRST_MOVE_MODES: readonly GameMode[] = modesWith('rated');

const NO_CONTEST: GameResult = { winner: 'none', reason: 'no-contest' };

/**
 * What a `forfeit` by `seat` ends the game with: no contest in a rated game between two people that has not
 * reached its first move (turn 0: the start, Choose and Place; Lichess's abort), else the opponent's win.
 */
export function forfeitResult(s: GameState, seat: Seat): GameResult {
  return leaveAborts(s) ? NO_CONTEST : { winner: otherSeat(seat), reason: 'forfeit' };
}

/** Whether a player leaving a game now would abort it (no contest) rather than forfeit it (forfeitResult). */
export function leaveAborts(game: { readonly mode: GameMode; readonly turn: number }): boolean {
  return game.turn === 0 && ABORT_BEFORE_FIRST_MOVE_MODES.includes(game.mode);
}

/**
 * Applies a host event at time `now`, after ending any phase whose deadline has passed: `start` (from
 * waiting to the start phase), `forfeit` (the seat leaves; the opponent wins, or no contest before the first
 * move of a public game: forfeitResult), `abort` (no contest), `pause`, `resume` and `berserk` (the seat's own
 * clock on half time from the next phase: goBerserk).
 */
export function applyEvent(state: GameState, event: SystemEvent, now: number): Result<GameState> {
  const s = advance(state, now);
  const next = eventStep(s, event, now);
  if (!next.ok) return next;
  return ok({ ...next.value, log: [...s.log, { at: now, event }] });
}

function eventStep(s: GameState, event: SystemEvent, now: number): Result<GameState> {
  switch (event.type) {
    case 'start':
      return s.phase === 'waiting' ? ok(enterPhase(s, 'start', now)) : fail('game/started');
    case 'forfeit':
      if (s.phase === 'over') return fail('game/over');
      if (!SEATS.includes(event.seat)) return fail('seat/unknown');
      return ok(endGame(s, forfeitResult(s, event.seat)));
    case 'abort':
      return s.phase === 'over' ? fail('game/over') : ok(endGame(s, NO_CONTEST));
    case 'berserk':
      return goBerserk(s, event.seat);
    case 'pause':
      if (!isTimedPhase(s.phase)) return fail('phase/wrong');
      if (s.paused) return fail('game/paused');
      return ok({ ...s, paused: true, remaining: Math.max(0, (s.deadline ?? now) - now), deadline: null });
    case 'resume':
      if (!s.paused) return fail('game/not-paused');
      return ok({ ...s, paused: false, deadline: now + (s.remaining ?? 0), remaining: null });
  }
}

/**
 * Rebuilds a game from its options and log, as a stored game keeps them; then advances it to `until`
 * when given. Same seed and log, same game.
 */
export function replayGame(
  options: GameOptions,
  log: readonly LogEntry[],
  until?: number,
): Result<GameState> {
  let state = createGame(options);
  for (const entry of log) {
    state = advance(state, entry.at);
    const next =
      'event' in entry
        ? applyEvent(state, entry.event, entry.at)
        : applyAction(state, entry.seat, entry.action, entry.at);
    if (!next.ok) return next;
    state = next.value;
  }
  return ok(until === undefined ? state : advance(state, until));
}
