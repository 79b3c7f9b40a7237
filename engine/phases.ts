/** Every phase of a game, in order. `move -> hit -> reveal` repeats once per turn. */
export const PHASES = ['waiting', 'start', 'choose', 'place', 'move', 'hit', 'reveal', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** How long each timed phase lasts, in milliseconds (RULES.md). A game may override them. */
export const PHASE_DURATIONS_MS = {
  start: 10_000,
  choose: 10_000,
  place: 3_000,
  move: 9_000,
  hit: 9_000,
  reveal: 3_000,
} as const;

export type TimedPhase = keyof typeof PHASE_DURATIONS_MS;
export type PhaseDurations = { readonly [P in TimedPhase]: number };

/** In the AI modes (`h1a1`, `h0a2`) the start phase lasts 1 s, whatever the game's start duration. */
export const AI_START_MS = 1_000;

/**
 * AI-versus-AI picks at visible countdown marks, ms before the deadline (RULES.md). In Choose each AI shows a
 * character at every mark (it may change its mind; the one standing when the phase ends counts).
 */
export const AI_WATCH_MARKS_MS = {
  choose: [8000, 5000, 2000],
  place: [2000],
  move: [5000],
  hit: [5000],
} as const;

/**
 * The names players see for each phase: plain words for what a player does in it (docs/RULES.md "Phase names").
 * The spec's own names for the hit phase and the reveal are `SPEC_PHASE_NAMES`.
 */
export const PHASE_LABELS: { readonly [P in Phase]: string } = {
  waiting: 'Waiting',
  start: 'Start',
  choose: 'Choose',
  place: 'Place',
  move: 'Move',
  hit: 'Hit',
  reveal: 'Reveal',
  over: 'Game over',
};

/** The spec's names (Give, Attack) where they differ from `PHASE_LABELS`: shown only as small secondary labels. */
export const SPEC_PHASE_NAMES = { hit: 'Give', reveal: 'Attack' } as const satisfies Partial<
  Record<Phase, string>
>;

/** True for the phases that end at a deadline. */
export function isTimedPhase(phase: Phase): phase is TimedPhase {
  return phase in PHASE_DURATIONS_MS;
}

/** The phases in which a player picks something (a character, a square, a move and hit). */
export const PICK_PHASES = ['choose', 'place', 'move', 'hit'] as const satisfies readonly Phase[];
export type PickPhase = (typeof PICK_PHASES)[number];

/** True in the phases that ask a player for a pick. */
export function isPickPhase(phase: Phase): phase is PickPhase {
  return (PICK_PHASES as readonly Phase[]).includes(phase);
}

/** True in Move and Hit, where a player plans a move and a hit and confirms them with Set. */
export function isPlanningPhase(phase: Phase): phase is 'move' | 'hit' {
  return phase === 'move' || phase === 'hit';
}

/** True when the latest reveal is on show: during the reveal and once the game is over. */
export function showsReveal(phase: Phase): boolean {
  return phase === 'reveal' || phase === 'over';
}

/** True from the start of a game until it is over (a player leaving then forfeits). */
export function isLivePhase(phase: Phase): boolean {
  return phase !== 'waiting' && phase !== 'over';
}

/** The clocks a game may run on: the spec's, or the relaxed one (every timed phase three times longer). */
export const CLOCKS = ['standard', 'relaxed'] as const;
export type Clock = (typeof CLOCKS)[number];

/** How much longer every timed phase lasts on the relaxed clock (RULES.md). */
export const RELAXED_FACTOR = 3;

/** True for a clock name a client may ask for. */
export function isClock(value: unknown): value is Clock {
  return (CLOCKS as readonly unknown[]).includes(value);
}

/** The phase durations of a clock, from the base durations (the spec's unless a server overrides them). */
export function durationsFor(clock: Clock, base: Partial<PhaseDurations> = {}): PhaseDurations {
  const full: PhaseDurations = { ...PHASE_DURATIONS_MS, ...base };
  if (clock === 'standard') return full;
  const factor = RELAXED_FACTOR;
  return {
    start: full.start * factor,
    choose: full.choose * factor,
    place: full.place * factor,
    move: full.move * factor,
    hit: full.hit * factor,
    reveal: full.reveal * factor,
  };
}
