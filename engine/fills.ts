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
 * The picks the deadline made when `before`'s phase ended and gave `after` (one phase step of `advance`):
 * one entry per seat that was missing something, none when both had picked.
 */
export function fillsBetween(before: GameState, after: GameState): Fill[] {
  const fills: Fill[] = [];
  for (const seat of SEATS) {
    const was = before.players[seat];
    const now = after.players[seat];
    const base = { seat, turn: before.turn, ...NOTHING };
    switch (before.phase) {
      case 'choose':
        if (was.character === null) fills.push({ ...base, phase: 'choose', character: now.character });
        break;
      case 'place':
        if (was.square === null)
          fills.push({ ...base, phase: 'place', character: now.character, square: now.square });
        break;
      case 'move':
        if (was.move === null) fills.push({ ...base, phase: 'move', move: now.move });
        break;
      case 'hit': {
        // The plans are cleared by the reveal: the filled ones are read back from it.
        const r = after.lastReveal;
        if (r === null || (was.move !== null && was.hit !== null)) break;
        const [move, hit] = seat === 'A' ? [r.moveA, r.hitA] : [r.moveB, r.hitB];
        fills.push({
          ...base,
          phase: 'hit',
          move: was.move === null ? move : null,
          hit: was.hit === null ? hit : null,
        });
        break;
      }
      case 'waiting':
      case 'start':
      case 'reveal':
      case 'over':
        break;
    }
  }
  return fills;
}
