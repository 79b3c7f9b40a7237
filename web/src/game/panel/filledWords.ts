import {
  characterByLetter,
  squareName,
  type FilledPhase,
  type FilledPick,
  type Letter,
} from '../../../../engine';
import { i18n } from '../../i18n/init';

const characterName = (letter: Letter | null): string =>
  (letter === null ? undefined : characterByLetter(letter)?.name) ?? i18n.t('gamePanel:filled.character');

const square = (n: number | null): string =>
  n === null ? i18n.t('gamePanel:filled.unknownSquare') : squareName(n);

/** The picks of a phase the clock filled in the hit phase: the move, the hit, or both. */
function hitPicks(f: FilledPick): string {
  const move = f.move === null ? null : i18n.t('gamePanel:filled.moveTo', { square: squareName(f.move) });
  const hit = f.hit === null ? null : i18n.t('gamePanel:filled.hitOn', { square: squareName(f.hit) });
  if (move !== null && hit !== null) return i18n.t('gamePanel:filled.both', { move, hit });
  return move ?? hit ?? '';
}

/** The sentence for each phase that can run out (a table: the web never switches over phases). */
const SENTENCES: Record<FilledPhase, (fill: FilledPick) => string> = {
  choose: (f) => i18n.t('gamePanel:filled.choose', { character: characterName(f.character) }),
  place: (f) =>
    i18n.t('gamePanel:filled.place', { character: characterName(f.character), square: square(f.square) }),
  move: (f) => i18n.t('gamePanel:filled.move', { square: square(f.move) }),
  hit: (f) => i18n.t('gamePanel:filled.hit', { picks: hitPicks(f) }),
};

/**
 * What the clock picked for the player, in words (the `filled` message): "Time ran out: you were given the
 * Nurse." Shown under the phase name and said by the live region.
 */
export function filledSentence(fill: FilledPick): string {
  return i18n.t('gamePanel:filled.sentence', { what: SENTENCES[fill.phase](fill) });
}
