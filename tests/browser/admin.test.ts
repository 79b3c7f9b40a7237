import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({}); // its own server: these tests change global settings (texts, floor tile)
});
afterAll(async () => {
  await alicePage?.context().close();
  await h.close();
});

const admin = (width?: number) => h.signedInPage('boss', { name: 'Boss', admin: true, width });

let alicePage: Page | undefined;
/** A non-admin's page, one for the read-only tests, which only look (a fresh page costs about 1.3 core-seconds). */
const alice = async () => (alicePage ??= await h.signedInPage('alice', { name: 'Alice' }));

test('the admin landing page links to the four settings screens', async () => {
  const page = await admin();
  await page.goto('/admin');
  for (const [name, path] of [
    ['AI Settings', '/seta'],
    ['Graphics Settings', '/setg'],
    ['Leaderboard Settings', '/setl'],
    ['Play Settings', '/setp'],
  ] as const) {
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((u) => u.pathname === path);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
  }
  await page.context().close();
});

test('an admin changes the leaderboard title: refused over 50 characters, then saved and kept after reload', async () => {
  const page = await admin(375);
  await page.goto('/setl');
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Title must be at most 50 characters.').waitFor();
  await title.fill('Summer Ladder');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('status').filter({ hasText: 'Successfully updated!' }).waitFor();
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('Summer Ladder');
  await page.goto('/leaderboard');
  await page.getByRole('table', { name: 'Summer Ladder' }).waitFor();
  await page.context().close();
});

test('an admin changes a play text and sees the toast and the new value after reload', async () => {
  const page = await admin();
  await page.goto('/setp');
  const join = page.getByLabel('Join Game text', { exact: true });
  await expect(join.inputValue()).resolves.toBe('Join Game');
  await join.fill('Enter a Code');
  await join.press('Enter'); // the keyboard saves too
  await page.getByRole('status').filter({ hasText: 'Successfully saved Join Game text!' }).waitFor();
  await page.reload();
  await expect(page.getByLabel('Join Game text', { exact: true }).inputValue()).resolves.toBe('Enter a Code');
  await page.context().close();
});

test('an admin uploads a floor tile and sees its preview', async () => {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 4, background: { r: 30, g: 160, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const page = await admin();
  await page.goto('/setg');
  const input = page.getByLabel('Floor tile', { exact: true });
  const saveButton = page.locator('form').filter({ has: input }).getByRole('button', { name: 'Save' });
  await expect(saveButton.isDisabled()).resolves.toBe(true);
  await input.setInputFiles({ name: 'floor.png', mimeType: 'image/png', buffer: png });
  await page.getByAltText('Chosen floor tile').waitFor();
  await expect(saveButton.isEnabled()).resolves.toBe(true);
  await saveButton.click();
  await page.getByRole('status').filter({ hasText: 'Successfully saved floor tile!' }).waitFor();
  const current = page.getByAltText('Current floor tile');
  expect(await current.getAttribute('src')).toMatch(/^\/v1\/setting\/image\/floortile\?v=\d+$/);
  await page.reload();
  await page.getByAltText('Current floor tile').waitFor();
  const loaded = await page
    .getByAltText('Current floor tile')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(loaded).toBe(32);
  await page.context().close();
});

test.each(['/seta', '/setg', '/setp'])('a non-admin who opens %s stays there, read-only', async (path) => {
  const page = await alice();
  await page.goto(path);
  await page.getByText('Only admins can change these settings.').waitFor();
  expect(new URL(page.url()).pathname).toBe(path);
});

test('a non-admin sees /setl read-only: the saved values, the line, and no enabled save control', async () => {
  const page = await alice();
  await page.goto('/setl');
  await page.getByText('Only admins can change these settings.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/setl');
  const title = page.getByLabel('Title', { exact: true });
  await title.waitFor();
  await expect(title.isDisabled()).resolves.toBe(true);
  const content = page.locator('main');
  const controls = await content.locator('input, button, select, textarea').count();
  expect(controls).toBeGreaterThan(5);
  expect(
    await content.locator('input:enabled, button:enabled, select:enabled, textarea:enabled').count(),
  ).toBe(0);
  expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
});
