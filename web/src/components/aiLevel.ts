import type { PlayerLevel } from '../../../engine';

const LABELS: Readonly<Record<PlayerLevel, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  perfect: 'Perfect',
};

/** How a level reads to players: "Easy". */
export const levelLabel = (level: PlayerLevel): string => LABELS[level];

/** How an AI is marked beside its name: "Easy AI", or "AI" when its level is unknown. */
export const aiLabel = (level?: PlayerLevel | null): string =>
  level === undefined || level === null ? 'AI' : `${LABELS[level]} AI`;
