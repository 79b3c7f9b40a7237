import type { Letter } from './characters';
import { SEATS, type GameState, type Seat } from './types';

/** The timed phases whose missing picks are filled at the deadline. */
export type FilledPhase = 'choose' | 'place' | 'move' | 'hit';

/**
 * What the deadline picked for a seat that had not picked (RULES.md "Missing choices at a deadline"), as its
 * owner is told (the `filled` message): the phase that ran out, its turn, and the picks made for the seat. Only
 * what was filled is set, and the character beside a filled square so the sentence can name it.
 */
export interface Fill {
  readonly seat: Seat;
  readonly phase: FilledPhase;
  readonly turn: number;
  readonly character: Letter | null;
  readonly square: number | null;
  readonly move: number | null;
  readonly hit: number | null;
}

const NOTHING = { character: null, square: null, move: null, hit: null } as const;

/**
 * The picks a deadline made between `before` and `after` (one step of `advance`: a phase's end, or a berserk
 * seat's own half-time deadline, after which the phase may go on): one entry per seat that was missing a pick
 * and has it now, none when both had picked.
 */
export function fillsBetween(before: GameState, after: GameState): Fill[] {
  return SEATS.flatMap((seat) => fillOf(before, after, seat) ?? []);
}

function fillOf(before: GameState, after: GameState, seat: Seat): Fill | null {
  const was = before.players[seat];
  const now = after.players[seat];
  const base = { seat, turn: before.turn, ...NOTHING };
  switch (before.phase) {
    case 'choose':
      return was.character === null && now.character !== null
        ? { ...base, phase: 'choose', character: now.character }
        : null;
    case 'place':
      return was.square === null && now.square !== null
        ? { ...base, phase: 'place', character: now.character, square: now.square }
        : null;
    case 'move':
      return was.move === null && now.move !== null ? { ...base, phase: 'move', move: now.move } : null;
    case 'hit': {
      if (was.move !== null && was.hit !== null) return null;
      const plan = planAfter(after, seat);
      if (plan === null) return null;
      return {
        ...base,
        phase: 'hit',
        move: was.move === null ? plan.move : null,
        hit: was.hit === null ? plan.hit : null,
      };
    }
    case 'waiting':
    case 'start':
    case 'reveal':
    case 'over':
      return null;
  }
}

/**
 * A seat's plan after a deadline in Hit: still on the seat while Hit goes on (a berserk seat's own deadline);
 * once the phase ended, read back from the reveal, which cleared the plans.
 */
function planAfter(after: GameState, seat: Seat): { move: number; hit: number } | null {
  if (after.phase === 'hit') {
    const { move, hit } = after.players[seat];
    return move === null || hit === null ? null : { move, hit };
  }
  const r = after.lastReveal;
  if (r === null) return null;
  return seat === 'A' ? { move: r.moveA, hit: r.hitA } : { move: r.moveB, hit: r.hitB };
}
