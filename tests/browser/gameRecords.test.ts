// Game records in a real browser (issue 15): a real game against the AI ends with "Verified ✓" and a way to its
// replay; the replay steps with the keyboard; the profile lists the game; a private game's replay is refused
// to anyone but its two players.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, FAST_DURATIONS, shot, storePlayedOutGame, waitPhase, playOfferedTurn } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: FAST_DURATIONS, aiThinkMs: 300 });
}, 60_000);
afterAll(async () => {
  await h.close();
});

/** The label of the replay's current step ("Turn 2 of 6", …). */
const stepLabel = async (page: Page) => (await page.locator('[aria-live]').first().textContent()) ?? '';

let gameId = '';

test('a real game against the AI ends "Verified ✓", and its replay steps with the arrow keys', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice' });
  await page.goto('/game');
  await page.getByRole('radio', { name: 'easy' }).check();
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  await clickSquare(page, 61);
  await waitPhase(page, 'place');
  await clickSquare(page, 27);
  while (await playOfferedTurn(page));
  const dialog = page.getByRole('dialog');
  // The client checked every commitment as it came and re-ran the whole game from the revealed seed and log.
  await dialog.getByText('Verified ✓').waitFor({ timeout: 10_000 });
  await shot(page, 'records-result-verified');
  await dialog.getByRole('link', { name: 'Watch the replay' }).click();
  await page.waitForURL('**/replay/**');
  gameId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(gameId).not.toBe('');
  // The play screen stays up while the replay's chunk loads: wait for the replay itself.
  await page.getByRole('slider', { name: 'Step' }).waitFor({ timeout: 10_000 });
  await page.getByText('Verified ✓').waitFor({ timeout: 10_000 });
  const first = await stepLabel(page);
  expect(first).toMatch(/Choose/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => stepLabel(page)).toMatch(/Place/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => stepLabel(page)).toMatch(/Turn 1/);
  await shot(page, 'records-replay-turn-1');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => stepLabel(page)).toMatch(/Place/);
  await page.keyboard.press('End');
  const slider = page.getByRole('slider', { name: 'Step' });
  await expect(slider.inputValue()).resolves.toBe(await slider.getAttribute('max'));
  // The notation names the game's seed and its result.
  await expect(page.locator('pre').textContent()).resolves.toMatch(/^Octoduel seed [0-9a-f]{64} mode h1a1/);
  await page.context().close();
}, 90_000);

test('the profile lists the game, newest first, with a link to its replay; so does /u/:username for others', async () => {
  expect(gameId).not.toBe('');
  const page = await h.signedInPage('alice', { name: 'Alice' });
  await page.goto('/profile');
  const games = page.getByRole('table', { name: 'Games' });
  await games.waitFor({ timeout: 10_000 });
  await shot(page, 'records-profile-history');
  const row = games.getByRole('row').nth(1);
  await expect(row.textContent()).resolves.toMatch(/vs AI/);
  await row.getByRole('link', { name: 'Replay' }).click();
  await page.waitForURL(`**/replay/${encodeURIComponent(gameId)}`);
  await page.context().close();
  const other = await h.signedInPage('bob', { name: 'Bob' });
  await other.goto('/u/alice');
  const list = other.getByRole('table', { name: 'Games' });
  await list.waitFor({ timeout: 10_000 });
  await expect(list.getByRole('link', { name: 'Replay' }).count()).resolves.toBe(1);
  await other.context().close();
}, 60_000);

test("a private game's replay is shown to its players and refused to a third user", async () => {
  const id = 'private-game-1';
  // The players sign in before the game is stored: who played is a user, as a room records it.
  const alice = await h.signedInPage('alice', { name: 'Alice' });
  await alice.context().close();
  const bob = await h.signedInPage('bob', { name: 'Bob' });
  await storePlayedOutGame(h.server.api.ctx.db.kysely, id, 'h2a0', { A: 'alice', B: 'bob' });
  const carol = await h.signedInPage('carol', { name: 'Carol' });
  await carol.goto(`/replay/${id}`);
  await carol.getByText('This game is private: only its two players can watch its replay.').waitFor();
  await expect(carol.getByRole('slider', { name: 'Step' }).count()).resolves.toBe(0);
  await carol.context().close();
  await bob.goto(`/replay/${id}`);
  await bob.getByRole('slider', { name: 'Step' }).waitFor({ timeout: 10_000 });
  await bob.getByText(/Not verifiable/).waitFor();
  await bob.context().close();
}, 60_000);
