// Issue #10, point 6: the session token stays in the httpOnly cookie. The web client never receives it from
// the session check, never puts it in an HTTP or WebSocket URL, and games still connect with the cookie alone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickStart, FAST_DURATIONS, waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: FAST_DURATIONS });
});
afterAll(async () => {
  await h.close();
});

/** Every URL the page asks for (HTTP and WebSocket), and every answer body it reads from the API. */
function watch(page: Page) {
  const urls: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('websocket', (ws) => urls.push(ws.url()));
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/api/')) bodies.push(r.text().catch(() => ''));
  });
  return { urls, bodies };
}

/** What page scripts can read: cookies, both storages. */
const visibleToScripts = (page: Page) =>
  page.evaluate(() =>
    [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('\n'),
  );

test('two players create and join a private game with the cookie alone; no URL or script sees the token', async () => {
  const alice = await h.signedInSession('alice', { name: 'Alice' });
  const bob = await h.signedInSession('bob', { name: 'Bob' });
  const seen = [watch(alice.page), watch(bob.page)];

  await alice.page.goto('/game');
  await alice.page.getByRole('button', { name: 'Create Game' }).click();
  await alice.page.waitForURL('**/lobby');
  const code = (await alice.page.locator('.g-game-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await bob.page.goto('/game');
  await bob.page.getByLabel('Game code').fill(code);
  await bob.page.getByRole('button', { name: 'Join Game' }).click();
  await Promise.all([alice.page.waitForURL('**/play'), bob.page.waitForURL('**/play')]);
  await Promise.all([clickStart(alice.page), clickStart(bob.page)]);
  await Promise.all([waitPhase(alice.page, 'choose'), waitPhase(bob.page, 'choose')]);

  const tokens = [alice.token, bob.token];
  const urls = seen.flatMap((s) => s.urls);
  expect(urls.some((u) => u.startsWith('ws'))).toBe(true);
  expect(urls.some((u) => u.includes('/matchmake/'))).toBe(true);
  for (const token of tokens) {
    expect(urls.filter((u) => u.includes(token) || u.includes(encodeURIComponent(token)))).toEqual([]);
    for (const s of seen) for (const body of await Promise.all(s.bodies)) expect(body).not.toContain(token);
    for (const page of [alice.page, bob.page]) expect(await visibleToScripts(page)).not.toContain(token);
  }
  await Promise.all([alice.page.context().close(), bob.page.context().close()]);
});
