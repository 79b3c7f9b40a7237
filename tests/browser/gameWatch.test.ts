import { afterAll, beforeAll, expect, test } from 'vitest';
import { updateSetting } from '../../api/db/settings';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { shot, storePlayedOutGame } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // The AIs pick at marks clamped to these short phases, so each turn takes about the reveal (a game of ten
  // turns about 4 s, and 3 s between games).
  h = await startBrowserHarness({
    durations: { choose: 1000, place: 600, move: 600, hit: 600, reveal: 300 },
    aiThinkMs: 100,
  });
  await updateSetting(h.server.api.ctx.db.kysely, 'aiGames', { qty: 2 });
});
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
  // ends (its last reveal) finds nothing to pause, and between games the button is disabled, then replaced (seen on
  // a busy host: one click waited 30 s on it): then pause the next game.
  for (let attempt = 1; ; attempt++) {
    await page
      .locator('.g-phase[data-phase="move"], .g-phase[data-phase="hit"], .g-phase[data-phase="reveal"]')
      .waitFor({ timeout: 10_000 });
    const clicked = await page
      .getByRole('button', { name: 'Pause' })
      .click({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    const paused =
      clicked &&
      (await page
        .getByRole('button', { name: 'Continue' })
        .waitFor({ timeout: 5000 })
        .then(() => true)
        .catch(() => false));
    if (paused) break;
    expect(attempt).toBeLessThan(5);
  }
  await page.getByText('Paused').waitFor();
  const turn = await page.locator('.g-turn').textContent();
  await shot(page, 'watch-paused-1280');
  // Unpaused, a turn takes about the 300 ms reveal: in a second several would have passed.
  await page.waitForTimeout(1000);
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
});

/** What a spectator of AI versus AI reads under the phase name (web/src/game/panel/phaseHint.ts), any phase. */
const AI_LINES =
  /^(The game is about to start|The game starts in a moment|Each AI (picks a character|places its character on a square|plans where to (move|hit))|Both plans are revealed at once|The game is over)$/;

const LIVE_PHASES = ['choose', 'place', 'move', 'hit', 'reveal']
  .map((p) => `.g-phase[data-phase="${p}"]`)
  .join(', ');

test('signed out, with no game being played: TV shows the server’s AI-versus-AI exhibition, its board and texts about the AIs, at 375x667 and 1280x800; /watch lists it; a public replay opens', async () => {
  const sizes = [
    { name: '375', width: 375, height: 667, isMobile: true, hasTouch: true },
    { name: '1280', width: 1280, height: 800, isMobile: false, hasTouch: false },
  ];
  for (const { name, ...size } of sizes) {
    const { width, height, isMobile, hasTouch } = size;
    const context = await h.browser.newContext({
      baseURL: h.url,
      viewport: { width, height },
      isMobile,
      hasTouch,
    });
    const page = await context.newPage();
    await page.goto('/tv');
    // Not sent to sign in: the exhibition's board, with both AIs.
    await page.getByRole('grid', { name: 'Board' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/tv');
    // At these short phases the AIs' turns pass quickly: most of the time shows a reveal.
    await page.locator(LIVE_PHASES).first().waitFor({ timeout: 15_000 });
    await expect(page.locator('.g-player').count()).resolves.toBe(2);
    await expect(page.locator('.g-players').textContent()).resolves.toMatch(/· .*AI.*· .*AI/s);
    await expect(page.locator('.g-hint').textContent()).resolves.toMatch(AI_LINES);
    await expect(page.locator('.g-side').textContent()).resolves.not.toMatch(/each player|both players/i);
    // Nothing of the board is the spectator's: no square holds focus (no stray focus ring).
    await expect(
      page.evaluate(() => document.querySelector('[role="grid"]')?.contains(document.activeElement)),
    ).resolves.toBe(false);
    await shot(page, `tv-exhibition-signed-out-${name}`);
    await context.close();
  }
  // One exhibition at a time: /watch lists the one TV showed, marked as such.
  const visitor = await (await h.context()).newPage();
  await visitor.goto('/watch');
  const rows = visitor.getByRole('list', { name: 'Live games' }).getByRole('listitem');
  await rows.first().waitFor({ timeout: 10_000 });
  await expect(rows.count()).resolves.toBe(1);
  await expect(rows.first().textContent()).resolves.toMatch(/Exhibition/);
  // A public game's replay opens signed out too.
  await storePlayedOutGame(h.server.api.ctx.db.kysely, 'public-for-visitors', 'others', {
    A: 'ann',
    B: 'bob',
  });
  await visitor.goto('/replay/public-for-visitors');
  await visitor.getByRole('slider', { name: 'Step' }).waitFor({ timeout: 10_000 });
  expect(new URL(visitor.url()).pathname).toBe('/replay/public-for-visitors');
  await visitor.context().close();
});
