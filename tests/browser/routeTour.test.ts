// The route tour (issue 25): every main route, signed out, signed in and on the admin screens, each opened once
// and looked at dark at 375 px and light at 1280 px (resized and recoloured in place, as a person's window is):
// axe at both (no serious or critical WCAG 2.1 A/AA violation, issue 13), no sideways scroll at 320 and 375 px
// (issue 13) and screenshots under the git-ignored test-artifacts/ (never compared: for people to look at). Then what the
// routes do at small sizes (the header's Menu, the watch controls, How to play), the signed-out welcome screen,
// the page icon, and an uploaded leaderboard background. On the worker's shared harness.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import { recordGame } from '../../api/db/results';
import { wonGame } from '../kits/storedGames';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { scrollAtSmallWidths, seriousViolations, type Found } from './checks';
import { clickSquare, shot, storePlayedOutGame, waitPhase } from './gameKit';
import { sidewaysScroll } from './phaseWalk';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
  await recordGame(
    h.server.api.ctx.db.kysely,
    wonGame('tour-screens-1', { username: 'alice', name: 'Alice' }, { username: 'bob', name: 'Bob' }),
  );
});

/** Opens a route and waits for what it shows: its first heading, the page loaded, no "Loading…" left. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('load');
  await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
}

/** The signed-in routes every pass visits, with their screenshot's name where one is taken. */
const ROUTES: readonly (readonly [string, string | undefined, 'scroll' | undefined])[] = [
  ['/game', 'home', 'scroll'],
  ['/rules', undefined, 'scroll'],
  ['/profile', 'profile', 'scroll'],
  ['/leaderboard', 'leaderboard', 'scroll'],
  ['/admin', 'admin', 'scroll'],
  ['/admin/anchors', 'admin-anchors', 'scroll'],
  ['/seta', 'ai-settings', 'scroll'],
  ['/setl', 'leaderboard-settings', 'scroll'],
  ['/setg', 'graphics-settings', 'scroll'],
  ['/setp', 'play-settings', 'scroll'],
  ['/watch', undefined, undefined],
  ['/tv', undefined, undefined],
  ['/u/boss', undefined, undefined],
  ['/arenas', 'arenas', 'scroll'],
  ['/admin/arenas', undefined, 'scroll'],
  ['/puzzles', 'puzzles', 'scroll'],
  ['/puzzles/daily', 'puzzle-daily', 'scroll'],
  ['/puzzles/dashboard', undefined, 'scroll'],
];

/** What one pass of the tour found: axe's serious violations by place, and the sideways scroll by place and width. */
interface Tour {
  readonly found: Record<string, Found[]>;
  scroll: Record<string, number>;
}

const newTour = (): Tour => ({ found: {}, scroll: {} });

/**
 * One page as it stands, at both sizes, without loading it again (a resize and a colour scheme apply as they do for
 * a person): dark at 375 px (axe, its screenshot, then the sideways scroll at 320 and 375 px when `scrolls`), then
 * light at 1280 px (axe, its screenshot). `shoot` names the screenshots (`<name>-375`, `<name>-1280`).
 */
async function look(
  tour: Tour,
  page: Page,
  where: string,
  {
    shoot,
    scrolls = false,
    axe = true,
  }: { shoot?: (width: number) => string; scrolls?: boolean; axe?: boolean },
): Promise<void> {
  for (const [scheme, width] of [
    ['dark', 375],
    ['light', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    if (axe) tour.found[`${where} (${scheme}, ${width})`] = await seriousViolations(page);
    if (shoot !== undefined) await shot(page, shoot(width));
    if (scrolls && width === 375)
      tour.scroll = { ...tour.scroll, ...(await scrollAtSmallWidths(page, where)) };
  }
}

/** Every place looked at was checked (`places` axe passes, `scrolled` sideways-scroll checks), and none failed. */
function expectClean(tour: Tour, places: number, scrolled: number): void {
  expect(Object.keys(tour.found)).toHaveLength(places * 2);
  expect(Object.entries(tour.found).filter(([, v]) => v.length > 0)).toEqual([]);
  expect(Object.keys(tour.scroll)).toHaveLength(scrolled * 2);
  expect(Object.entries(tour.scroll).filter(([, px]) => px > 0)).toEqual([]);
}

// The tour is three tests, each with its own time limit: on a slow CI host the whole tour in one test ran past
// 150 s (38 axe passes, 36 screenshots), though each part took under a minute.
test('every signed-out route, dark at 375 px and light at 1280 px: free of serious axe violations, no sideways scroll at 320 or 375 px, screenshots', async () => {
  const tour = newTour();
  const visitor = await (await h.context(1280)).newPage();
  for (const path of ['/', '/signin', '/rules', '/arenas', '/puzzles']) {
    await open(visitor, path);
    if (path === '/signin')
      await visitor
        .getByRole('button', { name: /SmartLock/ })
        .first()
        .waitFor();
    const shoot =
      path === '/signin'
        ? (width: number) => `signin-${width}`
        : path === '/rules'
          ? (width: number) => `rules-${width}-${width === 375 ? 'dark' : 'light'}`
          : undefined;
    await look(tour, visitor, `signed out ${path}`, { shoot, scrolls: true });
  }
  await visitor.context().close();
  expectClean(tour, 5, 5);
});

test('every signed-in and admin route, dark at 375 px and light at 1280 px: free of serious axe violations, no sideways scroll at 320 or 375 px, screenshots', async () => {
  const tour = newTour();
  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true, width: 1280 });
  await storePlayedOutGame(h.server.api.ctx.db.kysely, 'tour-replay', 'others', { A: 'boss', B: 'bob' });
  for (const [path, name, scrolls] of [...ROUTES, ['/replay/tour-replay', undefined, undefined] as const]) {
    await open(admin, path);
    if (name !== undefined) expect(new URL(admin.url()).pathname).toBe(path);
    await look(tour, admin, path.startsWith('/replay/') ? '/replay' : path, {
      shoot: name === undefined ? undefined : (width) => `${name}-${width}`,
      scrolls: scrolls !== undefined,
    });
  }
  await admin.context().close();
  expectClean(tour, ROUTES.length + 1, ROUTES.filter(([, , scrolls]) => scrolls !== undefined).length);
});

