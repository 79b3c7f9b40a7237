// The first five minutes (issue 24) on a real phone-sized and desktop screen: in every phase in which a
// player acts the board, the countdown and Set (Back in Choose and Place) are in view without scrolling; the
// reveal's labels never overlap; the result leaves the squares that decided the game in view; a game played
// by keyboard alone with Set by key; leaving a live game asks first (a link, Back, closing the tab). Screenshots go to test-artifacts/.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../api/db/sessions';
import { squareName } from '../../engine';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { shot, waitPhase } from './gameKit';
import { LOOKING_DURATIONS, sidewaysScroll, walkAiGame, type ShownPhase } from './phaseWalk';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: LOOKING_DURATIONS, aiThinkMs: 300 });
}, 60_000);
afterAll(async () => {
  await h.close();
});

const SIZES = [
  { name: 'phone', width: 375, height: 667, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false },
] as const;

type Size = (typeof SIZES)[number];

/** A signed-in page on a context of this size (a phone context is mobile and has touch). */
async function pageOf(username: string, size: Size): Promise<Page> {
  const { page: first, token } = await h.signedInSession(username, { name: username.toUpperCase() });
  await first.context().close();
  const ctx = await h.browser.newContext({
    baseURL: h.url,
    viewport: { width: size.width, height: size.height },
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
  });
  await ctx.addCookies([{ name: SESSION_COOKIE, value: token, url: h.url, httpOnly: true, sameSite: 'Lax' }]);
  return ctx.newPage();
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every element matching `selector` with its box inside the viewport (the page scrolled to its top). */
async function outOfView(page: Page, selectors: readonly string[]): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const out: string[] = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).first().boundingBox();
    const vp = page.viewportSize()!;
    if (box === null) out.push(`${selector}: missing`);
    else if (
      box.x < 0 ||
      box.y < 0 ||
      box.x + box.width > vp.width + 0.5 ||
      box.y + box.height > vp.height + 0.5
    )
      out.push(`${selector}: ${JSON.stringify(box)}`);
  }
  return out;
}

/** The boxes of the reveal's hit labels. */
const labelBoxes = (page: Page) =>
  page.locator('text.g-reveal-label').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

/** The squares the shown reveal's moves and hits name. */
const revealSquares = (page: Page) =>
  page
    .locator('[data-testid="reveal-overlay"] [data-to], [data-testid="reveal-overlay"] [data-square]')
    .evaluateAll((els) => [
      ...new Set(
        els.flatMap((e) =>
          [e.getAttribute('data-from'), e.getAttribute('data-to'), e.getAttribute('data-square')]
            .filter((v): v is string => v !== null && Number(v) >= 0)
            .map(Number),
        ),
      ),
    ]);

test.each(SIZES)(
  '$name ($width x $height): everything a player needs in view in every phase',
  async (size) => {
    const page = await pageOf(`fit${size.name}`, size);
    const problems: string[] = [];
    const boards: Record<string, number> = {};
    const acting: Record<ShownPhase, readonly string[] | undefined> = {
      choose: ['.g-board', '.g-clock', '.g-back-button'],
      place: ['.g-board', '.g-clock', '.g-back-button'],
      move: ['.g-board', '.g-clock', '.g-set-button', '.g-back-button'],
      give: ['.g-board', '.g-clock', '.g-set-button', '.g-back-button'],
      reveal: undefined,
      over: undefined,
    };
    await walkAiGame(page, async (phase) => {
      const needed = acting[phase];
      if (needed !== undefined) {
        problems.push(...(await outOfView(page, needed)).map((p) => `${phase}: ${p}`));
        boards[phase] = Math.round((await page.locator('.g-board').boundingBox())?.width ?? 0);
        const scroll = await sidewaysScroll(page);
        if (scroll !== 0) problems.push(`${phase}: scrolls sideways by ${scroll}`);
      }
      if (phase === 'move') {
        // One name per square, the notation's (e4): in the squares' labels and drawn along the board's edges.
        const names = await page
          .locator('.g-board button.g-sq')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.split(',')[0]));
        if (names[0] !== 'a8' || names[36] !== 'e4' || names[63] !== 'h1')
          problems.push(`move: squares named ${names[0]}, ${names[36]}, ${names[63]}`);
        const edges = (await page.locator('.g-coord-file').allTextContents()).join('');
        const ranks = (await page.locator('.g-coord-rank').allTextContents()).join('');
        if (edges !== 'abcdefgh' || ranks !== '87654321') problems.push(`move: edges read ${edges} ${ranks}`);
        problems.push(...(await outOfView(page, ['.g-coord-file >> nth=7'])).map((p) => `move: ${p}`));
      }
      if (phase === 'reveal') {
        const labels = await labelBoxes(page);
        if (labels.length === 2 && intersects(labels[0]!, labels[1]!))
          problems.push('reveal: labels overlap');
      }
      if (phase === 'over') {
        // The result leaves every square of the last reveal in view.
        await page.waitForTimeout(300);
        const dialog = (await page.getByRole('dialog').boundingBox())!;
        for (const sq of await revealSquares(page)) {
          const box = await page.locator(`button.g-sq[data-sq="${sq}"]`).boundingBox();
          if (box !== null && intersects(dialog, box)) problems.push(`over: the result covers square ${sq}`);
        }
        await page.getByRole('dialog').getByText('Watch the replay').waitFor();
      }
      await shot(page, `fit-${phase}-${size.name}`);
    });
    expect(problems).toEqual([]);
    // One board size in every phase.
    expect(new Set(Object.values(boards)).size).toBe(1);
    await page.context().close();
  },
  150_000,
);

