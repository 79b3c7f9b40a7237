// Walks a game against the AI phase by phase, stopping in each (choose, place, move, give, reveal, over) so a
// test can look at the screen there before acting: sideways scroll, axe, screenshots, coach marks.
import type { Page } from 'playwright-core';
import { waitPhase } from './gameKit';

/** Slow enough phases that a test can look around in each before acting (a phase ends once both are done). */
export const LOOKING_DURATIONS = {
  start: 30_000,
  choose: 30_000,
  place: 30_000,
  move: 30_000,
  hit: 30_000,
  reveal: 2500,
};

/** The phases as players see them named, keyed by the engine's names. */
export type ShownPhase = 'choose' | 'place' | 'move' | 'give' | 'reveal' | 'over';

export interface WalkOptions {
  /** Runs on the first turn once the move is planned, before Give (the character plans its hit). */
  readonly afterMove?: () => Promise<void>;
  /** Stops after the first reveal's look, leaving the game running (no `over`): the rest is another test's. */
  readonly firstTurnOnly?: boolean;
}

/**
 * Starts a game against the easy AI from the game choice (or, with `start`, by clicking that instead) and
 * plays it: picks the Teacher, places it on d5, then each turn the first offered move and hit and Set.
 * `look` runs once in each phase before the player acts (`reveal` once, on the first turn; `over` at the end,
 * unless `firstTurnOnly`).
 */
export async function walkAiGame(
  page: Page,
  look: (phase: ShownPhase) => Promise<void>,
  start?: () => Promise<void>,
  { afterMove, firstTurnOnly = false }: WalkOptions = {},
): Promise<void> {
  if (start === undefined) {
    await page.goto('/game');
    await page.getByRole('radio', { name: 'easy' }).check();
    await page.getByRole('button', { name: 'Play with AI' }).click();
  } else await start();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  await look('choose');
  await page.locator('button.g-sq[data-sq="61"]').click();
  await waitPhase(page, 'place');
  await look('place');
  await page.locator('button.g-sq[data-sq="27"]').click();
  let first = true;
  const over = page.locator('.g-phase[data-phase="over"]');
  const moving = page.locator('.g-phase[data-phase="move"]');
  for (;;) {
    await Promise.race([over.waitFor({ timeout: 40_000 }), moving.waitFor({ timeout: 40_000 })]);
    if (await over.isVisible()) break;
    if (first) await look('move');
    await page.locator('button.g-sq.g-sq-move').first().click();
    if (first && afterMove !== undefined) await afterMove();
    await waitPhase(page, 'hit');
    if (first) await look('give');
    await page.locator('button.g-sq.g-sq-hit').first().click();
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    if (first) {
      await waitPhase(page, 'reveal');
      await look('reveal');
      if (firstTurnOnly) return;
      first = false;
    }
    // The next turn's Move or the result, at the top of the loop; the later reveals are not waited for: a short one
    // (gameRecords' 400 ms) can come and go while a slow host's page is busy, and nothing looks at it.
    await page.locator('.g-phase[data-phase="hit"]').waitFor({ state: 'detached', timeout: 30_000 });
  }
  await page.getByRole('dialog').waitFor();
  await look('over');
}

/** How far the page scrolls sideways (0 when it fits). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
