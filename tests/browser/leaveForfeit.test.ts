// Never lost from one's own game (issue 36, point 4): a link elsewhere, a typed address and reloads all keep the
// player's seat, and every page shows a bar back to it; only the game's own Leave (which asks) gives it up, and Yes
// forfeits at once: the game is recorded then, not when the abandoned game's clock would have run out.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameHistoryPage } from '../../contract/http';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, startAiGame } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // A server of its own: a file's own server closing in this worker stops Colyseus's matchmaking for the shared one.
  // Long phases, so the walk below ends before Place does (no random pick, no hit can end the game meanwhile).
  h = await startBrowserHarness({
    durations: { choose: 90_000, place: 90_000, move: 90_000, hit: 90_000, reveal: 1200 },
  });
});
afterAll(async () => {
  await h.close();
});

/** The player's recorded games, as outcome and reason. */
async function history(page: Page, user: string): Promise<{ outcome: string; reason: string | null }[]> {
  const res = await page.request.get(`/api/users/${user}/games`);
  const { games } = (await res.json()) as GameHistoryPage;
  return games.map((g) => ({ outcome: g.outcome, reason: g.reason }));
}

/** Back on /play in the same seat: the board shows the character this player picked before leaving the page. */
async function sameSeat(page: Page, mine: string): Promise<void> {
  await page.waitForURL('**/play');
  await page.locator('.g-board').waitFor();
  await expect.poll(() => page.locator('.g-player-me').textContent(), { timeout: 15_000 }).toBe(mine);
}

test('a link elsewhere, a typed address and reloads keep the seat; the bar on every page leads back to it', async () => {
  const page = await h.signedInPage('nora', { name: 'Nora', width: 1280 });
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  await startAiGame(page);
  // Nora picks a character: only her seat knows it (the server sends the plan to its owner alone).
  await clickSquare(page, 5);
  await expect.poll(() => page.locator('.g-player-me').textContent()).toMatch(/\(you\).+ \([A-Z]\)$/);
  const mine = (await page.locator('.g-player-me').textContent()) ?? '';

  // A header link: the app's own question (issue 39), Go, the page changes, the game goes on, and the bar says so.
  await page.locator('header').getByRole('link', { name: 'How to play' }).click();
  await page.getByRole('dialog', { name: 'Leave the board?' }).getByRole('button', { name: 'Go' }).click();
  await page.waitForURL('**/rules');
  const bar = page.locator('.live-game-bar');
  await expect.poll(() => bar.textContent()).toMatch(/^Your game against \S+ is on:Back to the game$/);
  await bar.getByRole('link', { name: 'Back to the game' }).click();
  await sameSeat(page, mine);
  await expect(bar.count()).resolves.toBe(0);

  // A typed address (a whole new page, as a plain link or another tab's TV would load): the seat is taken back
  // on that page at once, and the bar leads to it.
  await page.goto('/leaderboard');
  await bar.getByRole('link', { name: 'Back to the game' }).click({ timeout: 15_000 });
  await sameSeat(page, mine);

  // Reloads, several in a row: each comes back to the same seat, never to the home page.
  for (let i = 0; i < 4; i++) {
    await page.reload();
    await sameSeat(page, mine);
  }
  // Nothing was given up: the only questions were the browser's own on reload, and no game is recorded.
  expect(asked.filter((a) => !a.startsWith('beforeunload'))).toEqual([]);
  await expect(history(page, 'nora')).resolves.toEqual([]);
  await page.context().close();
}, 120_000);

test('Leave asks "Leave this game? You will lose it."; Yes forfeits at once: a loss in the history', async () => {
  const page = await h.signedInPage('lena', { name: 'Lena', width: 1280 });
  await startAiGame(page);
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
  expect(asked).toEqual(['Leave this game? You will lose it.']);
  await expect
    .poll(() => history(page, 'lena'), { timeout: 8000, interval: 250 })
    .toEqual([{ outcome: 'lose', reason: 'forfeit' }]);
  await page.context().close();
});
