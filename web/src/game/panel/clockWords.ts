import { durationsFor, PHASE_LABELS, type Clock, type PhaseDurations } from '../../../../engine';
import { i18n } from '../../i18n/init';

/** The phases a player picks or watches in, in the order of a game (the start bar has its own countdown). */
const SHOWN: readonly (keyof PhaseDurations)[] = ['choose', 'place', 'move', 'hit', 'reveal'];

/**
 * How long each phase lasts on a clock, from the engine's durations (the ones the room sets its deadlines
 * from), e.g. "Choose 10 s, Place 3 s, Move 9 s, Give 9 s, Attack 3 s".
 */
export function phaseTimes(clock: Clock): string {
  const durations = durationsFor(clock);
  return SHOWN.map((p) =>
    i18n.t('gamePanel:clock.phaseTime', { phase: PHASE_LABELS[p], seconds: Math.round(durations[p] / 1000) }),
  ).join(i18n.t('gamePanel:clock.separator'));
}
