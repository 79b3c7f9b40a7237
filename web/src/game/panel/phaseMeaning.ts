import type { Phase } from '../../../../engine';
import { i18n } from '../../i18n/init';

/**
 * A phase's plain meaning, shown beside the spec's phase name (engine `PHASE_LABELS`) wherever the name shows
 * as a title: "Hit: pick the square to hit". Worded for players and watchers alike; empty where the name says
 * it all ("Game over").
 */
export function phaseMeaning(phase: Phase): string {
  return i18n.t(`gamePanel:meaning.${phase}`);
}
