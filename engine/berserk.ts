import { isPickPhase } from './phases';
import { fail, ok, SEATS, type GameState, type Result, type Seat, type SeatFlags } from './types';

/** Neither seat: a new game's berserk marks and half-time clocks. */
export const NO_SEATS: SeatFlags = { A: false, B: false };

/**
 * `seat` goes berserk (RULES.md "Berserk"): while the game is live and before the first move (turn 0), once. Its
 * own clock runs on half time from the next phase on (`enterPhase`); the phase it is asked in keeps its clock.
 * Which modes allow it is the host's to decide, not the engine's.
 */
export function goBerserk(state: GameState, seat: Seat): Result<GameState> {
  if (state.phase === 'waiting') return fail('game/not-started');
  if (state.phase === 'over') return fail('game/over');
  if (!SEATS.includes(seat)) return fail('seat/unknown');
  if (state.turn !== 0) return fail('berserk/late');
  if (state.berserk[seat]) return fail('berserk/already');
  return ok({ ...state, berserk: { ...state.berserk, [seat]: true } });
}

/**
 * A seat's own deadline (server epoch ms): the phase's deadline, but for a seat on half time in a pick phase the
 * phase's start plus half its duration (rounded down to a whole ms). Null when the phase is untimed or paused.
 */
export function seatDeadline(state: GameState, seat: Seat): number | null {
  const { deadline, phase } = state;
  if (deadline === null || !isPickPhase(phase) || !state.halfTime[seat]) return deadline;
  const duration = state.durations[phase];
  return deadline - duration + Math.floor(duration / 2);
}
