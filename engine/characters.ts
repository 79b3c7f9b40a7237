/** One profession character: who it is, where it stands during Choose, and how far it moves and hits. */
export interface Character {
  /** The one-letter id used everywhere (state, messages, logs). */
  readonly letter: string;
  readonly name: string;
  readonly shortName: string;
  /** Square it stands on during Choose; clicking it picks the character. */
  readonly start: number;
  readonly minMove: number;
  readonly maxMove: number;
  readonly minHit: number;
  readonly maxHit: number;
}

/** The 16 characters, in the spec's order (section 3). Defined once; every layer imports it. */
// prettier-ignore
export const CHARACTERS = [
  { letter: 'F', name: 'Org. Doctor', shortName: 'First', start: 2, minMove: 0, maxMove: 3, minHit: 0, maxHit: 1 },
  { letter: 'P', name: 'Philosophical Doctor', shortName: 'Philo', start: 3, minMove: 0, maxMove: 2, minHit: 0, maxHit: 2 },
  { letter: 'M', name: 'Medical Doctor', shortName: 'Medi', start: 4, minMove: 0, maxMove: 3, minHit: 1, maxHit: 2 },
  { letter: 'J', name: 'Judicial Doctor', shortName: 'Judi', start: 5, minMove: 0, maxMove: 1, minHit: 0, maxHit: 3 },
  { letter: 'C', name: 'Cook', shortName: 'Cook', start: 16, minMove: 0, maxMove: 1, minHit: 0, maxHit: 1 },
  { letter: 'A', name: 'Accountant', shortName: 'Acc', start: 23, minMove: 1, maxMove: 2, minHit: 0, maxHit: 1 },
  { letter: 'D', name: 'Tailor', shortName: 'Tai', start: 24, minMove: 0, maxMove: 1, minHit: 1, maxHit: 2 },
  { letter: 'B', name: 'Merchant', shortName: 'Bus', start: 31, minMove: 1, maxMove: 2, minHit: 2, maxHit: 3 },
  { letter: 'N', name: 'Nurse', shortName: 'Nurse', start: 32, minMove: 0, maxMove: 1, minHit: 2, maxHit: 3 },
  { letter: 'H', name: 'Engineer', shortName: 'Eng', start: 39, minMove: 2, maxMove: 3, minHit: 0, maxHit: 1 },
  { letter: 'S', name: 'Entrepreneur', shortName: 'Second', start: 40, minMove: 1, maxMove: 2, minHit: 1, maxHit: 2 },
  { letter: 'I', name: 'Seafarer', shortName: 'Sea', start: 47, minMove: 2, maxMove: 3, minHit: 1, maxHit: 2 },
  { letter: 'U', name: 'Undergraduate', shortName: 'Under', start: 58, minMove: 1, maxMove: 1, minHit: 1, maxHit: 1 },
  { letter: 'G', name: 'Fresh Graduate', shortName: 'Gra', start: 59, minMove: 0, maxMove: 1, minHit: 1, maxHit: 1 },
  { letter: 'E', name: 'Environmentalist', shortName: 'Env', start: 60, minMove: 0, maxMove: 1, minHit: 2, maxHit: 2 },
  { letter: 'T', name: 'Teacher', shortName: 'Teach', start: 61, minMove: 0, maxMove: 1, minHit: 3, maxHit: 3 },
] as const satisfies readonly Character[];

/** One row of CHARACTERS, with its literal letter. */
export type CharacterRow = (typeof CHARACTERS)[number];

/** A character's letter. */
export type Letter = CharacterRow['letter'];

/** Index 0..15 of each character, by letter. */
const INDEX_BY_LETTER = new Map<string, number>(CHARACTERS.map((c, i) => [c.letter, i]));

/** Index 0..15 of the character at each start square, or -1. */
const INDEX_BY_START: readonly number[] = Array.from({ length: 64 }, (_, sq) =>
  CHARACTERS.findIndex((c) => c.start === sq),
);

/** True when `value` is one of the 16 letters. */
export function isLetter(value: unknown): value is Letter {
  return typeof value === 'string' && INDEX_BY_LETTER.has(value);
}

/** The character's index in CHARACTERS, or -1 for an unknown letter. */
export function characterIndex(letter: Letter): number {
  return INDEX_BY_LETTER.get(letter) ?? -1;
}

/** The character with this letter, or undefined. */
export function characterByLetter(letter: Letter): CharacterRow | undefined {
  return CHARACTERS[characterIndex(letter)];
}

/** The character whose start square is `square` (what a click in Choose picks), or undefined. */
export function characterAtStart(square: number): CharacterRow | undefined {
  return CHARACTERS[INDEX_BY_START[square] ?? -1];
}
