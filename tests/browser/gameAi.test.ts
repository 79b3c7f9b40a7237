// Searching alone for a public game: the 10 s countdown, Keep searching, then Play vs AI; and choosing the Perfect
// AI on the game choice. (A whole game against the easy AI from the game choice to the result:
// tests/browser/gameRecords.test.ts; a whole game against the Perfect AI over a socket:
// tests/rooms/perfectAiRoom.test.ts.)
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // A server of its own: searching alone needs no public game waiting (on the worker's shared server another
  // file may have left one, and Bob would join it).
  h = await startBrowserHarness({});
});
afterAll(async () => {
  await h.close();
});

test('searching alone: the 10 s countdown, Keep searching, then Play vs AI', async () => {
  const page = await h.signedInPage('bob', { name: 'Bob', width: 375 });
  // The page's clock runs as usual but can jump: the 10 s countdowns are skipped, not waited out.
  await page.clock.install();
  await page.goto('/game');
  await page.getByRole('button', { name: 'Play with Others' }).click();
  await page.waitForURL('**/lobbyothers');
  const timer = page.getByRole('timer');
  await timer.waitFor();
  await expect(timer.getAttribute('aria-label')).resolves.toMatch(/^(10|9) seconds$/);
  const keep = page.getByRole('button', { name: 'Keep searching' });
  await page.clock.fastForward(10_000);
  await keep.waitFor({ timeout: 5000 });
  await keep.click();
  await timer.waitFor();
  await page.clock.fastForward(10_000);
  await page.getByRole('button', { name: 'Play vs AI' }).click({ timeout: 5000 });
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  await expect(page.locator('.g-player-foe').textContent()).resolves.toMatch(/· (Easy|Medium|Hard) AI/);
  await page.context().close();
});

test('the game choice offers Perfect, says what it plays, and starts a game against a Perfect AI', async () => {
  const page = await h.signedInPage('cara', { name: 'Cara', width: 375 });
  await page.goto('/game');
  const perfect = page.getByRole('radio', { name: 'Perfect' });
  await perfect.check();
  await expect(page.getByText(/exact solution/).isVisible()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  await expect(page.locator('.g-player-foe').textContent()).resolves.toMatch(/· Perfect AI/);
  await page.context().close();
});
