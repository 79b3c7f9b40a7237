// Screenshots of every phase of a game (the game choice, start, choose, place, move, give, reveal, over) at 375 and 1280 px,
// light and dark, under the git-ignored test-artifacts/ folder (issue 13). Each phase is also checked to show
// its hint line, so a broken screen fails here rather than only looking wrong in a picture; in Choose all 16
// cards fit on a 1280 x 900 screen.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { ARTIFACTS, shot, waitPhase } from './gameKit';
import { LOOKING_DURATIONS, sidewaysScroll, walkAiGame } from './phaseWalk';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: LOOKING_DURATIONS, aiThinkMs: 300 });
}, 60_000);
afterAll(async () => {
  await h.close();
});

const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Four screenshots of the page as it is now: phase-<name>-<width>-<scheme>.png. */
async function shoot(page: Page, name: string): Promise<string[]> {
  const files: string[] = [];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const file = `phase-${name}-${width}-${scheme}`;
      await shot(page, file);
      files.push(`${ARTIFACTS}/${file}.png`);
    }
  }
  return files;
}

test('screenshots of every phase at 375 and 1280 px, light and dark', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  const files: string[] = [];
  const hints: Record<string, string> = {};
  await walkAiGame(
    page,
    async (phase) => {
      hints[phase] = (await page.locator('.g-hint').textContent()) ?? '';
      files.push(...(await shoot(page, phase)));
      if (phase === 'choose') {
        // At 1280 x 900 the board and all sixteen cards fit on one screen.
        await page.setViewportSize({ width: 1280, height: 900 });
        const bottoms = await page
          .locator('.g-char-card')
          .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().bottom));
        expect(bottoms).toHaveLength(16);
        expect(Math.max(...bottoms)).toBeLessThanOrEqual(900);
      }
    },
    async () => {
      // The game choice a player starts from (the start bar of a game between people: the next test).
      await page.goto('/game');
      await page.getByRole('button', { name: 'Play with AI' }).waitFor();
      await page.waitForLoadState('networkidle');
      files.push(...(await shoot(page, 'choice')));
      await page.getByRole('radio', { name: 'easy' }).check();
      await page.getByRole('button', { name: 'Play with AI' }).click();
    },
  );
  expect(hints).toMatchObject({
    choose: 'Pick your character: click a piece or a card',
    place: 'Place your character: click a square',
    move: 'Click a blue square to move',
    give: 'Click a red square to hit, then Set',
    reveal: 'The arrows show both moves, the marks both hits',
    over: 'The game is over',
  });
  expect(files).toHaveLength(7 * 4);
  expect(files.filter((f) => !existsSync(f))).toEqual([]);
  await page.context().close();
}, 180_000);

test('the start bar of a private game: its hint, no sideways scroll, screenshots', async () => {
  const cleo = await h.signedInPage('cleo', { name: 'Cleo', width: 1280 });
  const dan = await h.signedInPage('dan', { name: 'Dan', width: 1280 });
  await cleo.goto('/game');
  await cleo.getByRole('button', { name: 'Create Game' }).click();
  await cleo.waitForURL('**/lobby');
  const code = (await cleo.locator('.g-game-code').textContent())?.trim() ?? '';
  await dan.goto('/game');
  await dan.getByLabel('Game code').fill(code);
  await dan.getByRole('button', { name: 'Join Game' }).click();
  await Promise.all([cleo.waitForURL('**/play'), dan.waitForURL('**/play')]);
  await waitPhase(cleo, 'start');
  await expect(cleo.locator('.g-hint').textContent()).resolves.toBe('Click Start when you are ready');
  for (const width of [320, 375]) {
    await cleo.setViewportSize({ width, height: 800 });
    await expect(sidewaysScroll(cleo)).resolves.toBe(0);
  }
  const files = await shoot(cleo, 'start');
  expect(files.filter((f) => !existsSync(f))).toEqual([]);
  await Promise.all([cleo.context().close(), dan.context().close()]);
}, 60_000);

test('screenshots of How to play and the open header menu at 375 and 1280 px', async () => {
  const page = await h.signedInPage('bob', { name: 'Bob', width: 375 });
  await page.goto('/rules');
  await page.getByRole('heading', { name: 'An example turn' }).waitFor();
  const files = await shoot(page, 'rules');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('header').getByRole('link', { name: 'How to play' }).waitFor();
  await shot(page, 'header-menu-375');
  expect(files.filter((f) => !existsSync(f))).toEqual([]);
  await page.context().close();
});
