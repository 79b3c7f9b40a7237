// Uploaded graphics replace the default art in play (issue 12 rows 2 and 3), with the opacity settings applied:
// the character's move, give and act images (charimg), its face, the tiles and the effects.
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, shot, waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({
    // Each phase is read before the test acts in it, and ends once the test has (the AI acts at once): long enough
    // that a slow host still reads the choice before the clock picks a character for it (a CI run met that).
    durations: { choose: 60_000, place: 60_000, move: 60_000, hit: 60_000, reveal: 20_000 },
    aiThinkMs: 300,
  });
});
afterAll(async () => {
  await h.close();
});

const png = async ([r, g, b]: readonly [number, number, number]) =>
  (
    await sharp({ create: { width: 16, height: 16, channels: 4, background: { r, g, b, alpha: 1 } } })
      .png()
      .toBuffer()
  ).toString('base64');

/** Posts a setting from the admin's page (same origin, its session cookie). */
async function post(page: Page, path: string, body: Record<string, unknown>) {
  const status = await page.evaluate(
    async ([p, b]) =>
      (
        await fetch(p, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        })
      ).status,
    [path, body] as const,
  );
  expect(status, path).toBe(200);
}

/** The character picture in an element: where it comes from, its opacity, pose and badge. */
async function pictureIn(el: Locator) {
  const pic = el.locator('.art-pic').first();
  await pic.waitFor({ timeout: 5000 });
  const img = pic.locator('img');
  return {
    src: ((await img.getAttribute('src')) ?? '').replace(/\?v=\d+$/, ''),
    opacity: await img.evaluate((e) => getComputedStyle(e).opacity),
    pose: await pic.getAttribute('data-pose'),
    badges: await pic.locator('.art-badge').count(),
  };
}

const background = (el: Locator) =>
  el.evaluate((e) => [
    getComputedStyle(e).backgroundImage.replace(/\?v=\d+/, ''),
    getComputedStyle(e).opacity,
  ]);

test('uploaded charimg move/give/act, face, tiles and effects replace the defaults, at their opacities', async () => {
  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true });
  await admin.goto('/setg');
  for (const [n, colour] of [
    [0, [200, 30, 30]],
    [1, [30, 160, 60]],
    [2, [30, 60, 200]],
  ] as const)
    await post(admin, '/v1/setting/charimg', { imgFor: 'T', n, image: await png(colour) });
  await post(admin, '/v1/setting/setgcharface', { n: 15, image: await png([240, 200, 40]) });
  for (const key of ['floortile', 'movetile', 'taptile', 'moveeffect', 'tapeffect'])
    await post(admin, `/v1/setting/setg${key}`, { image: await png([90, 90, 90]) });
  await post(admin, '/v1/setting/saveopacity', { title: 'tileOpacity', value: 0.5 });
  await post(admin, '/v1/setting/saveopacity', { title: 'faceOpacity', value: 0.7 });
  await post(admin, '/v1/setting/saveopacity', { title: 'imageOpacity', value: 0.6 });
  // The admin screen now shows the uploads as current instead of the defaults.
  await admin.goto('/setg?view=characters');
  const teacher = admin.getByRole('table', { name: 'Teacher (T)' });
  await expect(teacher.getByAltText('Current teacher move image').getAttribute('src')).resolves.toMatch(
    /charimg-T-0/,
  );
  await expect(teacher.getByRole('img', { name: 'Default teacher face' }).count()).resolves.toBe(0);
  await admin.context().close();

  const page = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  await page.goto('/game');
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  // Choose: the uploaded face at the face opacity; a character without uploads keeps its default picture.
  const face = { src: '/v1/setting/image/charface-15', opacity: '0.7', pose: 'face', badges: 0 };
  expect(await pictureIn(page.locator('button.g-sq[data-sq="61"]'))).toEqual(face);
  expect(await pictureIn(page.getByRole('button', { name: /^Teacher/ }))).toEqual(face);
  expect((await pictureIn(page.getByRole('button', { name: /^Cook/ }))).src).toMatch(/cook(-[\w-]+)?\.svg$/);
  expect(await background(page.locator('button.g-sq[data-sq="0"] .g-sq-img').first())).toEqual([
    expect.stringContaining('/v1/setting/image/floortile'),
    '0.5',
  ]);
  await clickSquare(page, 61);
  await waitPhase(page, 'place');
  await clickSquare(page, 27);

  const mine = page.locator('.g-token-me:not(.g-ghost *)');
  const card = page.locator('article.art-play-card-me'); // the AI may pick the Teacher too
  const image = (n: number, pose: string) => ({
    src: `/v1/setting/image/charimg-T-${n}`,
    opacity: '0.6',
    pose,
    badges: 0,
  });
  await waitPhase(page, 'move');
  await page.locator('.g-token-me:not(.g-ghost *) .art-pic[data-pose="move"]').waitFor();
  expect(await pictureIn(mine)).toEqual(image(0, 'move'));
  expect(await pictureIn(card)).toEqual(image(0, 'move'));
  expect(await background(page.locator('button.g-sq-move .g-sq-img').last())).toEqual([
    expect.stringContaining('/v1/setting/image/movetile'),
    '0.5',
  ]);
  await page.locator('button.g-sq.g-sq-move').first().click();
  await page.locator('.g-token-me:not(.g-ghost *) .art-pic[data-pose="give"]').waitFor();
  expect(await pictureIn(mine)).toEqual(image(1, 'give'));
  expect(await pictureIn(card)).toEqual(image(1, 'give'));
  expect(await background(page.locator('button.g-sq-hit .g-sq-img').last())).toEqual([
    expect.stringContaining('/v1/setting/image/taptile'),
    '0.5',
  ]);
  await page.locator('button.g-sq.g-sq-hit').first().click();
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await waitPhase(page, 'reveal');
  await page.locator('.g-token-me:not(.g-ghost *) .art-pic[data-pose="act"]').waitFor();
  expect(await pictureIn(mine)).toEqual(image(2, 'act'));
  expect(await pictureIn(card)).toEqual(image(2, 'act'));
  // The effects: the move effect where my character slid to, the tap effect where a hit fell.
  const effect = page.locator('button.g-sq:has(.g-token-me:not(.g-ghost *)) .g-sq-effect img');
  await expect(effect.getAttribute('src')).resolves.toMatch(/\/v1\/setting\/image\/moveeffect/);
  await expect(effect.evaluate((e) => getComputedStyle(e).opacity)).resolves.toBe('0.6');
  await expect(page.locator('.g-sq-landed img').first().getAttribute('src')).resolves.toMatch(
    /\/v1\/setting\/image\/tapeffect/,
  );
  await shot(page, 'art-uploads-reveal-1280');
  await page.context().close();
});
