import {
  replayRecord,
  type GameMode,
  type GameSeed,
  type Letter,
  type LogEntry,
  type PhaseDurations,
  type Seat,
} from '../../engine';

/** The character each seat played, from an engine replay of the log; null where the log never got that far. */
export function seatCharacters(game: {
  readonly seed: GameSeed;
  readonly mode: GameMode;
  readonly durations?: Partial<PhaseDurations>;
  readonly log: readonly LogEntry[];
}): { readonly [S in Seat]: Letter | null } {
  try {
    const replayed = replayRecord({ ...game, result: null });
    return replayed.ok ? replayed.value.characters : { A: null, B: null };
  } catch {
    return { A: null, B: null };
  }
}

/** A server AI's username ends with " ai" (RULES.md). */
export const isAiName = (username: string): boolean => username.endsWith(' ai');
