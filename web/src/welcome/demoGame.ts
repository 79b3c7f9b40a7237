import { recordAiGame, replayRecord, type Seat } from '../../../engine';
import { stepsOf, type ReplayStep } from '../replay/replaySteps';
import { i18n } from '../i18n/init';

/**
 * The game the welcome screen plays on a loop: two hard AIs from a fixed seed, chosen because it ends with a
 * hit on turn 5 after both sides moved and missed (the engine plays it afresh in the browser on each visit).
 */
export const DEMO_GAME = { seed: 19, a: 'expert', b: 'expert' } as const;

/** A seat's name in the demo: its colour, so the captions match the pieces (amber is seat A, violet seat B). */
export const demoName = (seat: Seat): string => i18n.t(`welcome:names.${seat}`);

/** The demo's steps (Choose, Place, each turn, the result), every one decided and replayed by the engine. */
export function demoSteps(): readonly ReplayStep[] {
  const replay = replayRecord(recordAiGame(DEMO_GAME));
  // The engine refuses nothing it played itself; an empty demo would show the plain board.
  if (!replay.ok) return [];
  return stepsOf(replay.value, demoName);
}
