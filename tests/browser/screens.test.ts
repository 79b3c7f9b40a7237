// The main screens of the product at 375 px and 1280 px (screenshots under test-artifacts/), and an uploaded
// leaderboard background shown on the leaderboard.
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
