import { create } from 'zustand';
import { END_GUIDE, GUIDE } from '../../../contract/routes';
import { call } from '../net/call';

/** Whether the guided first game is offered (docs/API.md; the route table's answer). */
export type { GuideStatus } from '../../../contract/routes';

/** Asks whether the guided first game is offered. */
export const loadGuide = () => call(GUIDE);

/** Stores on the server that the guide was finished or skipped: it is never offered again. */
export const endGuide = (guide: 'done' | 'skipped') => call(END_GUIDE, { body: { guide } });

/** This tab is playing the guided game (the coach marks show); kept for the tab's life only. */
const KEY = 'octoduel.guide';

export function guideActive(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setGuideActive(active: boolean): void {
  try {
    if (active) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the guide simply does not show its marks.
  }
}

/**
 * The guided game just ended (its coach saw the game over): its result offers a puzzle next (GuidePuzzleOffer),
 * until that result is left.
 */
export const useGuideEnded = create<{ readonly ended: boolean }>(() => ({ ended: false }));
