import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, clickStart, FAST_DURATIONS, planTurn, resultText, shot, waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: FAST_DURATIONS, aiThinkMs: 300 });
});
afterAll(async () => {
  await h.close();
});

test('a private game: created with a code, wrong codes refused, joined by code, a reload returns to it', async () => {
  const alice = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  const bob = await h.signedInPage('bob', { name: 'Bob', width: 375 });
  await alice.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });

  await alice.goto('/game');
  await alice.getByText('Your code will be generated.').waitFor();
  const create = alice.getByRole('button', { name: 'Create Game' });
  await create.click();
  await alice.waitForURL('**/lobby');
  await alice.getByText('Waiting for your friend…').waitFor();
  const code = (await alice.locator('.g-game-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await alice.getByRole('button', { name: 'Copy code' }).click();
  await alice.getByRole('button', { name: 'Copied' }).waitFor();
  await shot(alice, 'lobby-1280');

  // The join box: digits only, at most 8; empty and unknown codes are refused.
  await bob.goto('/game');
  await bob.getByText('Ask your friend for the code.').waitFor();
  await shot(bob, 'home-375');
  const box = bob.getByLabel('Game code');
  const join = bob.getByRole('button', { name: 'Join Game' });
  const error = bob.locator('#join-error');
  await box.fill('123456789');
  await expect(error.textContent()).resolves.toBe('maximum length is 8 digit.');
  await expect(box.inputValue()).resolves.toBe('');
  await join.click(); // nothing is sent while an error is displayed
  await expect(error.textContent()).resolves.toBe('maximum length is 8 digit.');
  await box.fill('12a');
  await expect(box.inputValue()).resolves.toBe('12');
  await expect(error.textContent()).resolves.toBe('');
  await box.fill('');
  await join.click();
  await expect(error.textContent()).resolves.toBe('Invalid code.');
  await box.fill(code === '100000' ? '100001' : '100000');
  await join.click();
  await bob.getByText('There is no game with this code.').waitFor();
  expect(new URL(bob.url()).pathname).toBe('/game');

  await box.fill(code);
  await join.click();
  await Promise.all([alice.waitForURL('**/play'), bob.waitForURL('**/play')]);

  // The start bar: focused, so Enter starts; Bob sees Alice ready and the countdown; then he clicks too.
  await Promise.all([waitPhase(alice, 'start'), waitPhase(bob, 'start')]);
  await bob.getByText('Alice has not clicked Start yet.').waitFor();
  await expect(bob.locator('.g-start-deadline').textContent()).resolves.toMatch(/or in (10|9|8|7) s/);
  const focused = alice.getByRole('button', { name: /^Start/ });
  await expect(focused.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await alice.keyboard.press('Enter');
  await alice.getByRole('button', { name: /^Ready/ }).waitFor();
  await bob.getByText('Alice is ready.').waitFor();
  await shot(bob, 'start-bar-375');
  await clickStart(bob);
  await waitPhase(alice, 'choose');
  await clickSquare(alice, 5);
  await clickSquare(bob, 5);
  await waitPhase(bob, 'place');
  await clickSquare(alice, 9);
  await clickSquare(bob, 10);
  await waitPhase(bob, 'move');

  // Bob reloads in the middle of the game: he is back in it, on his square, with his character.
  await bob.reload();
  await bob.getByRole('button', { name: 'c7, Judicial Doctor' }).waitFor({ timeout: 15_000 });
  await waitPhase(bob, 'move');
  expect(new URL(bob.url()).pathname).toBe('/play');
  await expect(bob.locator('.g-player-me').textContent()).resolves.toContain('Judicial Doctor');

  // Alice stays on 9 and hits 10, where Bob stays: Alice wins.
  await Promise.all([planTurn(alice, 9, 10), planTurn(bob, 10, 12)]);
  await expect(resultText(alice)).resolves.toContain('You won!');
  await expect(resultText(bob)).resolves.toContain('You lost!');
  await Promise.all([alice.context().close(), bob.context().close()]);
});
