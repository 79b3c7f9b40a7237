// Login through a window message (issue 12 row 7): a page from the backend origin (BACKEND_ORIGIN), framed by
// the home page, posts login data; the page signs in only after the server confirms it, and a message from any
// other origin is ignored. The framed pages come from two more local servers (other ports: other origins).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SESSION_COOKIE } from '../../api/db/sessions';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';

/** What the backend's framed page does on load: post login data itself, or frame another origin that does. */
type Scenario = { kind: 'post'; data: unknown } | { kind: 'frame-other'; data: unknown };
let scenario: Scenario = { kind: 'post', data: null };

/** A page that posts `data` to the top window once loaded, then shows "posted". */
const postingPage = (data: unknown) => `<!doctype html><title>backend</title><p id="s">loading</p>
<script>window.top.postMessage(${JSON.stringify(data).replace(/</g, '\\u003c')}, '*');
document.getElementById('s').textContent = 'posted';</script>`;

function startPageServer(page: (path: string) => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(req.url ?? '/'));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

let h: BrowserHarness;
let backend: { server: Server; origin: string };
let other: { server: Server; origin: string };

beforeAll(async () => {
  other = await startPageServer(() => postingPage(scenario.data));
  backend = await startPageServer(() =>
    scenario.kind === 'post'
      ? postingPage(scenario.data)
      : `<!doctype html><title>backend</title><iframe title="other" src="${other.origin}/post"></iframe>`,
  );
  h = await startBrowserHarness(
    {},
    { BACKEND_ORIGIN: backend.origin, HOME_EMBED_URL: `${backend.origin}/embed` },
  );
});
afterAll(async () => {
  await h.close();
  for (const s of [backend.server, other.server]) await new Promise((r) => s.close(r));
});

/** A live session of a user with a full profile, as the backend would hand it over. */
async function liveToken(username: string, name: string, on = h): Promise<string> {
  return on.session(username, { name });
}

/** Opens / (which frames the backend page) in a fresh, signed-out browser and waits for the post. */
async function openHome(on = h): Promise<Page> {
  const page = await (await on.context()).newPage();
  await page.goto('/');
  const framed = page.frameLocator('iframe.g-home-embed');
  const posted =
    scenario.kind === 'post' ? framed.locator('#s') : framed.frameLocator('iframe').locator('#s');
  await posted.getByText('posted').waitFor({ timeout: 10_000 });
  return page;
}

async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
}

/** Signed out as a person sees it: the header offers Sign in, and /game sends to the sign-in screen. */
async function expectSignedOut(page: Page): Promise<void> {
  // Give a (wrong) sign-in every chance to happen first: the server answers well within this.
  await page.waitForTimeout(1500);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).count(),
  ).resolves.toBe(1);
  expect(await sessionCookie(page)).toBeUndefined();
  await page.goto('/game');
  await page.waitForURL('**/signin');
}

test('login data from the backend origin signs the page in, once the server confirms it', async () => {
  const token = await liveToken('alice', 'Alice');
  scenario = { kind: 'post', data: { username: 'alice', token } };
  const page = await openHome();
  await page.getByRole('link', { name: 'Alice' }).waitFor({ timeout: 10_000 });
  expect(await sessionCookie(page)).toBe(token);
  // The session holds across pages: the game choice shows, no sign-in screen.
  await page.goto('/game');
  await page.getByRole('button', { name: 'Play with AI' }).waitFor();
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  await page.context().close();
});

test('a forged token from the backend origin: the server refuses it and the page stays signed out', async () => {
  scenario = { kind: 'post', data: { username: 'alice', token: 'forged-token-0123456789abcdef' } };
  const page = await openHome();
  await expectSignedOut(page);
  await page.context().close();
});

test('real login data from another origin is ignored: the page stays signed out', async () => {
  const token = await liveToken('bob', 'Bob');
  scenario = { kind: 'frame-other', data: { username: 'bob', token } };
  const page = await openHome();
  await expectSignedOut(page);
  await page.context().close();
});

test('without BACKEND_ORIGIN only the page itself may post login data: the same backend page is ignored', async () => {
  const own = await startBrowserHarness({}, { HOME_EMBED_URL: `${backend.origin}/embed` });
  try {
    const token = await liveToken('carol', 'Carol', own);
    scenario = { kind: 'post', data: { username: 'carol', token } };
    const page = await openHome(own);
    await expectSignedOut(page);
    await page.context().close();
  } finally {
    await own.close();
  }
});