test('the lobbies and a watched AI game, dark at 375 px and light at 1280 px: free of serious axe violations, no sideways scroll at 320 or 375 px', async () => {
  const tour = newTour();
  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true, width: 1280 });
  // The private game's lobby, then the public search's.
  await open(admin, '/game');
  await admin.getByRole('button', { name: 'Create Game' }).click();
  await admin.waitForURL('**/lobby');
  await admin.locator('.g-game-code').waitFor();
  await look(tour, admin, '/lobby', { scrolls: true });
  await open(admin, '/game');
  await admin.getByRole('button', { name: 'Play with Others' }).click();
  await admin.waitForURL('**/lobbyothers');
  await admin.getByRole('timer').waitFor();
  await look(tour, admin, '/lobbyothers', { scrolls: true, axe: false });
  await open(admin, '/h0a2');
  await admin.getByRole('button', { name: 'Pause' }).waitFor();
  await look(tour, admin, '/h0a2', {});
  await admin.context().close();
  // axe at the private lobby and the watched game; the sideways scroll at both lobbies.
  expectClean(tour, 2, 2);
});

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
  await admin.setViewportSize({ width: 375, height: 900 });
  await shot(admin, 'header-menu-375');
  await admin.setViewportSize({ width: 320, height: 900 });
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
  'signed out, / at $width x $height shows the game: sentence, board with pieces, Play now and Sign in in view, a game on a loop, links to sign in, the rules and TV',
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
    const playNow = ways.getByRole('link', { name: 'Play now', exact: true });
    const pieces = board.locator('.g-token');
    expect(await pieces.count()).toBe(2);
    expect({
      scrolled: await page.evaluate(() => window.scrollY),
      sentence: await inView(sentence),
      board: await inView(board),
      pieces: [await inView(pieces.first()), await inView(pieces.last())],
      signIn: await inView(signIn),
      playNow: await inView(playNow),
    }).toEqual({
      scrolled: 0,
      sentence: true,
      board: true,
      pieces: [true, true],
      signIn: true,
      playNow: true,
    });
    const boardBox = (await board.boundingBox())!;
    expect(boardBox.width).toBeGreaterThanOrEqual(name === 'phone' ? 300 : 480);
    await page.waitForLoadState('load');
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

test('a visitor with no account on a 375 x 667 phone plays a whole game from the welcome screen, told it is not recorded, and is offered sign-in', async () => {
  const ctx = await h.browser.newContext({
    baseURL: h.url,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await ctx.newPage();
  // The page's own clock, so the relaxed clock's 9 s reveal of each turn can be skipped (it runs at real speed else).
  await page.clock.install();
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') posted.push(r.url());
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Get started' }).getByRole('link', { name: 'Play now' }).click();
  await page.waitForURL((u) => u.pathname === '/play-now');
  await expect(page.getByTestId('play-now-note').textContent()).resolves.toMatch(/not recorded, not rated/);
  await waitPhase(page, 'choose');
  await expect(page.getByRole('note', { name: 'Guide' }).textContent()).resolves.toMatch(
    /^Step 1: pick a character/,
  );
  // The relaxed clock: Choose is 30 s here, the spec's 10 s three times.
  await expect
    .poll(async () => Number((await page.locator('.g-clock-time').textContent())?.replace(/\D/g, '')))
    .toBeGreaterThan(20);
  await clickSquare(page, 61);
  await waitPhase(page, 'place');
  await clickSquare(page, 27);
  const over = page.locator('.g-phase[data-phase="over"]');
  const moving = page.locator('.g-phase[data-phase="move"]');
  for (let turn = 1; ; turn++) {
    await Promise.race([over.waitFor({ timeout: 40_000 }), moving.waitFor({ timeout: 40_000 })]);
    if (await over.isVisible()) break;
    if (turn === 1) expect(await sidewaysScroll(page)).toBe(0);
    await page.locator('button.g-sq.g-sq-move').first().click();
    await page.locator('button.g-sq.g-sq-hit').first().click();
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await waitPhase(page, 'reveal');
    await page.getByTestId('reveal-overlay').waitFor();
    if (turn === 1) await shot(page, 'play-now-reveal-375');
    await page.clock.fastForward(10_000);
  }
  const result = page.getByRole('dialog');
  await result.waitFor();
  await expect(result.textContent()).resolves.toContain(
    'This game was not recorded and did not change any rating.',
  );
  await result.getByRole('button', { name: 'Play again' }).waitFor();
  await shot(page, 'play-now-result-375');
  // Nothing but the session check was sent to the server: no matchmaking, no result, no guide answer.
  expect(posted.filter((url) => new URL(url).pathname !== '/v1/api/auth/user')).toEqual([]);
  await result.getByRole('link', { name: 'Sign in to play people and keep a rating' }).click();
  await page.waitForURL((u) => u.pathname === '/signin');
  await ctx.close();
}, 120_000);

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
  // The shared server's later files see the default art again (gameTour.test.ts counts the unset backgrounds).
  await h.server.api.ctx.db.kysely.deleteFrom('images').where('key', '=', 'leaderbg').execute();
});
