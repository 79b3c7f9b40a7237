import { isPickPhase, isPlanningPhase, type Phase, type Step } from '../../../../engine';

/** What the hint reads: the phase, the step the engine says the player is in, and who is looking. */
export interface HintInput {
  readonly phase: Phase;
  /** `legalSteps(...).step`: what a click on the board does now. */
  readonly step: Step;
  /** `legalSteps(...).done`: the player has done what the phase asks. */
  readonly done: boolean;
  /** A hit is planned (still open to change until Set). */
  readonly hitPlanned: boolean;
  readonly watching: boolean;
  /** Both seats are AIs (AI versus AI, the exhibition): a watcher reads about the AIs, else about the players. */
  readonly aisOnly?: boolean;
  readonly paused: boolean;
  /** The game starts by itself (the AI modes, `startsByItself`): no start bar to click. */
  readonly startsByItself?: boolean;
}

/** The watcher's line for each phase of a game between two AIs (AI versus AI, the exhibition). */
const WATCHING_AIS: Partial<Record<Phase, string>> = {
  waiting: 'The game is about to start',
  start: 'The game starts in a moment',
  choose: 'Each AI picks a character',
  place: 'Each AI places its character on a square',
  move: 'Each AI plans where to move',
  hit: 'Each AI plans where to hit',
  reveal: 'Both plans are revealed at once',
  over: 'The game is over',
};

/** The spectator's line for each phase of a game a person plays (public and vs-AI games). */
const WATCHING_PLAYERS: Partial<Record<Phase, string>> = {
  ...WATCHING_AIS,
  start: 'Waiting for both players to click Start',
  choose: 'Each player picks a character',
  place: 'Each player places their character on a square',
  move: 'Each player plans where to move',
  hit: 'Each player plans where to hit',
};

/** The player's line once the phase's work is done. */
const DONE: Partial<Record<Phase, string>> = {
  choose: 'Character picked: waiting for your opponent (click another to change)',
  place: 'Placed: waiting for your opponent (click another square to change)',
  move: 'Plan set: waiting for your opponent',
  hit: 'Plan set: waiting for your opponent',
};

/**
 * The one short line under the phase name saying what to do now. The step comes from the engine
 * (`legalSteps`); only the wording lives here.
 */
export function phaseHint(input: HintInput): string {
  const { phase, step, done, hitPlanned, watching, paused } = input;
  if (paused) return 'The clock is stopped until Continue';
  if (watching) {
    if (phase === 'start' && input.startsByItself === true) return 'The game starts in a moment';
    return (input.aisOnly === true ? WATCHING_AIS : WATCHING_PLAYERS)[phase] ?? '';
  }
  if (phase === 'start') {
    if (input.startsByItself === true) return 'The game starts in a moment';
    return done ? 'Ready: waiting for your opponent to click Start' : 'Click Start when you are ready';
  }
  // In Choose and Place a pick may still change, but the player has done what the phase asks.
  if (done && isPickPhase(phase) && !isPlanningPhase(phase)) return DONE[phase] ?? '';
  switch (step) {
    case 'choose':
      return 'Pick your character: click a piece or a card';
    case 'place':
      return 'Place your character: click a square';
    case 'move':
      return phase === 'hit'
        ? 'First click a blue square to move, then a red one'
        : 'Click a blue square to move';
    case 'hit':
      if (hitPlanned) return 'Click Set to confirm your plan (or pick another red square)';
      return phase === 'hit' ? 'Click a red square to hit, then Set' : 'Now a red square to hit, then Set';
    case 'none':
      break;
  }
  if (done) return DONE[phase] ?? '';
  if (phase === 'waiting') return 'Waiting for your opponent to join';
  if (phase === 'reveal') return 'The arrows show both moves, the marks both hits';
  if (phase === 'over') return 'The game is over';
  return '';
}
