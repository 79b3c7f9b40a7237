import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';

let h: BrowserHarness;
/** One signed-out visitor typing each address in turn (a fresh page costs Chromium about 1.3 core-seconds). */
let visitor: Page;
beforeAll(async () => {
  h = await startBrowserHarness();
  visitor = await (await h.context()).newPage();
});
afterAll(async () => {
  await visitor.context().close();
  await h.close();
});

test.each([
  { path: '/profile', want: '/signin' },
  { path: '/leaderboard', want: '/signin' },
  { path: '/admin', want: '/signin' },
  { path: '/game', want: '/signin' },
])('signed out, $path goes to $want', async ({ path, want }) => {
  await visitor.goto(path);
  await visitor.waitForURL((u) => u.pathname === want);
  expect(new URL(visitor.url()).pathname).toBe(want);
  await expect(
    visitor.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).isVisible(),
  ).resolves.toBe(true);
});

test('a signed-in player sees the profile link with its name; a player without a valid name goes to /rename', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice' });
  await page.goto('/leaderboard');
  await page.getByRole('link', { name: 'Alice' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/leaderboard');
  expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  await page.context().close();
  const renamed = await h.signedInPage('bob', { name: 'B0b' });
  await renamed.goto('/profile');
  await renamed.waitForURL((u) => u.pathname === '/rename');
  await renamed.context().close();
});

test('a non-admin who opens /admin is sent home (settings screens are read-only instead); an admin sees the Admin link', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice' });
  await page.goto('/admin');
  await page.waitForURL((u) => u.pathname === '/');
  await page.context().close();
  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true });
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Admin' }).waitFor();
  expect(new URL(admin.url()).pathname).toBe('/admin');
  await admin.context().close();
});
