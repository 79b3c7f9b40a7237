// The guided first game (issue 13): offered to a player who never finished a game, a coach mark at each step
// of a game against the easy AI, and never offered again once done or skipped (stored on the server).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { shot, waitPhase } from './gameKit';
import { LOOKING_DURATIONS, walkAiGame } from './phaseWalk';

let h: BrowserHarness;
beforeAll(async () => {
  // Slow phases to look around in (a phase ends once both are done), but a short reveal: the guided game runs
  // on the relaxed clock, three times the reveal every turn, and is played to its end.
  h = await startBrowserHarness({ durations: { ...LOOKING_DURATIONS, reveal: 700 }, aiThinkMs: 200 });
});
afterAll(async () => {
  await h.close();
});

const OFFER = 'New here? Play a guided first game';

/** Opens the game choice and waits until the guide's answer has arrived. */
async function openChoice(page: Page): Promise<void> {
  await page.goto('/game');
  await page.getByRole('button', { name: 'Play with AI' }).waitFor();
  await page.waitForLoadState('networkidle');
}

test('a new player is offered the guide, plays it with a coach mark at every step, and is not offered it again', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice', width: 375, height: 667 });
  await openChoice(page);
  await page.getByRole('heading', { name: OFFER }).waitFor();
  const marks: Record<string, string> = {};
  const outlined: Record<string, string> = {};
  const offScreen: string[] = [];
  const coach = page.getByRole('note', { name: 'Guide' });
  await walkAiGame(
    page,
    async (phase) => {
      marks[phase] = (await coach.textContent()) ?? '';
      // On a 375 x 667 phone the tip is on the screen at every step, not below the fold.
      const box = await coach.boundingBox();
      if (box === null || box.y < 0 || box.y + box.height > 667) offScreen.push(phase);
      // The mark points at what to click: the board is outlined while a square is wanted.
      outlined[phase] = await page.locator('.g-board').evaluate((b) => getComputedStyle(b).outlineStyle);
      if (phase === 'give') await shot(page, 'guide-give-375');
    },
    async () => {
      await page.getByRole('button', { name: 'Start the guided game' }).click();
    },
  );
  expect(marks.choose).toMatch(/^Step 1: pick a character/);
  expect(marks.place).toMatch(/^Step 2: click any square/);
  expect(marks.move).toMatch(/^Step 3 \(Move\): the blue squares are where you can move/);
  expect(marks.give).toMatch(/^Step 4 \(Hit\): the red squares are where you can hit/);
  expect(marks.reveal).toMatch(/^Reveal: both plans are shown at once/);
  expect(marks.over).toMatch(/^That was your first game!/);
  expect(offScreen).toEqual([]);
  expect(outlined).toMatchObject({ choose: 'dashed', place: 'dashed', move: 'dashed', give: 'dashed' });
  expect(outlined.reveal).not.toBe('dashed');
  // Done is stored on the server: no offer on the next visit, nor in another browser.
  await page.getByRole('button', { name: 'Home' }).click();
  await openChoice(page);
  expect(await page.getByRole('heading', { name: OFFER }).count()).toBe(0);
  await page.context().close();
  const again = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  await openChoice(again);
  expect(await again.getByRole('heading', { name: OFFER }).count()).toBe(0);
  await again.context().close();
}, 180_000);

/** The seconds the countdown shows now. */
const countdown = async (page: Page) =>
  Number((await page.locator('.g-clock-time').textContent())?.replace(/\D/g, ''));

test.each([
  { name: 'phone', width: 375, height: 667, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false },
])(
  '$name ($width x $height): the guided game runs on the relaxed clock, though the switch is off',
  async (size) => {
    const { width, height, isMobile, hasTouch } = size;
    const page = await h.signedInPage(`calm${size.name}`, {
      name: 'Calm',
      width,
      height,
      isMobile,
      hasTouch,
    });
    await openChoice(page);
    await page.getByRole('heading', { name: OFFER }).waitFor();
    await expect(page.getByRole('switch', { name: 'Relaxed clock' }).isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Start the guided game' }).click();
    await waitPhase(page, 'choose');
    // Choose lasts 30 s in this harness: the countdown starts from three times that, and says why.
    await expect.poll(() => countdown(page)).toBeGreaterThan(60);
    await expect(page.locator('.g-clock-relaxed').textContent()).resolves.toBe('Relaxed clock');
    await expect(page.locator('.g-clock-relaxed').isVisible()).resolves.toBe(true);
    await shot(page, `guide-relaxed-choose-${size.name}`);
    await page.locator('button.g-sq[data-sq="61"]').click();
    await waitPhase(page, 'place');
    await expect.poll(() => countdown(page)).toBeGreaterThan(60);
    await page.context().close();
  },
  60_000,
);

test('skipping the offer hides it for good; a plain game shows no coach marks', async () => {
  const page = await h.signedInPage('bob', { name: 'Bob', width: 1280 });
  await openChoice(page);
  await page.getByRole('button', { name: 'Skip the guide' }).click();
  expect(await page.getByRole('heading', { name: OFFER }).count()).toBe(0);
  await openChoice(page);
  expect(await page.getByRole('heading', { name: OFFER }).count()).toBe(0);
  await page.getByRole('radio', { name: 'easy' }).check();
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.locator('.g-phase[data-phase="choose"]').waitFor();
  expect(await page.getByRole('note', { name: 'Guide' }).count()).toBe(0);
  // A plain game takes the switch's clock (off): the harness's 30 s Choose, no relaxed badge.
  await expect.poll(() => countdown(page)).toBeGreaterThan(0);
  expect(await countdown(page)).toBeLessThanOrEqual(30);
  expect(await page.locator('.g-clock-relaxed').count()).toBe(0);
  await page.context().close();
});

test('skipping from inside the guided game ends it too', async () => {
  const page = await h.signedInPage('carol', { name: 'Carol', width: 1280 });
  await openChoice(page);
  await page.getByRole('button', { name: 'Start the guided game' }).click();
  const coach = page.getByRole('note', { name: 'Guide' });
  await coach.waitFor();
  await coach.getByRole('button', { name: 'Skip the guide' }).click();
  await coach.waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const res = await page.request.get('/v1/api/auth/guide');
  expect(await res.json()).toMatchObject({ offer: false, guide: 'skipped' });
  await page.context().close();
});
