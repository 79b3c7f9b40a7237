import type { PlayerLevel } from '../../../engine';
import { i18n } from '../i18n/init';

/** How a level reads to players: "Easy". */
export const levelLabel = (level: PlayerLevel): string => i18n.t(`components:levels.${level}`);

/** What a level plays, in one line for the game choice (docs/AI.md): "Picks every move at random." */
export const levelAbout = (level: PlayerLevel): string => i18n.t(`components:levelAbout.${level}`);

/** How an AI is marked beside its name: "Easy AI", or "AI" when its level is unknown. */
export const aiLabel = (level?: PlayerLevel | null): string =>
  level === undefined || level === null
    ? i18n.t('components:ai')
    : i18n.t('components:aiLevel', { level: levelLabel(level) });
