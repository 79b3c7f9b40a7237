import type { PlayerLevel } from '../../../engine';

const LABELS: Readonly<Record<PlayerLevel, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  perfect: 'Perfect',
};

/** What each level plays, in one line for the game choice (docs/AI.md). */
const ABOUT: Readonly<Record<PlayerLevel, string>> = {
  easy: 'Picks every move at random.',
  medium: 'Greedy: the best-looking move and hit of each turn.',
  hard: 'The equilibrium of each turn, learning from your moves.',
  perfect: 'The game’s exact solution: on average, nobody beats it.',
};

/** How a level reads to players: "Easy". */
export const levelLabel = (level: PlayerLevel): string => LABELS[level];

/** What a level plays, in one line: "Picks every move at random." */
export const levelAbout = (level: PlayerLevel): string => ABOUT[level];

/** How an AI is marked beside its name: "Easy AI", or "AI" when its level is unknown. */
export const aiLabel = (level?: PlayerLevel | null): string =>
  level === undefined || level === null ? 'AI' : `${LABELS[level]} AI`;
