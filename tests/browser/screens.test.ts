// The main screens of the product at 375 px and 1280 px (screenshots under test-artifacts/), the signed-out
// welcome screen at / on a phone and a desktop, and an uploaded leaderboard background shown on the leaderboard.
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordGame } from '../../api/db/results';
import { wonGame } from '../kits/storedGames';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { shot } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
  await recordGame(
    h.server.api.ctx.db.kysely,
    wonGame('screens-1', { username: 'alice', name: 'Alice' }, { username: 'bob', name: 'Bob' }),
  );
}, 60_000);
afterAll(async () => {
  await h.close();
});

test('an admin uploads a leaderboard background and the leaderboard shows it', async () => {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true });
  await admin.goto('/setg');
  const input = admin.getByLabel('Leaderboard background', { exact: true });
  await input.setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png });
  await admin.locator('form').filter({ has: input }).getByRole('button', { name: 'Save' }).click();
  await admin.getByRole('status').filter({ hasText: 'Successfully saved leaderboard background!' }).waitFor();
  await admin.context().close();

  const player = await h.signedInPage('alice', { name: 'Alice' });
  await player.goto('/leaderboard');
  const bg = player.locator('.page-bg');
  await bg.waitFor();
  expect(await bg.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("blob:/);
  await player.context().close();
});

test.each([375, 1280])('screenshots of the main screens at %i px', async (width) => {
  const visitor = await (await h.context(width)).newPage();
  await visitor.goto('/signin');
  await visitor
    .getByRole('button', { name: /SmartLock/ })
    .first()
    .waitFor();
  await shot(visitor, `signin-${width}`);
  await visitor.context().close();

  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true, width });
  for (const [path, name] of [
    ['/game', 'home'],
    ['/leaderboard', 'leaderboard'],
    ['/profile', 'profile'],
    ['/admin', 'admin'],
    ['/seta', 'ai-settings'],
    ['/setl', 'leaderboard-settings'],
    ['/setg', 'graphics-settings'],
    ['/setp', 'play-settings'],
  ] as const) {
    await admin.goto(path);
    await admin.getByRole('heading').first().waitFor();
    await admin.waitForLoadState('networkidle');
    expect(new URL(admin.url()).pathname).toBe(path);
    await shot(admin, `${name}-${width}`);
  }
  await admin.context().close();
});

test('the page has an icon: the browser asks for no missing file when it opens the site', async () => {
  const visitor = await (await h.context(1280)).newPage();
  const missing: string[] = [];
  visitor.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await visitor.goto('/rules');
  await visitor.getByRole('heading').first().waitFor();
  const icon = await visitor.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const served = await visitor.request.get(icon!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(missing).toEqual([]);
  await visitor.context().close();
});

const WELCOME_SIZES = [
  { name: 'phone', width: 375, height: 667, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false },
] as const;

test.each(WELCOME_SIZES)(
  'signed out, / at $width x $height shows the game: sentence, board with pieces and Sign in in view, a game on a loop, links to sign in, the rules and TV',
  async ({ name, width, height, isMobile, hasTouch }) => {
    const ctx = await h.browser.newContext({
      baseURL: h.url,
      viewport: { width, height },
      isMobile,
      hasTouch,
    });
    const page = await ctx.newPage();
    await page.goto('/');
    const board = page.locator('.w-board .g-board');
    await board.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const inView = async (what: Locator) => {
      const box = await what.boundingBox();
      return (
        box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height
      );
    };
    const sentence = page.getByText(/plan a move and a hit at the same time: hit the square your opponent/);
    const ways = page.getByRole('navigation', { name: 'Get started' });
    const signIn = ways.getByRole('link', { name: 'Sign in', exact: true });
    const pieces = board.locator('.g-token');
    expect(await pieces.count()).toBe(2);
    expect({
      scrolled: await page.evaluate(() => window.scrollY),
      sentence: await inView(sentence),
      board: await inView(board),
      pieces: [await inView(pieces.first()), await inView(pieces.last())],
      signIn: await inView(signIn),
    }).toEqual({ scrolled: 0, sentence: true, board: true, pieces: [true, true], signIn: true });
    const boardBox = (await board.boundingBox())!;
    expect(boardBox.width).toBeGreaterThanOrEqual(name === 'phone' ? 300 : 480);
    await page.waitForLoadState('networkidle');
    await shot(page, `welcome-${width}`);

    // The game plays on by itself: from Choose to Place, then a turn with its reveal over the board.
    const title = page.locator('#w-demo-title');
    await title.filter({ hasText: '· Place' }).waitFor({ timeout: 6000 });
    await title.filter({ hasText: '· Turn 1 of' }).waitFor({ timeout: 6000 });
    await board.getByTestId('reveal-overlay').waitFor();
    await shot(page, `welcome-reveal-${width}`);

    expect(await ways.getByRole('link', { name: 'Watch TV' }).getAttribute('href')).toBe('/tv');
    await ways.getByRole('link', { name: 'How to play' }).click();
    await page.getByRole('heading', { name: 'How to play' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rules');
    await page.goBack();
    await signIn.click();
    await page.waitForURL((u) => u.pathname === '/signin');
    await ctx.close();
  },
);

test('with reduced motion, / shows a still board on the deciding reveal', async () => {
  const page = await (await h.context(1280)).newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const title = page.locator('#w-demo-title');
  await title.waitFor();
  const shown = await title.textContent();
  expect(shown).toMatch(/· Turn \d+ of \d+$/);
  await page.locator('.w-board [data-landed="true"]').waitFor();
  await page.waitForTimeout(3000);
  expect(await title.textContent()).toBe(shown);
  await page.getByRole('button', { name: 'Play' }).waitFor();
  await page.context().close();
});
