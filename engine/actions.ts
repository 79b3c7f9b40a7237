import { seatDeadline } from './berserk';
import { isSquare } from './board';
import { characterAtStart } from './characters';
import { endPhasesWhenBothDone, withPlayer } from './game';
import { isPlanningPhase } from './phases';
import { canHit, canMove } from './targets';
import {
  ACTION_TYPES,
  fail,
  ok,
  SEATS,
  type Action,
  type GameError,
  type GameState,
  type PlayerState,
  type Result,
  type Seat,
} from './types';

/** Checks the shape of an action from outside (a client message): a known type and, where needed, a square. */
export function parseAction(input: unknown): Result<Action> {
  if (typeof input !== 'object' || input === null) return fail('action/malformed');
  const { type, square } = input as { type?: unknown; square?: unknown };
  if (!ACTION_TYPES.includes(type as Action['type'])) return fail('action/malformed');
  if (type === 'set' || type === 'back' || type === 'ready') return ok({ type });
  if (typeof square !== 'number' || !Number.isInteger(square)) return fail('action/malformed');
  if (!isSquare(square)) return fail('square/off-board');
  return ok({ type: type as 'choose' | 'place' | 'move' | 'hit', square });
}

/**
 * Applies a player's action at time `now` (server epoch ms). The host advances the game to `now` first; an
 * action at or after the seat's own deadline (the phase's, or a berserk seat's half time: seatDeadline) is
 * refused. On error the state is untouched and a code says why.
 */
export function applyAction(state: GameState, seat: Seat, input: unknown, now: number): Result<GameState> {
  if (!SEATS.includes(seat)) return fail('seat/unknown');
  const parsed = parseAction(input);
  if (!parsed.ok) return parsed;
  const gate = checkOpen(state, seat, now);
  if (gate !== null) return gate;
  const action = parsed.value;
  const next = step(state.phase, state.players[seat], action);
  if (!next.ok) return next;
  const logged = { ...withPlayer(state, seat, next.value), log: [...state.log, { at: now, seat, action }] };
  return ok(endPhasesWhenBothDone(logged, now));
}

/** Whether the game takes this seat's actions now: live, running, and before the seat's own deadline. */
function checkOpen(state: GameState, seat: Seat, now: number): Result<GameState> | null {
  if (state.phase === 'waiting') return fail('game/not-started');
  if (state.phase === 'over') return fail('game/over');
  if (state.paused) return fail('game/paused');
  const deadline = seatDeadline(state, seat);
  if (deadline !== null && now >= deadline) return fail('phase/closed');
  return null;
}

/** True when the engine would accept this action from this player in this phase (the clock aside). */
export function isAllowed(phase: GameState['phase'], p: PlayerState, action: Action): boolean {
  return step(phase, p, action).ok;
}

/** Why the engine refuses this action now (the code and the player's message), or null when it is allowed. */
export function whyRefused(phase: GameState['phase'], p: PlayerState, action: Action): GameError | null {
  const r = step(phase, p, action);
  return r.ok ? null : r.error;
}

/** One player's state after an action, or why the action is refused. */
function step(phase: GameState['phase'], p: PlayerState, action: Action): Result<PlayerState> {
  const planning = isPlanningPhase(phase);
  switch (action.type) {
    case 'choose': {
      if (phase !== 'choose') return fail('phase/wrong');
      const character = characterAtStart(action.square);
      if (character === undefined) return fail('choose/not-a-character');
      return ok({ ...p, character: character.letter });
    }
    case 'place':
      return phase === 'place' ? ok({ ...p, square: action.square }) : fail('phase/wrong');
    case 'move': {
      if (!planning) return fail('phase/wrong');
      if (p.set) return fail('plan/confirmed');
      if (p.character === null || !canMove(p.character, p.square ?? -1, action.square))
        return fail('move/out-of-range');
      return ok({ ...p, move: action.square, hit: action.square === p.move ? p.hit : null });
    }
    case 'hit': {
      if (!planning) return fail('phase/wrong');
      if (p.set) return fail('plan/confirmed');
      if (p.move === null) return fail('hit/no-move');
      if (p.character === null || !canHit(p.character, p.move, action.square))
        return fail('hit/out-of-range');
      return ok({ ...p, hit: action.square });
    }
    case 'set':
      if (!planning) return fail('phase/wrong');
      if (p.set) return fail('plan/confirmed');
      if (p.move === null || p.hit === null) return fail('plan/incomplete');
      return ok({ ...p, set: true });
    case 'back':
      return back(phase, p);
    case 'ready':
      if (phase !== 'start') return fail('phase/wrong');
      return p.ready ? fail('ready/already') : ok({ ...p, ready: true });
  }
}

/** Undoes the latest unconfirmed step: hit, then move; in Choose and Place, the pick. */
function back(phase: GameState['phase'], p: PlayerState): Result<PlayerState> {
  switch (phase) {
    case 'choose':
      return p.character === null ? fail('back/nothing') : ok({ ...p, character: null });
    case 'place':
      return p.square === null ? fail('back/nothing') : ok({ ...p, square: null });
    case 'move':
    case 'hit':
      if (p.set) return fail('plan/confirmed');
      if (p.hit !== null) return ok({ ...p, hit: null });
      if (p.move !== null) return ok({ ...p, move: null });
      return fail('back/nothing');
    case 'waiting':
    case 'start':
    case 'reveal':
    case 'over':
      return fail('phase/wrong');
  }
}
