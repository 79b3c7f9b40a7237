// The sign-in screen in a real browser: SmartLock (keys in the browser's vault), Keychain (a stand-in
// extension whose signatures are made in Node with the test account's posting key), and the missing extension.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signMessage } from '../kits/signInTestKit';
import { upsertHiveUser } from '../../api/db/users';
import { BROWSER_ACCOUNTS, startBrowserHarness, type BrowserHarness } from '../browserHarness';

/** The app account Keychain is asked to give posting authority to (none of the test accounts has). */
const APP_ACCOUNT = 'octoduel-app';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({}, { HIVE_APP_ACCOUNT: APP_ACCOUNT });
});
afterAll(async () => {
  await h.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const method = (page: Page, name: 'SmartLock' | 'Keychain' | 'Old credentials') =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

/** A stand-in Keychain extension: signs in Node with the test account's posting key, records grants. */
async function standInKeychain(page: Page) {
  const signed: string[] = [];
  const grants: unknown[][] = [];
  await page.exposeFunction('octoduelSign', (username: string, message: string) => {
    signed.push(message);
    const account = Object.values(BROWSER_ACCOUNTS).find((a) => a.account.name === username);
    return account === undefined ? '' : signMessage(account.keys.posting, message);
  });
  await page.exposeFunction('octoduelGrant', (...args: unknown[]) => {
    grants.push(args);
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      octoduelSign: (u: string, m: string) => Promise<string>;
      octoduelGrant: (...args: unknown[]) => Promise<void>;
      hive_keychain: unknown;
    };
    w.hive_keychain = {
      requestHandshake: (cb: () => void) => {
        cb();
      },
      requestAddAccountAuthority: (...args: unknown[]) => {
        void w.octoduelGrant(...args.slice(0, 4)).then(() => {
          (args[4] as (r: unknown) => void)({ success: true });
        });
      },
      requestSignBuffer: (username: string, message: unknown, _role: string, cb: (r: unknown) => void) => {
        if (typeof message !== 'string') {
          cb({ success: false, message: 'not a plain string' });
          return;
        }
        void w.octoduelSign(username, message).then((result) => {
          cb({ success: true, result, publicKey: '' });
        });
      },
    };
  });
  return { signed, grants };
}

/** The page's width fits the viewport: nothing scrolls sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('SmartLock at 375 px: add an account, a wrong PIN, then the right one signs in', async () => {
  const { alice } = BROWSER_ACCOUNTS;
  const page = await (await h.context(375)).newPage();
  await page.goto('/signin');
  await method(page, 'SmartLock').click();
  await page.getByText('Keys are never sent over a network').waitFor();
  await button(page, 'Add Account').click();

  const add = button(page, 'Add Account');
  await page.getByLabel('Hive Username').fill('alice');
  await page.getByLabel('Hive Private Posting Key').fill(alice.keys.posting);
  await page.getByLabel('Hive Private Active Key').fill(alice.keys.active);
  await page.getByLabel('Password (5 numeric digits)').fill('24680');
  expect(await add.isDisabled()).toBe(true);
  await page.getByLabel('Confirm Password').fill('24681');
  await add.click();
  await page.getByRole('alert').getByText('Your password and confirmation password do not match.').waitFor();
  await page.getByLabel('Confirm Password').fill('24680');
  await add.click();

  // Saved (encrypted, no key in the clear): the Unlock view for alice.
  await button(page, 'Unlock Account').waitFor();
  await page.getByText('@alice').waitFor();
  const stored = await page.evaluate(() => localStorage.getItem('octoduel.smartlock') ?? '');
  expect(stored).toContain('"alice"');
  expect(stored).not.toContain(alice.keys.posting);
  expect(stored).not.toContain(alice.keys.active);
  expect(await fitsWidth(page)).toBe(true);

  const pin = page.getByLabel('Password (5 numeric digits)');
  await pin.fill('11111');
  await button(page, 'Unlock Account').click();
  await page.getByRole('alert').getByText('Wrong password for @alice').waitFor();
  expect(await pin.inputValue()).toBe('');

  await pin.fill('24680');
  await button(page, 'Unlock Account').click();
  // Signed in; no name or email yet, so the profile is not full.
  await page.waitForURL((u) => u.pathname === '/profilecomplete');
  await page.getByRole('link', { name: 'alice', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Please complete your profile' }).waitFor();
  expect(await fitsWidth(page)).toBe(true);

  // Completing the profile goes home, and the header shows the new name.
  await page.getByLabel('Name').fill('Alice Liddell');
  await page.getByLabel('Email').fill('alice@example.com');
  await button(page, 'Update').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByRole('link', { name: 'Alice Liddell', exact: true }).waitFor();

  // The saved account stays listed for next time; the X removes it.
  await page.goto('/signin');
  await method(page, 'SmartLock').click();
  await page.getByRole('button', { name: '@alice', exact: true }).waitFor();
  await button(page, 'Remove @alice').click();
  await page.getByText('No account is saved in this browser yet.').waitFor();
  await page.context().close();
});

test('Keychain: the stand-in extension signs the plain memo; a full profile goes home', async () => {
  const { bob } = BROWSER_ACCOUNTS;
  const db = h.server.api.ctx.db.kysely;
  const user = await upsertHiveUser(db, 'bob', 'keychain', Date.now());
  await db
    .updateTable('users')
    .set({ name: 'Bob', email: 'bob@example.com' })
    .where('id', '=', user.id)
    .execute();

  const page = await (await h.context()).newPage();
  const { signed, grants } = await standInKeychain(page);
  await page.goto('/signin');
  await method(page, 'Keychain').click();
  await page.getByLabel('Username').fill('Bob');
  await button(page, 'Sign in with Keychain').click();
  await button(page, 'Continue to Keychain').click();
  await page.waitForURL((u) => u.pathname === '/');
  expect(grants).toEqual([['bob', APP_ACCOUNT, 'Posting', 1]]);
  await page.getByRole('link', { name: 'Bob', exact: true }).waitFor();
  expect(signed).toHaveLength(1);
  expect(signed[0]).toMatch(/^octoduel:login:bob:[0-9a-f]{32}$/);
  expect(bob.account.name).toBe('bob');

  // Signed in already, /signin still shows the methods (to switch accounts); an unknown account is refused.
  await page.goto('/signin');
  await method(page, 'Keychain').click();
  await page.getByLabel('Username').fill('nobody');
  await button(page, 'Sign in with Keychain').click();
  await page.getByRole('alert').getByText('Hive user not found').waitFor();
  await page.context().close();
});

test('before Keychain is asked for posting authority, the screen says what it grants; Cancel changes nothing', async () => {
  const page = await (await h.context()).newPage();
  const { signed, grants } = await standInKeychain(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/v1/api/keychain/') && r.method() === 'POST') apiCalls.push(path);
  });
  await page.goto('/signin');
  await method(page, 'Keychain').click();
  await page.getByLabel('Username').fill('alice');
  await button(page, 'Sign in with Keychain').click();

  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  expect(text).toContain(`@${APP_ACCOUNT}`);
  expect(text).toContain('@alice');
  expect(text).toMatch(/posting authority/i);
  expect(text).toMatch(/vote/i);
  expect(text).toMatch(/cannot .*funds/i);
  await button(page, 'Cancel').click();
  await dialog.waitFor({ state: 'detached' });
  // Nothing happened: no Keychain request, no challenge asked for, no sign-in; the form is back.
  expect(grants).toEqual([]);
  expect(signed).toEqual([]);
  expect(apiCalls).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/signin');
  expect(await button(page, 'Sign in with Keychain').isEnabled()).toBe(true);

  // The other button goes on to Keychain, and the sign-in completes.
  await button(page, 'Sign in with Keychain').click();
  await button(page, 'Continue to Keychain').click();
  await page.waitForURL((u) => u.pathname !== '/signin');
  expect(grants).toEqual([['alice', APP_ACCOUNT, 'Posting', 1]]);
  expect(signed).toHaveLength(1);
  await page.context().close();
});

test('without the extension: the message and the download links', async () => {
  const page = await (await h.context()).newPage();
  await page.goto('/signin');
  await method(page, 'Keychain').click();
  await page.getByRole('alert').getByText('You do not have hive keychain installed').waitFor();
  for (const name of ['Chrome, Opera and Brave', 'Firefox', 'Android', 'iOS']) {
    const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(href).toMatch(/^https:\/\//);
  }
  expect(await page.getByLabel('Username').count()).toBe(0);
  // The SignUp section opens to the external sign-up links.
  await page.getByText('Sign up', { exact: true }).click();
  await page.getByRole('link', { name: 'Free signup' }).waitFor();
  await page.getByText('$2.45').waitFor();
  await page.context().close();
});
