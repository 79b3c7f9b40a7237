// "Leave this game? It counts as a loss (you forfeit)." — Yes means it: a player who leaves a live game by a link
// forfeits at once, and the game is recorded then, not when the abandoned game's clock would have run out (it kept
// playing in the background until the player started another game).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameHistoryPage } from '../../contract/http';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { startAiGame } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // A server of its own: a file's own server closing in this worker stops Colyseus's matchmaking for the shared one.
  h = await startBrowserHarness({});
});
afterAll(async () => {
  await h.close();
});

test('Yes to "Leave this game?" forfeits the game at once: it is in the history as a loss', async () => {
  const page = await h.signedInPage('lena', { name: 'Lena', width: 1280 });
  await startAiGame(page);
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.locator('header').getByRole('link', { name: 'How to play' }).click();
  await page.waitForURL('**/rules');
  expect(asked).toEqual([expect.stringMatching(/^Leave this game\? It counts as a loss/)]);
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/users/lena/games');
        const { games } = (await res.json()) as GameHistoryPage;
        return games.map((g) => ({ outcome: g.outcome, reason: g.reason }));
      },
      { timeout: 8000, interval: 250 },
    )
    .toEqual([{ outcome: 'lose', reason: 'forfeit' }]);
  await page.context().close();
});
