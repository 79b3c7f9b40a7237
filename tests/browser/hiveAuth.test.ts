// HiveAuth sign-in in a real browser (issue 37), against the stand-in HAS server and its scripted wallet
// (api/hive/standInHas.ts): on a phone the page shows the deep link and the wallet acts on it; on a desktop the
// wallet acts on what the QR code on the screen decodes to. No game is played here.
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { upsertHiveUser } from '../../api/db/users';
import { startStandInHas, type StandInHas } from '../../api/hive/standInHas';
import { BROWSER_ACCOUNTS, startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { seriousViolations } from './checks';

const { alice, bob } = BROWSER_ACCOUNTS;

let has: StandInHas;
let h: BrowserHarness;
beforeAll(async () => {
  has = await startStandInHas({
    requestMs: 60_000,
    keys: { alice: alice.keys.posting, bob: bob.keys.posting },
  });
  h = await startBrowserHarness({}, { HIVEAUTH_URL: has.url });
  // Both have a full profile: a sign-in lands on the game choice.
  const db = h.server.api.ctx.db.kysely;
  for (const name of ['alice', 'bob']) {
    const user = await upsertHiveUser(db, name, 'keychain', Date.now());
    await db
      .updateTable('users')
      .set({ name: name === 'alice' ? 'Alice' : 'Bob', email: `${name}@example.com` })
      .where('id', '=', user.id)
      .execute();
  }
});
afterAll(async () => {
  await h.close();
  await has.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** From /signin to a HiveAuth request for `username` waiting for the wallet. */
async function askHiveAuth(page: Page, username: string, again = false): Promise<void> {
  if (!again) {
    await page.goto('/signin');
    await page.getByRole('button', { name: /^HiveAuth/ }).click();
    await page.getByLabel('Username').fill(username);
  }
  await button(page, again ? 'Try again' : 'Sign in with HiveAuth').click();
  await page.getByRole('heading', { name: 'Approve in your wallet' }).waitFor();
}

/** Signed in: the game choice, under this player's name. */
async function atGameChoice(page: Page, name: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/');
  await button(page, 'Play with AI').waitFor();
  await page.getByRole('link', { name, exact: true }).waitFor();
}

test('on a phone (375 x 667, touch): the deep link; the wallet refuses, Try again, the wallet approves, and the game choice opens', async () => {
  const ctx = await h.browser.newContext({
    baseURL: h.url,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await ctx.newPage();
  await askHiveAuth(page, 'Alice');

  // A phone gets the link that opens the wallet app, the countdown, and no QR code unless asked.
  const open = page.getByRole('link', { name: 'Open in your wallet app' });
  const link = (await open.getAttribute('href')) ?? '';
  expect(link).toMatch(/^has:\/\/auth_req\/[A-Za-z0-9+/=]+$/);
  await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^Expires in 0:(5\d|60)$/);
  expect(await page.getByRole('img', { name: 'HiveAuth QR code for @alice' }).isVisible()).toBe(false);
  // A phone without a wallet app is told where to get one.
  expect(await page.getByRole('link', { name: 'Android', exact: true }).getAttribute('href')).toMatch(
    /play\.google\.com/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The person refuses in the wallet: the page says so and offers to try again.
  expect(has.wallet.open(link, { kind: 'refuse' })).toMatchObject({
    account: 'alice',
    app: 'Octoduel',
    keyType: 'posting',
  });
  await page.getByRole('alert').getByText('Your wallet refused the sign-in request.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/signin');

  // Again, and this time the wallet approves: signed in as alice, at the game choice.
  await askHiveAuth(page, 'alice', true);
  const second =
    (await page.getByRole('link', { name: 'Open in your wallet app' }).getAttribute('href')) ?? '';
  expect(second).not.toBe(link);
  const approved = has.wallet.open(second, { kind: 'approve' });
  expect(approved.challenge).toMatch(/^octoduel:login:alice:[0-9a-f]{32}$/);
  await atGameChoice(page, 'Alice');
  await ctx.close();
});

test('on a desktop: the QR code on the screen decodes to the request, the wallet that scanned it approves; an expired request says so', async () => {
  const page = await (await h.context(1280)).newPage();
  // First a request the wallet lets expire.
  has.requestMs = 3000;
  await askHiveAuth(page, 'bob');
  await page
    .getByRole('alert')
    .getByText('The sign-in request expired before your wallet answered.')
    .waitFor();
  await button(page, 'Try again').waitFor();

  has.requestMs = 60_000;
  await askHiveAuth(page, 'bob', true);
  const qr = page.getByRole('img', { name: 'HiveAuth QR code for @bob' });
  await qr.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  // What a phone's camera would read off the screen.
  const shot = await qr.screenshot();
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
  expect(scanned).toMatch(/^has:\/\/auth_req\//);
  expect(scanned).toBe(await page.getByRole('link', { name: 'Open the request in it' }).getAttribute('href'));
  has.wallet.open(scanned, { kind: 'approve' });
  await atGameChoice(page, 'Bob');
  await page.context().close();
});
