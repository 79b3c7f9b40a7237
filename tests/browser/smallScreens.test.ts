// Small screens (issue 13): no sideways scroll at 320 and 375 px on any route nor in any phase of a game; a
// one-line header with a Menu button below 480 px; the Choose cards in a strip right under the board; every
// range picture inside its card; the watch controls visible without scrolling.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { LOOKING_DURATIONS, sidewaysScroll, walkAiGame } from './phaseWalk';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: LOOKING_DURATIONS, aiThinkMs: 300 });
}, 60_000);
afterAll(async () => {
  await h.close();
});

const WIDTHS = [320, 375] as const;

/** Sideways scroll of the page at each small width, keyed `where@width` (all zero when everything fits). */
async function scrollAtSmallWidths(page: Page, where: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    out[`${where}@${width}`] = await sidewaysScroll(page);
  }
  return out;
}

/** Opens a route and waits for its first heading and the network to settle. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
}

test('no route scrolls sideways at 320 or 375 px, signed out or signed in (admin screens too)', async () => {
  let scroll: Record<string, number> = {};
  const visitor = await (await h.context(375)).newPage();
  for (const path of ['/', '/signin', '/rules']) {
    await open(visitor, path);
    scroll = { ...scroll, ...(await scrollAtSmallWidths(visitor, `signed out ${path}`)) };
  }
  await visitor.context().close();

  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true, width: 375 });
  for (const path of [
    '/game',
    '/rules',
    '/profile',
    '/leaderboard',
    '/admin',
    '/seta',
    '/setl',
    '/setg',
    '/setp',
  ]) {
    await open(admin, path);
    scroll = { ...scroll, ...(await scrollAtSmallWidths(admin, path)) };
  }
  // The private game's lobby, then the public search's.
  await open(admin, '/game');
  await admin.getByRole('button', { name: 'Create Game' }).click();
  await admin.waitForURL('**/lobby');
  await admin.locator('.g-game-code').waitFor();
  scroll = { ...scroll, ...(await scrollAtSmallWidths(admin, '/lobby')) };
  await open(admin, '/game');
  await admin.getByRole('button', { name: 'Play with Others' }).click();
  await admin.waitForURL('**/lobbyothers');
  await admin.getByRole('timer').waitFor();
  scroll = { ...scroll, ...(await scrollAtSmallWidths(admin, '/lobbyothers')) };
  await admin.context().close();

  expect(Object.keys(scroll)).toHaveLength(3 * 2 + 2 * 11);
  expect(Object.entries(scroll).filter(([, px]) => px > 0)).toEqual([]);
}, 120_000);

test('below 480 px the header is one line with a Menu button that opens the links (Escape closes)', async () => {
  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true, width: 320 });
  await open(admin, '/game');
  const header = admin.locator('header.header');
  const menu = admin.getByRole('button', { name: 'Menu' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  const leaderboard = header.getByRole('link', { name: 'Leaderboard', exact: true });
  expect(await leaderboard.isVisible()).toBe(false);
  // One line: no taller than its Menu button and padding.
  const [headerBox, menuBox] = await Promise.all([header.boundingBox(), menu.boundingBox()]);
  expect(headerBox!.height).toBeLessThan(menuBox!.height + 24);
  // Escape closes it and gives focus back to the button.
  await menu.click();
  await leaderboard.waitFor();
  await admin.keyboard.press('Escape');
  await leaderboard.waitFor({ state: 'hidden' });
  expect(await menu.evaluate((b) => b === document.activeElement)).toBe(true);
  await menu.click();
  await header.getByRole('link', { name: 'Admin', exact: true }).click();
  await admin.waitForURL('**/admin');
  // Navigating closes the menu again.
  await leaderboard.waitFor({ state: 'hidden' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  await admin.setViewportSize({ width: 1280, height: 900 });
  expect(await menu.isVisible()).toBe(false);
  expect(await header.getByRole('link', { name: 'How to play' }).isVisible()).toBe(true);
  await admin.context().close();
});

test('a game against the AI in every phase: no sideways scroll, cards in a strip, pictures inside cards', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice', width: 375 });
  let scroll: Record<string, number> = {};
  const phases: string[] = [];
  await walkAiGame(page, async (phase) => {
    phases.push(phase);
    scroll = { ...scroll, ...(await scrollAtSmallWidths(page, phase)) };
    if (phase !== 'choose') return;
    // The cards start right under the board, in one strip, not below a 2,000-px page.
    const strip = await page.locator('.g-char-cards').boundingBox();
    expect(strip!.y).toBeLessThan(700);
    expect(strip!.height).toBeLessThan(200);
    // Every range picture inside its card.
    const outside = await page.locator('.g-char-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const c = card.getBoundingClientRect();
        const p = card.querySelector('.g-range-picture')?.getBoundingClientRect();
        if (p === undefined) return ['no picture'];
        const inside =
          p.left >= c.left && p.right <= c.right + 0.5 && p.top >= c.top && p.bottom <= c.bottom + 0.5;
        return inside ? [] : [card.textContent];
      }),
    );
    expect(outside).toEqual([]);
    // A tip on the top row opens downwards (never over the header), inside the board.
    await page.locator('button.g-sq[data-sq="2"]').hover();
    const tip = page.locator('button.g-sq[data-sq="2"] + .g-sq-tip');
    await tip.waitFor();
    const [tipBox, square, board] = await Promise.all([
      tip.boundingBox(),
      page.locator('button.g-sq[data-sq="2"]').boundingBox(),
      page.locator('.g-board').boundingBox(),
    ]);
    expect(tipBox!.y).toBeGreaterThanOrEqual(square!.y + square!.height);
    expect(tipBox!.x).toBeGreaterThanOrEqual(board!.x);
    await page.mouse.move(0, 0);
  });
  expect(phases).toEqual(['choose', 'place', 'move', 'give', 'reveal', 'over']);
  expect(Object.entries(scroll).filter(([, px]) => px > 0)).toEqual([]);
  await page.context().close();
}, 180_000);

test('watching AI versus AI at 375 px: Pause, Reset and Exit show without scrolling', async () => {
  const page = await h.signedInPage('bob', { name: 'Bob', width: 375 });
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/h0a2');
  const pause = page.getByRole('button', { name: 'Pause' });
  await pause.waitFor();
  for (const name of ['Pause', 'Reset', 'Exit']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(667);
  }
  expect(await sidewaysScroll(page)).toBe(0);
  await page.context().close();
});

test('How to play: linked from the header and the game choice, open signed out too', async () => {
  const visitor = await (await h.context(1280)).newPage();
  await visitor.goto('/signin');
  await visitor.locator('header').getByRole('link', { name: 'How to play' }).click();
  await visitor.waitForURL('**/rules');
  await visitor.getByRole('heading', { name: 'How to play', level: 1 }).waitFor();
  expect(await visitor.locator('.r-char .g-range-picture').count()).toBe(16);
  await visitor.getByRole('img', { name: /^You move from/ }).waitFor();
  await visitor.context().close();

  const player = await h.signedInPage('dave', { name: 'Dave', width: 1280 });
  await player.goto('/game');
  await player.locator('main').getByRole('link', { name: 'How to play' }).click();
  await player.waitForURL('**/rules');
  await player.getByRole('heading', { name: 'Ranges' }).waitFor();
  await player.context().close();
});
