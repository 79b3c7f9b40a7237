// Profile screens in a real browser: legacy (email) sign-in and linking a Hive account at /profilecomplete,
// email confirmation, the name editor and Sign out on /profile, and /rename.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashPassword } from '../../api/auth/password';
import { createLegacyUser, findUserByUsername } from '../../api/db/users';
import { makeTestAccount } from '../../api/hive/standInNode';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(async () => {
  await h.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Collects the page's alerts (and accepts them). */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test('legacy sign-in goes to /profilecomplete, which links a Hive account with SmartLock', async () => {
  const db = h.server.api.ctx.db.kysely;
  const passwordHash = await hashPassword('old secret');
  await createLegacyUser(
    db,
    { username: 'oldtimer', email: 'old@example.com', passwordHash, confirmToken: null },
    Date.now(),
  );
  const carol = makeTestAccount('carol', 'carol browser password');
  h.node.setAccount(carol.account);

  const page = await (await h.context(375)).newPage();
  await page.goto('/signin');
  await page.getByRole('button', { name: /^Old credentials/ }).click();
  await page.getByLabel('Email Address').fill('old@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await button(page, 'Sign in').click();
  await page.getByRole('alert').getByText('Wrong email or password.').waitFor();
  await page.getByLabel('Password', { exact: true }).fill('old secret');
  await button(page, 'Sign in').click();
  await page.waitForURL((u) => u.pathname === '/profilecomplete');
  await page.getByRole('heading', { name: 'Please login to your Hive account' }).waitFor();
  await page.getByText('only Hive sign-in').waitFor();
  expect(await page.getByRole('button', { name: /^Old credentials/ }).count()).toBe(0);

  // Link carol through SmartLock (login2): then the profile form, name still missing.
  await page.getByRole('button', { name: /^SmartLock/ }).click();
  await button(page, 'Add Account').click();
  await page.getByLabel('Hive Username').fill('carol');
  await page.getByLabel('Hive Private Posting Key').fill(carol.keys.posting);
  await page.getByLabel('Password (5 numeric digits)').fill('13579');
  await page.getByLabel('Confirm Password').fill('13579');
  await button(page, 'Add Account').click();
  await button(page, 'Unlock Account').waitFor();
  await page.getByLabel('Password (5 numeric digits)').fill('13579');
  await button(page, 'Unlock Account').click();
  await page.getByRole('heading', { name: 'Please complete your profile' }).waitFor();
  expect((await findUserByUsername(db, 'oldtimer'))?.hive_username).toBe('carol');
  expect(await page.getByLabel('Email').inputValue()).toBe('old@example.com');
  await page.context().close();
});

test('/confirm/:code confirms once; a used link alerts', async () => {
  const db = h.server.api.ctx.db.kysely;
  await createLegacyUser(
    db,
    { username: 'newbie', email: 'new@example.com', passwordHash: 'x', confirmToken: 'confirm-code-1234' },
    Date.now(),
  );
  const page = await (await h.context()).newPage();
  const seen = alerts(page);
  await page.goto('/confirm/confirm-code-1234');
  await page.getByRole('heading', { name: 'Account confirmed!' }).waitFor();
  expect(await page.getByRole('link', { name: 'Please Login' }).getAttribute('href')).toBe('/signin');
  expect((await findUserByUsername(db, 'newbie'))?.confirmed).toBe(1);
  await page.reload();
  await page.getByRole('heading', { name: 'This confirmation link did not work' }).waitFor();
  expect(seen).toEqual(['something is wrong']);
  await page.context().close();
});

test('/profile: name edit rules, a saved name reloads the page and shows in the header and the profile, then Sign out', async () => {
  const page = await h.signedInPage('dave', { name: 'Dave' });
  const seen = alerts(page);
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Update your name' }).waitFor();

  await button(page, 'Edit').click();
  await page.getByLabel('Name').fill(' Davy');
  await button(page, 'Update').click();
  await expect.poll(() => seen).toEqual(['The first and the last character can not be space.']);
  await page.getByLabel('Name').fill('');
  await button(page, 'Update').click();
  await expect.poll(() => seen.at(-1)).toBe('The name should not be empty');
  expect(await page.getByLabel('Name').count()).toBe(0);

  await button(page, 'Edit').click();
  await page.getByLabel('Name').fill('D4ve');
  await button(page, 'Update').click();
  await expect.poll(() => seen.at(-1)).toMatch(/^Use 3-20 letters.*\)\.$/);

  // A successful update reloads the page (as the spec does): a marker set before it is gone, and the
  // header and the profile both show the new name read back from the server.
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  await page.getByLabel('Name').fill('dave lister');
  await button(page, 'Update').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false))
    .toBe(false);
  await page.getByRole('link', { name: 'Dave Lister', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Dave Lister', exact: true }).waitFor();
  await page.getByText('Name: Dave Lister').waitFor();
  expect(await page.getByRole('link', { name: 'Dave', exact: true }).count()).toBe(0);
  expect(await page.getByLabel('Name').count()).toBe(0);

  await button(page, 'Sign out').click();
  await page.waitForURL((u) => u.pathname === '/signin');
  await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
  await page.goto('/profile');
  await page.waitForURL((u) => u.pathname === '/signin');
  expect(seen).toHaveLength(3);
  await page.context().close();
});

test('/rename: a name breaking the rule is replaced, then home', async () => {
  const page = await h.signedInPage('eve', { name: 'E' });
  await page.goto('/leaderboard');
  await page.waitForURL((u) => u.pathname === '/rename');
  await page.getByText('Only letters, spaces, apostrophes and hyphens').waitFor();
  await page.getByLabel('New name', { exact: true }).fill('x');
  await button(page, 'Update').click();
  await page.getByRole('alert').getByText('This name does not follow the rule.', { exact: false }).waitFor();
  await page.getByLabel('New name', { exact: true }).fill('eve online');
  await button(page, 'Update').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByRole('link', { name: 'Eve Online', exact: true }).waitFor();
  await page.context().close();
});
