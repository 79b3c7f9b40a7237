import { afterAll, beforeAll, expect, test } from 'vitest';
import { updateSetting } from '../../api/db/settings';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { shot } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // The AIs pick at marks clamped to these short phases, so each turn takes about the reveal.
  h = await startBrowserHarness({
    durations: { choose: 2000, place: 1500, move: 1500, hit: 1500, reveal: 500 },
    aiThinkMs: 300,
  });
  await updateSetting(h.server.api.ctx.db.kysely, 'aiGames', { qty: 2 });
}, 60_000);
afterAll(async () => {
  await h.close();
});

test('watching AI versus AI: two games with pause, continue and reset, then home', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  await page.goto('/game');
  await page.getByRole('link', { name: 'Watch AI versus AI' }).click();
  await page.waitForURL('**/h0a2');
  const counter = page.locator('.g-game-counter');
  await counter.getByText('Game 1 / 2').waitFor({ timeout: 10_000 });
  await expect(page.locator('.g-player').count()).resolves.toBe(2);

  // Pause freezes the clocks: the turn does not move on; Continue resumes. A click that lands just as a game
  // ends (its last reveal) finds nothing to pause: then pause the next game.
  for (let attempt = 1; ; attempt++) {
    await page
      .locator('.g-phase[data-phase="move"], .g-phase[data-phase="hit"], .g-phase[data-phase="reveal"]')
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await page
      .getByRole('button', { name: 'Continue' })
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (paused) break;
    expect(attempt).toBeLessThan(3);
  }
  await page.getByText('Paused').waitFor();
  const turn = await page.locator('.g-turn').textContent();
  await shot(page, 'watch-paused-1280');
  await page.waitForTimeout(1500);
  await expect(page.locator('.g-turn').textContent()).resolves.toBe(turn);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();

  // The second game; Reset sets the counter back to 1, so one more game follows.
  await counter.getByText('Game 2 / 2').waitFor({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Reset' }).click();
  await counter.getByText('Game 1 / 2').waitFor({ timeout: 5000 });
  await counter.getByText('Game 2 / 2').waitFor({ timeout: 40_000 });
  // After the last game the room closes and the watcher goes home.
  await page.waitForURL((u) => u.pathname === '/', { timeout: 40_000 });
  await page.context().close();
}, 60_000);
