import { api } from '../net/http';

/** GET /v1/api/auth/guide: whether the guided first game is offered (docs/API.md). */
export interface GuideStatus {
  readonly offer: boolean;
  readonly guide: 'done' | 'skipped' | null;
}

export const loadGuide = () => api<GuideStatus>('GET', '/v1/api/auth/guide');

/** Stores on the server that the guide was finished or skipped: it is never offered again. */
export const endGuide = (guide: 'done' | 'skipped') =>
  api<GuideStatus>('POST', '/v1/api/auth/guide', { guide });

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
