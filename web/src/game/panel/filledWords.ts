import {
  characterByLetter,
  squareName,
  type FilledPhase,
  type FilledPick,
  type Letter,
} from '../../../../engine';

const characterName = (letter: Letter | null): string =>
  letter === null ? 'character' : (characterByLetter(letter)?.name ?? 'character');

const square = (n: number | null): string => (n === null ? '?' : squareName(n));

/** The sentence for each phase that can run out (a table: the web never switches over phases). */
const SENTENCES: Record<FilledPhase, (fill: FilledPick) => string> = {
  choose: (f) => `you were given the ${characterName(f.character)}`,
  place: (f) => `your ${characterName(f.character)} was put on ${square(f.square)}`,
  move: (f) => `you were given a move to ${square(f.move)}`,
  hit: (f) => {
    const picks = [
      f.move === null ? null : `a move to ${squareName(f.move)}`,
      f.hit === null ? null : `a hit on ${squareName(f.hit)}`,
    ].filter((p) => p !== null);
    return `you were given ${picks.join(' and ')}`;
  },
};

/**
 * What the clock picked for the player, in words (the `filled` message): "Time ran out: you were given the
 * Nurse." Shown under the phase name and said by the live region.
 */
export function filledSentence(fill: FilledPick): string {
  return `Time ran out: ${SENTENCES[fill.phase](fill)}.`;
}
