// The default look in a real game (issue 12 rows 2 and 3): a first-time player sees pictures, not letters, and
// the character's move, give and act pictures in their phases, on its square and in its card. Screenshots of
// Choose, Move, Give and the reveal at 375 and 1280 px go to test-artifacts/ (git-ignored).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, shot, waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // A reveal long enough to look at; Move long enough to see the give picture before Give starts.
  h = await startBrowserHarness({
    durations: { choose: 8000, place: 6000, move: 6000, hit: 8000, reveal: 3000 },
    aiThinkMs: 300,
  });
}, 60_000);
afterAll(async () => {
  await h.close();
});

/** The picture shown in an element: its file and pose, and whether a pose badge is drawn over it. */
async function pictureIn(el: Locator) {
  const pic = el.locator('.art-pic').first();
  await pic.waitFor({ timeout: 5000 });
  return {
    file: /([a-z-]+)(-[\w-]{8})?\.svg/.exec((await pic.locator('img').getAttribute('src')) ?? '')?.[1],
    pose: await pic.getAttribute('data-pose'),
    badge: await pic
      .locator('.art-badge')
      .getAttribute('class', { timeout: 1000 })
      .catch(() => null),
    loaded: await pic
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  };
}

// My piece on the board (not the faint copy of it on a planned move's square).
const mine = (page: Page) => page.locator('.g-token-me:not(.g-ghost *)');
// My card (the AI may pick the same character, so not found by name alone).
const myCard = (page: Page) => page.locator('article.art-play-card-me');

/** Waits until my token and my card show the Teacher's chalkboard in this pose (with its badge). */
async function expectPose(page: Page, pose: 'move' | 'give' | 'act') {
  const want = { file: 'teacher', pose, badge: `art-badge art-badge-${pose}`, loaded: true };
  await page
    .locator(`.g-token-me:not(.g-ghost *) .art-pic[data-pose="${pose}"]`)
    .waitFor({ timeout: 10_000 });
  expect(await pictureIn(mine(page))).toEqual(want);
  expect(await pictureIn(myCard(page))).toEqual(want);
  await expect(myCard(page).getAttribute('aria-label')).resolves.toBe('Teacher (T)');
}

async function playWithDefaultArt(width: number) {
  const page = await h.signedInPage(width === 375 ? 'bob' : 'alice', { name: 'Alice', width });
  await page.goto('/game');
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');

  // Choose: every character as its picture on its start square and in its card, the letter still there.
  const teacherSquare = page.locator('button.g-sq[data-sq="61"]');
  expect(await pictureIn(teacherSquare)).toEqual({
    file: 'teacher',
    pose: 'face',
    badge: null,
    loaded: true,
  });
  await expect(
    teacherSquare.locator('.g-token-letter').evaluate((el) => getComputedStyle(el, '::before').content),
  ).resolves.toBe('"T"');
  const cook = page.getByRole('button', { name: /^Cook/ });
  expect(await pictureIn(cook)).toEqual({ file: 'cook', pose: 'face', badge: null, loaded: true });
  await expect(page.locator('.g-sq .art-pic').count()).resolves.toBe(16);
  // The default floor under every square, loaded.
  const floor = await page
    .locator('button.g-sq[data-sq="0"] .g-sq-img')
    .evaluate((e) => getComputedStyle(e).backgroundImage);
  expect(floor).toMatch(/floor(-[\w-]+)?\.svg/);
  await shot(page, `art-choose-${width}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, `art-choose-${width}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });

  await clickSquare(page, 61);
  await waitPhase(page, 'place');
  await clickSquare(page, 27);

  // Move: the move picture; the blue squares wear the default move tile.
  await waitPhase(page, 'move');
  await expectPose(page, 'move');
  const tile = await page
    .locator('button.g-sq.g-sq-move .g-sq-img')
    .last()
    .evaluate((e) => getComputedStyle(e).backgroundImage);
  expect(tile).toMatch(/movetile(-[\w-]+)?\.svg/);
  await shot(page, `art-move-${width}`);

  // Once the move is planned the character plans its hit: the give picture (still in Move), then Give itself.
  await page.locator('button.g-sq.g-sq-move').first().click();
  await expectPose(page, 'give');
  await waitPhase(page, 'hit');
  await expectPose(page, 'give');
  await shot(page, `art-give-${width}`);

  // The reveal: the act picture.
  await page.locator('button.g-sq.g-sq-hit').first().click();
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await waitPhase(page, 'reveal');
  await expectPose(page, 'act');
  await page.waitForTimeout(1200); // the slides and the landing hit, for the screenshot
  await shot(page, `art-reveal-${width}`);
  // The opponent's character is a picture too.
  expect((await pictureIn(page.locator('.g-token-foe'))).pose).toBe('act');
  await page.context().close();
}

test('a game against the AI with the default art at 1280 px: pictures per phase on the square and in the card', async () => {
  await playWithDefaultArt(1280);
}, 90_000);

test('the same at 375 px', async () => {
  await playWithDefaultArt(375);
}, 90_000);

test('with nothing uploaded, the admin graphics screens show the default art as the current pictures', async () => {
  const page = await h.signedInPage('boss', { name: 'Boss', admin: true, width: 1280 });
  await page.goto('/setg');
  for (const name of ['move tile', 'tap tile', 'move effect', 'tap effect', 'floor tile']) {
    const art = page.getByRole('img', { name: `Default ${name}` }).locator('img');
    await expect(
      art.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0)),
    ).resolves.toBe(true);
  }
  await expect(page.getByText('None (default)').count()).resolves.toBe(3); // the three backgrounds
  await page.goto('/setg?view=characters');
  const teacher = page.getByRole('table', { name: 'Teacher (T)' });
  const face = teacher.getByRole('img', { name: 'Default teacher face' }).locator('img');
  await expect(face.getAttribute('src')).resolves.toMatch(/teacher(-[\w-]+)?\.svg$/);
  for (const pose of ['move', 'give', 'act'] as const)
    expect(await pictureIn(teacher.getByRole('img', { name: `Default teacher ${pose} image` }))).toEqual({
      file: 'teacher',
      pose,
      badge: `art-badge art-badge-${pose}`,
      loaded: true,
    });
  await shot(page, 'art-admin-characters-1280');
  await page.context().close();
}, 60_000);
