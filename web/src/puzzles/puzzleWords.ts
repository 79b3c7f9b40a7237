import { squareName, type PuzzlePlan, type PuzzleReason, type PuzzleTheme } from '../../../engine';
import { i18n } from '../i18n/init';
import { characterName } from './puzzleBoard';

/** Squares in words: "c5", "c5 and d6", "c5, d6 and e7" (`or`: "c5 or d6"). */
export function squaresInWords(squares: readonly number[], or = false): string {
  const names = squares.map(squareName);
  if (names.length <= 1) return names.join('');
  const words = { first: names.slice(0, -1).join(', '), last: names.at(-1)! };
  return or ? i18n.t('puzzles:words.listOr', words) : i18n.t('puzzles:words.list', words);
}

/** A plan in words: "move to c5 and hit d6", or "stay on c5 and hit d6" when the move is no move. */
export function planInWords(plan: PuzzlePlan, from: number): string {
  const move = squareName(plan.move);
  const hit = squareName(plan.hit);
  return plan.move === from
    ? i18n.t('puzzles:words.stayPlan', { move, hit })
    : i18n.t('puzzles:words.plan', { move, hit });
}

/**
 * Why a plan solves or fails, in plain words (the engine's PuzzleReason, engine/puzzles/types.ts): "The hit
 * matters: your hit on g8 takes the Cook's best square away." `opponentFrom` is the opponent's square (a reply
 * that stays is said as staying).
 */
export function reasonText(reason: PuzzleReason, opponentFrom: number): string {
  const opponent = characterName(reason.opponent);
  switch (reason.kind) {
    case 'forcedHit':
      return i18n.t('puzzles:reason.forcedHit', { opponent, squares: squaresInWords(reason.covered, true) });
    case 'escape':
      return i18n.t('puzzles:reason.escape', { opponent, square: squareName(reason.safe) });
    case 'twoTurn':
      return i18n.t('puzzles:reason.twoTurn', {
        opponent,
        move: squareName(reason.next.move),
        hit: squareName(reason.next.hit),
      });
    case 'refuted':
      return i18n.t(`puzzles:reason.refuted.${reason.outcome}`, {
        opponent,
        reply: planInWords(reason.reply, opponentFrom),
      });
  }
}

/** A theme's name ("Forced hit"). */
export const themeName = (theme: PuzzleTheme): string => i18n.t(`puzzles:themes.${theme}.name`);

/** What a theme means, in one line. */
export const themeAbout = (theme: PuzzleTheme): string => i18n.t(`puzzles:themes.${theme}.about`);
