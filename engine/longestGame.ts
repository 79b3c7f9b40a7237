import type { PhaseDurations } from './phases';
import { MAX_TURNS } from './resolve';

/**
 * The longest a game on `durations` can run, in ms: every timed phase to its deadline, MAX_TURNS turns (RULES.md).
 * A watcher's pause of an AI-versus-AI game is not counted (it has no deadline).
 */
export function longestGameMs(durations: PhaseDurations): number {
  const turn = durations.move + durations.hit + durations.reveal;
  return durations.start + durations.choose + durations.place + MAX_TURNS * turn;
}
