import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, FAST_DURATIONS, waitPhase, playOfferedTurn } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: FAST_DURATIONS, aiThinkMs: 300 });
}, 60_000);
afterAll(async () => {
  await h.close();
});

test('a game against the AI (level easy), from the home screen to the result', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  await page.goto('/game');
  await page.getByRole('radio', { name: 'easy' }).check();
  await expect(page.getByRole('radio', { name: 'hard' }).isChecked()).resolves.toBe(false);
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  // The AI game passes through the lobby, then starts by itself after 1 s: no start bar to click.
  expect(paths).toEqual(['/lobby', '/play']);
  await waitPhase(page, 'choose');
  await expect(page.getByRole('button', { name: /^Start/ }).count()).resolves.toBe(0);
  // The AI plays under a name from the AI names setting.
  await expect(page.locator('.g-player-foe').textContent()).resolves.toMatch(/\w+ · Easy AI/);
  await clickSquare(page, 61);
  await waitPhase(page, 'place');
  await clickSquare(page, 27);
  let turns = 0;
  while (await playOfferedTurn(page)) turns++;
  expect(turns).toBeGreaterThan(0);
  expect(turns).toBeLessThanOrEqual(11);
  const text = (await page.getByRole('dialog').textContent()) ?? '';
  expect(text).toMatch(/You won!|You lost!|The game is draw between Alice and \w+/);
  await page.getByRole('button', { name: 'Home' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.context().close();
}, 60_000);

test('searching alone: the 10 s countdown, Keep searching, then Play vs AI', async () => {
  const page = await h.signedInPage('bob', { name: 'Bob', width: 375 });
  await page.goto('/game');
  await page.getByRole('button', { name: 'Play with Others' }).click();
  await page.waitForURL('**/lobbyothers');
  await page.getByRole('timer').waitFor();
  const keep = page.getByRole('button', { name: 'Keep searching' });
  await keep.waitFor({ timeout: 12_000 });
  await keep.click();
  await page.getByRole('timer').waitFor();
  await page.getByRole('button', { name: 'Play vs AI' }).click({ timeout: 12_000 });
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  await expect(page.locator('.g-player-foe').textContent()).resolves.toMatch(/· (Easy|Medium|Hard) AI/);
  await page.context().close();
}, 60_000);
