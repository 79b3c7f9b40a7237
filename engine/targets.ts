import { range, SQUARES } from './board';
import { CHARACTERS, characterIndex, type Letter } from './characters';

type Table = readonly (readonly number[])[];

/** MOVE_TABLE[character][square]: the move targets, precomputed once (the hot path of every game). */
export const MOVE_TABLE: readonly Table[] = CHARACTERS.map((c) =>
  Array.from({ length: SQUARES }, (_, sq) => Object.freeze(range(sq, c.minMove, c.maxMove))),
);

/** HIT_TABLE[character][moveTarget]: the hit targets, measured from the square the character moves to. */
export const HIT_TABLE: readonly Table[] = CHARACTERS.map((c) =>
  Array.from({ length: SQUARES }, (_, sq) => Object.freeze(range(sq, c.minHit, c.maxHit))),
);

const EMPTY: readonly number[] = Object.freeze([]);

/** Where the character with this letter may move from `from`, ascending. Empty for a square off the board. */
export function moveTargets(letter: Letter, from: number): number[] {
  return [...(MOVE_TABLE[characterIndex(letter)]?.[from] ?? EMPTY)];
}

/** Where the character may hit after moving to `moveTarget`, ascending. Empty for a square off the board. */
export function hitTargets(letter: Letter, moveTarget: number): number[] {
  return [...(HIT_TABLE[characterIndex(letter)]?.[moveTarget] ?? EMPTY)];
}

/** True when the character may move from `from` to `to`. */
export function canMove(letter: Letter, from: number, to: number): boolean {
  return MOVE_TABLE[characterIndex(letter)]?.[from]?.includes(to) ?? false;
}

/** True when the character, having moved to `moveTarget`, may hit `target`. */
export function canHit(letter: Letter, moveTarget: number, target: number): boolean {
  return HIT_TABLE[characterIndex(letter)]?.[moveTarget]?.includes(target) ?? false;
}
