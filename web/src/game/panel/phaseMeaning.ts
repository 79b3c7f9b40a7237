import type { Phase } from '../../../../engine';

/**
 * Each phase's plain meaning, shown beside the spec's phase name (engine `PHASE_LABELS`) wherever the name shows
 * as a title: "Hit: pick the square to hit". Worded for players and watchers alike; empty where the name says
 * it all ("Game over").
 */
export const PHASE_MEANINGS: { readonly [P in Phase]: string } = {
  waiting: 'the game has not started',
  start: 'get ready',
  choose: 'pick a character',
  place: 'put it on a square',
  move: 'pick where to step',
  hit: 'pick the square to hit',
  reveal: 'both plans shown at once',
  over: '',
};