test('keyboard only: arrows visit targets, Set by S, a refused square said why; leaving asks first', async () => {
  const page = await pageOf('keys', SIZES[1]);
  const said = () => page.getByTestId('announcer').textContent();
  await page.goto('/game');
  await page.getByRole('radio', { name: 'easy' }).check();
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-sq') ?? null);
  await page.waitForFunction(() => document.activeElement?.matches('.g-board button.g-sq') === true);
  await page.keyboard.press('Enter');
  await waitPhase(page, 'place');
  await page.waitForFunction(() => document.activeElement?.matches('.g-board button.g-sq') === true);
  await page.keyboard.press('Enter');
  await waitPhase(page, 'move', 20_000);
  await page.locator('button.g-sq.g-sq-move').first().waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('.g-board button.g-sq-move') === true);
  // Arrows go from target to target only.
  for (const key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
    const sq = await focused();
    await expect(page.locator(`button.g-sq[data-sq="${sq}"]`).getAttribute('class')).resolves.toContain(
      'g-sq-move',
    );
  }
  // S before a hit is planned: Set is refused, and the reason is said.
  await expect(page.locator('.g-set-button').isDisabled()).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await page.locator('button.g-sq.g-sq-hit').first().waitFor();
  // The ghost of the piece on the planned move (unless it stays put).
  await page.locator('.g-sq-planned-move').waitFor();
  // A click on a square out of range: the live region says why.
  const outside = await page
    .locator('button.g-sq:not(.g-sq-hit)')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-sq')).find((s) => s !== null));
  await page.locator(`button.g-sq[data-sq="${outside}"]`).click({ force: true });
  // …naming the square as the notation does (e4).
  await expect
    .poll(said)
    .toBe(`${squareName(Number(outside))}: Your character cannot hit that square from its move target.`);
  await expect(said()).resolves.toMatch(/^[a-h][1-8]: /);
  await page.locator('.g-board button.g-sq-hit').first().focus();
  await page.keyboard.press('Enter');
  // The hit comes back from the server first (a moment on a loaded machine).
  await expect.poll(() => page.locator('.g-set-button').isEnabled()).toBe(true);
  await expect(page.locator('.g-waiting').textContent()).resolves.toBe('');
  await shot(page, 'keys-planned-1280');

  // While the game is live (before Set, so a turn-1 hit cannot end it first):
  // The header's Sound switch, on by default: off by keyboard, remembered in this browser.
  const sound = page.locator('header').getByRole('switch', { name: 'Sound' });
  await expect(sound.getAttribute('aria-checked')).resolves.toBe('true');
  const switchBox = (await sound.boundingBox())!;
  expect(Math.min(switchBox.width, switchBox.height)).toBeGreaterThanOrEqual(44);
  await sound.focus();
  await page.keyboard.press('Space');
  await expect(sound.getAttribute('aria-checked')).resolves.toBe('false');
  await expect(page.evaluate(() => localStorage.getItem('octoduel.sound.muted'))).resolves.toBe('1');
  await page.locator('.g-board button.g-sq-hit').first().focus();

  // Closing (or reloading) the tab asks too, with the browser's own question; dismissed, the game stays.
  const kinds: string[] = [];
  const onUnloadDialog = (d: Dialog) => {
    kinds.push(d.type());
    void d.dismiss();
  };
  page.on('dialog', onUnloadDialog);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => kinds).toContain('beforeunload');
  page.off('dialog', onUnloadDialog);
  expect(page.isClosed()).toBe(false);

  // Leaving the live game (still before Set): a header link asks first; No keeps the game, so does the browser's Back.
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.locator('header').getByRole('link', { name: 'How to play' }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/play');
  await page.goBack();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/play');
  await page.locator('.g-board').waitFor();
  expect(asked).toHaveLength(2);
  expect(asked[0]).toMatch(/Leave this game\?/);
  await page.locator('.g-board button.g-sq-hit').first().focus();
  await page.keyboard.press('s');
  await waitPhase(page, 'reveal', 15_000);
  await page.context().close();
}, 120_000);
