// Leaving a live game's page (issue 39): Back or an in-app link asks once per game, in the app's own small dialog
// (react-router's useBlocker, no browser dialog); Stay keeps the game and leaves no extra history entry; Go leaves the
// game live (the bar leads back), and later navigations during that game do not ask again. In Choose (30 s on the
// harness's clock), so the game is live throughout.
import { beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { startAiGame } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});

test('leaving a live game by a link or Back asks once; Stay and Go leave no extra history entry', async () => {
  const page = await h.signedInPage('quinn', { name: 'Quinn', width: 1280 });
  const browserAsked: string[] = [];
  page.on('dialog', (d) => {
    browserAsked.push(d.message());
    void d.dismiss();
  });
  await startAiGame(page);
  const entries = () => page.evaluate(() => window.history.length);
  const path = () => new URL(page.url()).pathname;
  const question = page.getByRole('dialog', { name: 'Leave the board?' });
  const rulesLink = page.locator('header').getByRole('link', { name: 'How to play' });
  const length = await entries();

  // A link asks; Stay (focused) keeps the board and adds nothing to the history.
  await rulesLink.click();
  await question.waitFor();
  await expect(
    question.getByRole('button', { name: 'Stay' }).evaluate((b) => b === document.activeElement),
  ).resolves.toBe(true);
  await question.getByRole('button', { name: 'Stay' }).click();
  await question.waitFor({ state: 'detached' });
  expect(path()).toBe('/play');
  await page.locator('.g-board').waitFor();
  expect(await entries()).toBe(length);

  // Back asks too; Go goes back to the game choice, the game still live (the bar), the history as it was.
  await page.evaluate(() => {
    window.history.back();
  });
  await question.waitFor();
  await expect.poll(path).toBe('/play');
  await question.getByRole('button', { name: 'Go' }).click();
  await page.waitForURL('**/game');
  expect(await entries()).toBe(length);

  // Back to the game by the bar; asked once per game: a link now leaves at once.
  await page.locator('.live-game-bar').getByRole('link', { name: 'Back to the game' }).click();
  await page.waitForURL('**/play');
  await rulesLink.click();
  await page.waitForURL('**/rules');
  // One Back returns to the game's page, a second one to the game choice: no extra /play copy between them.
  await page.evaluate(() => {
    window.history.back();
  });
  await page.waitForURL('**/play');
  await page.evaluate(() => {
    window.history.back();
  });
  await page.waitForURL('**/game');
  expect(await question.count()).toBe(0);
  expect(browserAsked).toEqual([]);
  await page.context().close();
});
