/** Every phase of a game, in order. `move -> hit -> reveal` repeats once per turn. */
export const PHASES = ['waiting', 'choose', 'place', 'move', 'hit', 'reveal', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** How long each timed phase lasts, in milliseconds (RULES.md). A game may override them. */
export const PHASE_DURATIONS_MS = {
  choose: 10_000,
  place: 3_000,
  move: 9_000,
  hit: 9_000,
  reveal: 3_000,
} as const;

export type TimedPhase = keyof typeof PHASE_DURATIONS_MS;
export type PhaseDurations = { readonly [P in TimedPhase]: number };

/** The names players see for each phase (the hit phase is labelled Give, the reveal Attack). */
export const PHASE_LABELS: { readonly [P in Phase]: string } = {
  waiting: 'Start',
  choose: 'Choose',
  place: 'Place',
  move: 'Move',
  hit: 'Give',
  reveal: 'Attack',
  over: 'Game over',
};

/** True for the phases that end at a deadline. */
export function isTimedPhase(phase: Phase): phase is TimedPhase {
  return phase in PHASE_DURATIONS_MS;
}
