// Issue 37: signing in with HiveSigner from a phone, in a real browser against the stand-in HiveSigner
// (api/hive/standInHiveSigner.ts): the sign-in screen offers the phone's methods, the scripted user approves on
// HiveSigner's page and lands on the game choice; the access token never reaches the page; Sign out revokes it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { upsertHiveUser } from '../../api/db/users';
import { startStandInHiveSigner, type StandInHiveSigner } from '../../api/hive/standInHiveSigner';
import { HIVESIGNER_CALLBACK_PATH } from '../../api/routes/hiveSigner';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { seriousViolations } from './checks';
import { sidewaysScroll } from './phaseWalk';

const APP = 'octoduel-phone';

let signer: StandInHiveSigner;
let h: BrowserHarness;
beforeAll(async () => {
  signer = await startStandInHiveSigner({ accounts: ['alice'] });
  h = await startBrowserHarness({}, { HIVESIGNER_URL: signer.url, HIVESIGNER_APP: APP });
  signer.registerApp(APP, [`${h.url}${HIVESIGNER_CALLBACK_PATH}`]);
});
afterAll(async () => {
  await h.close();
  await signer.close();
});

test('a phone signs in with HiveSigner (approved on its page) and lands on the game choice; Sign out revokes the token', async () => {
  // Alice played before: a full profile, so the sign-in goes straight on to the game choice.
  const db = h.server.api.ctx.db.kysely;
  const alice = await upsertHiveUser(db, 'alice', 'keychain', Date.now());
  await db
    .updateTable('users')
    .set({ name: 'Alice Phone', email: 'alice@example.com' })
    .where('id', '=', alice.id)
    .execute();

  const ctx = await h.browser.newContext({
    baseURL: h.url,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await ctx.newPage();
  await page.goto('/signin');

  // A phone without Keychain: no Keychain button; HiveSigner before the Keychain Mobile hand-off and SmartLock.
  const methods = page.getByRole('group', { name: 'Sign-in methods' });
  const hiveSigner = methods.getByRole('button', { name: /^HiveSigner/ });
  await hiveSigner.waitFor();
  const names = await methods.locator('.method strong').allTextContents();
  expect(names).not.toContain('Keychain');
  expect(names.indexOf('HiveSigner')).toBeLessThan(names.indexOf('Open in Keychain Mobile'));
  expect(names.indexOf('Open in Keychain Mobile')).toBeLessThan(names.indexOf('SmartLock'));
  if (names.includes('HiveAuth')) expect(names.indexOf('HiveAuth')).toBeLessThan(names.indexOf('HiveSigner'));
  await expect(hiveSigner.textContent()).resolves.toContain('posting key');
  // The Keychain Mobile hand-off (no Android here: its steps) reads well and fits the phone.
  await methods.getByRole('button', { name: /^Open in Keychain Mobile/ }).click();
  await page.getByText('Tap Browser.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);

  // Off to HiveSigner's page, where the scripted user approves as alice.
  await hiveSigner.click();
  await page.waitForURL((u) => u.origin === signer.url && u.pathname === '/oauth2/authorize');
  await page.getByText(`@${APP}`).first().waitFor();
  await page.getByLabel('Hive username').fill('alice');
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back through the server's callback to the game choice, signed in as alice.
  await page.waitForURL((u) => u.origin === h.url && u.pathname === '/game');
  await page.getByRole('button', { name: 'Play with Others' }).waitFor();
  await page.getByRole('link', { name: 'Alice Phone', exact: true }).waitFor();
  const sessions = await db.selectFrom('sessions').select('type').where('user_id', '=', alice.id).execute();
  expect(sessions.map((s) => s.type)).toEqual(['hivesigner']);

  // HiveSigner confirmed the token for the server; the page never holds it.
  expect(signer.calls.map((c) => c.path)).toEqual(['/api/me']);
  const token = signer.calls[0]!.token;
  const seen = await page.evaluate(() => [
    document.cookie,
    window.location.href,
    JSON.stringify(localStorage),
    JSON.stringify(sessionStorage),
    document.documentElement.outerHTML,
  ]);
  for (const place of seen) expect(place).not.toContain(token);

  // Sign out from the profile: the token is revoked with HiveSigner.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/signin');
  expect(signer.isRevoked(token)).toBe(true);
  await ctx.close();
});
