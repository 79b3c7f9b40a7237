import { PUZZLE_THEMES, type PuzzleTheme } from '../../../engine';

/** True when `value` names a puzzle theme (an address's /puzzles/theme/:theme). */
export const isPuzzleTheme = (value: unknown): value is PuzzleTheme =>
  (PUZZLE_THEMES as readonly unknown[]).includes(value);
