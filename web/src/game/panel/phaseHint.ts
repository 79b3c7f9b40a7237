import { isPickPhase, isPlanningPhase, type Phase, type Step } from '../../../../engine';
import { i18n } from '../../i18n/init';

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

/** The phases whose watcher's line differs between a game a person plays and one between AIs. */
const PLAYERS_DIFFER = ['start', 'choose', 'place', 'move', 'hit'] as const;

/** The phases with a line for a player who has done what the phase asks. */
const DONE_PHASES = ['choose', 'place', 'move', 'hit'] as const;

/** The watcher's line for a phase: about the AIs (AI versus AI, the exhibition) or about the players. */
function watchingLine(phase: Phase, aisOnly: boolean): string {
  const differs = PLAYERS_DIFFER.find((p) => p === phase);
  return aisOnly || differs === undefined
    ? i18n.t(`gamePanel:hint.watchingAis.${phase}`)
    : i18n.t(`gamePanel:hint.watchingPlayers.${differs}`);
}

/** The player's line once the phase's work is done (empty for a phase without one). */
function doneLine(phase: Phase): string {
  const done = DONE_PHASES.find((p) => p === phase);
  return done === undefined ? '' : i18n.t(`gamePanel:hint.done.${done}`);
}

/**
 * The one short line under the phase name saying what to do now. The step comes from the engine
 * (`legalSteps`); only the wording lives here.
 */
export function phaseHint(input: HintInput): string {
  const { phase, step, done, hitPlanned, watching, paused } = input;
  if (paused) return i18n.t('gamePanel:hint.paused');
  if (watching) {
    if (phase === 'start' && input.startsByItself === true) return i18n.t('gamePanel:hint.startsSoon');
    return watchingLine(phase, input.aisOnly === true);
  }
  if (phase === 'start') {
    if (input.startsByItself === true) return i18n.t('gamePanel:hint.startsSoon');
    return done ? i18n.t('gamePanel:hint.ready') : i18n.t('gamePanel:hint.clickStart');
  }
  // In Choose and Place a pick may still change, but the player has done what the phase asks.
  if (done && isPickPhase(phase) && !isPlanningPhase(phase)) return doneLine(phase);
  switch (step) {
    case 'choose':
      return i18n.t('gamePanel:hint.choose');
    case 'place':
      return i18n.t('gamePanel:hint.place');
    case 'move':
      return phase === 'hit' ? i18n.t('gamePanel:hint.moveThenHit') : i18n.t('gamePanel:hint.move');
    case 'hit':
      if (hitPlanned) return i18n.t('gamePanel:hint.confirm');
      return phase === 'hit' ? i18n.t('gamePanel:hint.hit') : i18n.t('gamePanel:hint.hitNow');
    case 'none':
      break;
  }
  if (done) return doneLine(phase);
  if (phase === 'waiting') return i18n.t('gamePanel:hint.waitingJoin');
  if (phase === 'reveal') return i18n.t('gamePanel:hint.reveal');
  if (phase === 'over') return i18n.t('gamePanel:hint.over');
  return '';
}
